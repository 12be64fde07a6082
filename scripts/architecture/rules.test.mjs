import { describe, expect, it } from 'vitest';
import {
  checkDocAnchors,
  checkFileNames,
  checkImports,
  checkModules,
  checkOutsideDocs,
  checkRouteAccess,
  checkTableOwnership,
  checkTypedHandles,
  checkViews,
  githubSlug,
  headingAnchors,
  resolveImport,
} from './rules.mjs';

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

describe('shared test-data builders', () => {
  const builders = "import { aTicket } from '@expertos/domain/testing/tickets';";

  it('are imported by tests, their fixtures and test folders', () => {
    expect(
      checkImports([
        { file: 'apps/web/src/features/tickets/components/List.test.tsx', text: builders },
        { file: 'apps/web/src/features/comments/test/comment-fixtures.ts', text: builders },
        { file: 'apps/server/src/modules/tickets/tickets.fixtures.ts', text: builders },
        { file: 'packages/domain/src/testing/builders.test.ts', text: "import { aJob } from './jobs';" },
        { file: 'e2e/tickets.spec.ts', text: builders },
      ]),
    ).toEqual([]);
  });

  it('are never imported by shipped code', () => {
    const found = checkImports([
      { file: 'apps/web/src/features/tickets/components/List.tsx', text: builders },
      { file: 'packages/domain/src/tickets.ts', text: "import { ADA } from './testing/people';" },
    ]);
    expect(rules(found)).toEqual([
      'testing-in-tests-only apps/web/src/features/tickets/components/List.tsx',
      'testing-in-tests-only packages/domain/src/tickets.ts',
    ]);
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
  it('catches a route that states no access level, or no key scope when it is not public', () => {
    const text = `
      app.get('/things', { config: { access: 'signedIn', scope: 'tickets:read' }, schema }, async () => []);
      app.get('/things/mine', { config: { access: 'signedIn', scope: 'session' }, schema }, async () => []);
      app.get('/things/open', { config: { access: 'public' }, schema }, async () => []);
      app.post('/things', { schema }, async () => ({}));
      app.put('/things/:id', { config: { access: 'signedIn' }, schema }, async () => ({}));
    `;
    const found = checkRouteAccess([{ file: 'apps/server/src/modules/things/things.routes.ts', text }]);
    expect(found.map((v) => v.message)).toEqual([
      "app.post('/things') states no access level (config: { access })",
      "app.put('/things/:id') states no API key scope (config: { scope }, or 'session')",
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

// Citations are put together here so that this file does not cite anything itself.
const cite = (doc, anchor) => `docs/${doc}#${anchor}`;

describe('doc anchors', () => {
  const product = {
    file: 'docs/product.md',
    text: [
      '# The product',
      '## Rules',
      '### Roles and access',
      '### Trial and plans',
      '#### Ticket types, statuses & `fields`',
      '```md',
      '# Not a heading',
      '```',
      '### Rules',
    ].join('\n'),
  };

  it("makes GitHub's anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered", () => {
    expect(githubSlug('Server (`apps/server/src`)')).toBe('server-appsserversrc');
    expect([...headingAnchors(product.text)]).toEqual([
      'the-product',
      'rules',
      'roles-and-access',
      'trial-and-plans',
      'ticket-types-statuses--fields',
      'rules-1',
    ]);
  });

  it('passes a citation of an existing heading', () => {
    const text = `// Only admins (${cite('product.md', 'roles-and-access')}); see ${cite('product.md', 'rules-1')}.`;
    expect(checkDocAnchors([{ file: 'apps/server/src/a.ts', text }], [product])).toEqual([]);
  });

  it('catches a missing anchor, a heading inside code and a document that does not exist', () => {
    const found = checkDocAnchors(
      [
        { file: 'packages/domain/src/a.ts', text: `/** Seats (${cite('product.md', 'seat')}). */` },
        { file: 'e2e/b.spec.ts', text: `// ${cite('product.md', 'not-a-heading')}` },
        { file: 'bench/c.mjs', text: `// ${cite('glossary.md', 'seats')}` },
      ],
      [product],
    );
    expect(found.map((v) => `${v.rule} ${v.file}: ${v.message}`)).toEqual([
      `doc-anchors packages/domain/src/a.ts: cites ${cite('product.md', 'seat')}: docs/product.md has no heading with that anchor`,
      `doc-anchors e2e/b.spec.ts: cites ${cite('product.md', 'not-a-heading')}: docs/product.md has no heading with that anchor`,
      `doc-anchors bench/c.mjs: cites ${cite('glossary.md', 'seats')}: there is no docs/glossary.md`,
    ]);
  });
});

describe('no outside documents', () => {
  const section = 'spec ' + '§4';
  const decisions = 'decisions' + '.md';
  const spec = 'product' + '-spec';

  it('catches a numbered section (bare too), the decisions file and the specification by name, in any case', () => {
    const found = checkOutsideDocs([
      { file: 'packages/domain/src/a.ts', text: `/** Reminders fire once (${section}). */` },
      { file: 'apps/server/src/b.ts', text: `const x = 1;\n// Seats (${decisions}).` },
      { file: 'e2e/c.spec.ts', text: `// Every route of the ${spec}.` },
      { file: 'bench/d.mjs', text: `// ${section.replace('spec', 'Spec')}: 5 MB a file.` },
      { file: 'apps/web/src/e.ts', text: `// The catalogue's message (${section.slice(5)}).` },
    ]);
    expect(found.map((v) => `${v.rule} ${v.file} ${v.message.split(',')[0]}`)).toEqual([
      `no-outside-docs packages/domain/src/a.ts line 1 cites '${section.slice(0, -1)}'`,
      `no-outside-docs apps/server/src/b.ts line 2 cites '${decisions}'`,
      `no-outside-docs e2e/c.spec.ts line 1 cites '${spec}'`,
      `no-outside-docs bench/d.mjs line 1 cites 'S${section.slice(1, -1)}'`,
      `no-outside-docs apps/web/src/e.ts line 1 cites '(${section.slice(5)}'`,
    ]);
  });

  it('passes a citation of our own docs and words that merely look alike', () => {
    expect(
      checkOutsideDocs([
        {
          file: 'apps/server/src/a.ts',
          text: `// Reminders fire once (${cite('product.md', 'reminders')}).`,
        },
        { file: 'e2e/b.spec.ts', text: "// As specified; testMatch: '**/*.spec.ts'; issue 5 §4." },
      ]),
    ).toEqual([]);
  });
});

describe('each module owns its tables', () => {
  const tables = {
    file: 'apps/server/src/modules/tickets/tickets.tables.ts',
    text: 'export interface TicketTables {\n  tickets: TicketsTable;\n  ticket_tags: TicketTagsTable;\n}',
  };
  const push = {
    file: 'apps/server/src/modules/push/push.repository.ts',
    text: "db.selectFrom('tickets as t').innerJoin('push_devices', 'x', 'y');\ndb.updateTable('ticket_tags').set({});",
  };
  const own = {
    file: 'apps/server/src/modules/tickets/tickets.repository.ts',
    text: "db.selectFrom('tickets').leftJoin('ticket_tags', 'a', 'b');",
  };
  const test = {
    file: 'apps/server/src/modules/push/push.int.test.ts',
    text: "db.deleteFrom('tickets');",
  };

  it("refuses a read or write of another module's table, in shipped code only", () => {
    const found = checkTableOwnership([tables, push, own, test]);
    expect(found.map((v) => v.message)).toEqual([
      "reads 'tickets', a table of the tickets module (this is push): call a function that module exports instead",
      "writes 'ticket_tags', a table of the tickets module (this is push): call a function that module exports instead",
    ]);
    expect(rules(found)).toEqual([
      'module-owns-its-tables apps/server/src/modules/push/push.repository.ts',
      'module-owns-its-tables apps/server/src/modules/push/push.repository.ts',
    ]);
  });

  it('sees the tables a raw SQL template reads or writes, which no type checks', () => {
    const raw = {
      file: 'apps/server/src/modules/push/push-sort.ts',
      text: [
        "const key = sql`coalesce((select min(g.name_key) from ticket_tags g where g.id = x), '')`;",
        'await sql<number>`update "tickets" set n = 1`.execute(db);',
        '// a comment that says from tickets is not SQL',
      ].join('\n'),
    };
    const found = checkTableOwnership([tables, raw]);
    expect(found.map((v) => v.message)).toEqual([
      "reads 'ticket_tags', a table of the tickets module (this is push): call a function that module exports instead",
      "writes 'tickets', a table of the tickets module (this is push): call a function that module exports instead",
    ]);
  });
});

describe('views read across modules and nothing more', () => {
  const doc = (names) => ({
    file: 'docs/architecture.md',
    text: `# A\n\n### Views\n\n${names.map((n) => `- \`views/${n}\` — what it shows.`).join('\n')}\n\n### Next\n`,
  });
  const reader = {
    file: 'apps/server/src/views/brand-feed.view.ts',
    text: "import type { Db } from '../db/database.js';\ndb.selectFrom('tickets as t').innerJoin('projects as p', 'a', 'b');",
  };

  it('lets a listed view read any table', () => {
    expect(checkViews([reader], [doc(['brand-feed.view.ts'])])).toEqual([]);
  });

  it('refuses a view that writes, imports a module, is misnamed, unlisted, or listed but gone', () => {
    const writer = {
      file: 'apps/server/src/views/quota.ts',
      text: "import { x } from '../modules/tickets/tickets.repository.js';\ndb.updateTable('tickets').set({});",
    };
    const found = checkViews([reader, writer], [doc(['brand-feed.view.ts', 'gone.view.ts'])]);
    expect(found.map((v) => `${v.rule} ${v.file}: ${v.message}`)).toEqual([
      'views-read-only apps/server/src/views/quota.ts: a file in views/ is a view: name it *.view.ts',
      "views-read-only apps/server/src/views/quota.ts: imports '../modules/tickets/tickets.repository.js': a view stands beside the modules, never on one (no repository, no table types)",
      "views-read-only apps/server/src/views/quota.ts: writes 'tickets': a view only reads; the module that owns the table writes it",
      'views-documented apps/server/src/views/quota.ts: not listed under "Views" in docs/architecture.md',
      'views-documented docs/architecture.md: lists views/gone.view.ts, which does not exist',
    ]);
  });

  it('keeps views out of the table-ownership check, which still sees their writes through checkViews', () => {
    const tables = {
      file: 'apps/server/src/modules/tickets/tickets.tables.ts',
      text: 'export interface TicketTables {\n  tickets: TicketsTable;\n}',
    };
    expect(checkTableOwnership([tables, reader])).toEqual([]);
  });
});

describe("a module's repositories are typed with its own tables", () => {
  const tables = {
    file: 'apps/server/src/modules/push/push.tables.ts',
    text: 'export interface PushTables {\n  push_devices: PushDevicesTable;\n}',
  };
  const repository = (text) => ({ file: 'apps/server/src/modules/push/push.repository.ts', text });
  const held = repository(
    "import type { Db } from '../../db/database.js';\nexport function createPushRepository(db: Db) {}",
  );
  const unnarrowed = repository(
    "import type { Db } from '../../db/database.js';\nexport function createPushRepository(whole: Db) {\n  return { all: () => whole.selectFrom('push_devices') };\n}",
  );
  const typed = repository(
    "import type { Db, TablesDb } from '../../db/database.js';\nexport function createPushRepository(db: TablesDb<PushTables>) {\n  return { forget: (trx: Db) => ownTables<PushTables>(trx) };\n}",
  );
  const narrowed = repository(
    "import type { Db } from '../../db/database.js';\nexport function createPushRepository(whole: Db) {\n  const db = ownTables<PushTables>(whole);\n}",
  );

  it("refuses a repository that holds the whole schema's handle or never narrows one, and lets a typed or narrowed one be", () => {
    expect(rules(checkTypedHandles([tables, held]))).toEqual([
      'module-typed-handle apps/server/src/modules/push/push.repository.ts',
    ]);
    expect(rules(checkTypedHandles([tables, unnarrowed]))).toEqual([
      'module-typed-handle apps/server/src/modules/push/push.repository.ts',
    ]);
    expect(checkTypedHandles([tables, typed])).toEqual([]);
    expect(checkTypedHandles([tables, narrowed])).toEqual([]);
  });
});
