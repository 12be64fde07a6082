import { describe, expect, it } from 'vitest';
import { checkDomainLabels, domainValueNames, isCheckedWebFile } from './domain-labels.mjs';

const web = (text, file = 'apps/web/src/features/brand/components/FeedCard.tsx') => ({ file, text });
const caught = (sources) => checkDomainLabels(sources).map((v) => `${v.file} ${v.message.split(':')[0]}`);

describe('domain labels in the web app', () => {
  it('catches a label table and setupStepLabel taken from the domain, over several lines and aliased', () => {
    const found = caught([
      web(
        "import {\n  POST_PURPOSE_LABELS,\n  type PostPurpose,\n  TICKET_STATUS_LABELS as statusNames,\n} from '@expertos/domain/tickets';",
      ),
      web(
        "import { isSetupStepKey, setupStepLabel } from '@expertos/domain/setup-steps';",
        'apps/web/src/shared/lib/steps.ts',
      ),
    ]);
    expect(found).toEqual([
      "apps/web/src/features/brand/components/FeedCard.tsx uses POST_PURPOSE_LABELS from '@expertos/domain/tickets'",
      "apps/web/src/features/brand/components/FeedCard.tsx uses TICKET_STATUS_LABELS from '@expertos/domain/tickets'",
      "apps/web/src/shared/lib/steps.ts uses setupStepLabel from '@expertos/domain/setup-steps'",
    ]);
  });

  it('catches a re-export and a namespace import read for its labels', () => {
    expect(
      caught([
        web("export { WEEKDAY_LABELS } from '@expertos/domain/settings';", 'apps/web/src/shared/lib/days.ts'),
        web(
          "import * as tickets from '@expertos/domain/tickets';\nconst x = tickets.PRIORITY_LABELS[p];\nconst y = tickets.PRIORITIES;",
        ),
      ]),
    ).toEqual([
      "apps/web/src/shared/lib/days.ts uses WEEKDAY_LABELS from '@expertos/domain/settings'",
      "apps/web/src/features/brand/components/FeedCard.tsx uses PRIORITY_LABELS from '@expertos/domain/tickets'",
    ]);
  });

  it('lets the value lists, type-only imports and the allowed name sets through', () => {
    expect(
      caught([
        web("import { POST_PURPOSES, TICKET_STATUSES } from '@expertos/domain/tickets';"),
        web("import type { CAPTURE_SOURCE_LABELS } from '@expertos/domain/extension';"),
        web("import { type WEEKDAY_LABELS, WEEKDAYS } from '@expertos/domain/settings';"),
        web("import { SOCIAL_PROVIDER_LABELS } from '@expertos/domain/social.schema';"),
        // Not the domain's: a feature's own table is the literal-text rule's business.
        web("import { PLATFORM_LABELS } from './platforms';"),
      ]),
    ).toEqual([]);
  });

  it('answers only for the web app, less its tests, test helpers and catalogues', () => {
    const line = "import { TICKET_STATUS_LABELS } from '@expertos/domain/tickets';";
    const files = [
      'apps/web/src/features/tickets/Board.test.tsx',
      'apps/web/src/test/render.tsx',
      'apps/web/src/shared/i18n/tickets/list.ts',
      'apps/server/src/modules/tickets/tickets.service.ts',
      'apps/extension/src/components/Popup.tsx',
    ];
    expect(caught(files.map((file) => web(line, file)))).toEqual([]);
    expect(files.map(isCheckedWebFile)).toEqual([false, false, false, false, false]);
    expect(isCheckedWebFile('apps/web/src/features/tickets/Board.tsx')).toBe(true);
  });

  it('reads each imported name once, with where it came from', () => {
    expect(
      domainValueNames(
        "import Default, { A_LABELS, B as C } from '@expertos/domain/a';\nimport { D } from 'react';",
      ),
    ).toEqual([
      { name: 'A_LABELS', from: '@expertos/domain/a' },
      { name: 'B', from: '@expertos/domain/a' },
    ]);
  });

  it('reports a file once per name, however often it is imported', () => {
    const text =
      "import { TICKET_STATUS_LABELS } from '@expertos/domain/tickets';\nexport { TICKET_STATUS_LABELS } from '@expertos/domain/tickets';";
    expect(checkDomainLabels([web(text)])).toHaveLength(1);
  });
});
