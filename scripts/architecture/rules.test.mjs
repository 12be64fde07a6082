import { describe, expect, it } from 'vitest';
import { checkFileNames, checkImports, checkModules, checkRouteAccess, resolveImport } from './rules.mjs';

const rules = (violations) => violations.map((v) => `${v.rule} ${v.file}`);

describe('import direction, on resolved paths', () => {
  it('resolves relative imports, the web alias and our packages; leaves registry packages alone', () => {
    expect(resolveImport('apps/web/src/features/team/a.ts', '../../tickets/b.js')).toBe(
      'apps/web/src/tickets/b',
    );
    expect(resolveImport('apps/web/src/shared/x.ts', '@/features/team/y')).toBe(
      'apps/web/src/features/team/y',
    );
    expect(resolveImport('apps/server/src/a.ts', '@expertos/domain/errors')).toBe(
      'packages/domain/src/errors',
    );
    expect(resolveImport('apps/server/src/a.ts', 'zod')).toBeNull();
  });

  it('catches each forbidden direction, relative imports included', () => {
    const found = checkImports([
      { file: 'packages/domain/src/a.ts', text: "import { x } from '../../api-client/src/client';" },
      {
        file: 'packages/api-client/src/a.ts',
        text: "import type { App } from '../../../apps/server/src/app.js';",
      },
      { file: 'apps/web/src/features/team/a.tsx', text: "import { Board } from '../tickets/Board';" },
      { file: 'apps/web/src/features/team/b.tsx', text: "import { router } from '@/app/router';" },
      { file: 'apps/web/src/shared/ui/c.tsx', text: "export { Team } from '@/features/team/Team';" },
      {
        file: 'apps/server/src/modules/comments/c.service.ts',
        text: "import { x } from '../tickets/tickets.repository.js';",
      },
      {
        file: 'apps/server/src/modules/invites/i.repository.ts',
        text: "import type { T } from '../workspaces/workspaces.tables.js';",
      },
      {
        file: 'apps/server/src/platform/p.ts',
        text: "const m = await import('../modules/tickets/tickets.service.js');",
      },
    ]);
    expect(rules(found)).toEqual([
      'domain-imports-nothing packages/domain/src/a.ts',
      'api-client-imports-domain-only packages/api-client/src/a.ts',
      'web-feature-isolated apps/web/src/features/team/a.tsx',
      'web-feature-isolated apps/web/src/features/team/b.tsx',
      'web-shared-below-features apps/web/src/shared/ui/c.tsx',
      'module-through-service apps/server/src/modules/comments/c.service.ts',
      'module-through-service apps/server/src/modules/invites/i.repository.ts',
      'platform-below-modules apps/server/src/platform/p.ts',
    ]);
  });

  it('lets the allowed directions through', () => {
    expect(
      checkImports([
        { file: 'packages/api-client/src/a.ts', text: "import { z } from '@expertos/domain/errors';" },
        {
          file: 'apps/web/src/features/team/components/a.tsx',
          text: "import { x } from '../api/team';\nimport { y } from '@/shared/ui/y';",
        },
        { file: 'apps/web/src/app/router.tsx', text: "import { Team } from '@/features/team/Team';" },
        {
          file: 'apps/server/src/modules/comments/c.service.ts',
          text: "import type { T } from '../tickets/tickets.policies.js';",
        },
      ]),
    ).toEqual([]);
  });
});

describe('module list', () => {
  const index = (text) => ({ file: 'apps/server/src/modules/index.ts', text });
  const module = (name, text = `export function ${name}Module() {}`) => ({
    file: `apps/server/src/modules/${name}/${name}.module.ts`,
    text,
  });

  it('passes when every module folder has its definition, built once', () => {
    expect(
      checkModules([index('ticketsModule(deps); rolesModule(deps);'), module('tickets'), module('roles')]),
    ).toEqual([]);
  });

  it('catches a module left out of the list, one built twice, and a folder without a definition', () => {
    const found = checkModules([
      index('ticketsModule(deps); ticketsModule(deps);'),
      module('tickets'),
      module('roles'),
      { file: 'apps/server/src/modules/billing/billing.service.ts', text: '' },
    ]);
    expect(found.map((v) => v.message)).toEqual([
      'modules/billing has no billing.module.ts',
      'rolesModule is built 0 times in buildModules; every module is built exactly once',
      'ticketsModule is built 2 times in buildModules; every module is built exactly once',
    ]);
  });
});

describe('route access declarations', () => {
  it('catches a route that states no access level', () => {
    const text = `
      app.get('/things', { config: { access: 'signedIn' }, schema }, async () => []);
      app.post('/things', { schema }, async () => ({}));
    `;
    const found = checkRouteAccess([{ file: 'apps/server/src/modules/things/things.routes.ts', text }]);
    expect(found.map((v) => v.message)).toEqual([
      "app.post('/things') states no access level (config: { access })",
    ]);
  });
});

describe('file names', () => {
  it('takes kebab-case with dotted roles, PascalCase components and their CSS modules', () => {
    expect(
      checkFileNames([
        'apps/server/src/modules/tickets/ticket-bulk.service.ts',
        'apps/web/src/features/team/components/TeamTable.tsx',
        'apps/web/src/features/team/components/TeamTable.module.css',
        'apps/web/src/app/router.tsx',
        'apps/web/src/shared/lib/use-inline-edit.ts',
      ]),
    ).toEqual([]);
  });

  it('catches a PascalCase or camelCase .ts file and a CSS module not named after a component', () => {
    const found = checkFileNames([
      'apps/server/src/modules/tickets/TicketBulk.service.ts',
      'apps/web/src/shared/lib/useInlineEdit.ts',
      'apps/web/src/features/tickets/components/kanban/kanban.module.css',
    ]);
    expect(found).toHaveLength(3);
  });
});
