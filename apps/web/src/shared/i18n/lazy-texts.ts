import type { EnglishResources } from './en';

/**
 * The texts a language loads with the code that shows them, not with the language
 * (docs/translating.md#texts-loaded-with-their-feature): a German person opening the board never
 * fetches the publishing composer's words. Each entry is a file of `locales/<language>/` and the
 * `ui` keys it holds. Code that shows one of these keys imports `@/shared/i18n/parts/<file>`, whose
 * top-level `await` holds the importing chunk until the texts are in (the architecture check
 * `lazy-texts-imported` finds a file that forgot). English too: its core is in the entry (en-core.ts).
 */
export const LAZY_TEXTS = {
  publishing: ['publishing'],
  integrations: ['integrations'],
  assets: ['assets'],
  analytics: ['analytics'],
  'brand-settings': ['brandSettings'],
  'workspace-security': ['workspaceSecurity'],
  approvals: ['approvals'],
  'approval-settings': ['approvalSettings'],
  portal: ['portal'],
  security: ['security'],
  developers: ['developers'],
  audit: ['audit'],
  'design-pages': ['kitchen', 'tokens'],
  templates: ['templates'],
  recurring: ['recurring'],
  evergreen: ['evergreen'],
  'content-series': ['contentSeries'],
  'brand-content': ['brandContent'],
  calendar: ['calendar'],
  'comment-anchors': ['commentAnchors'],
  'api-keys': ['apiKeys'],
  comments: ['comments'],
  'approval-versions': ['approvalVersions'],
  ai: ['ai'],
  try: ['try'],
  'post-imports': ['postImports'],
  'member-profile': ['memberProfile'],
  'brand-check': ['brandCheck'],
  media: ['media'],
  social: ['social'],
  handoff: ['handoff'],
  oauth: ['oauth'],
  invites: ['invites'],
  'ai-drafts': ['aiDrafts'],
  'post-calendar': ['postCalendar'],
  profile: ['profile'],
  autosave: ['autosave'],
  team: ['roles', 'memberStatuses', 'roleHints', 'team'],
} as const satisfies Record<string, readonly (keyof EnglishResources['ui'])[]>;

export type LazyTextPart = keyof typeof LAZY_TEXTS;
export type LazyTextKey = (typeof LAZY_TEXTS)[LazyTextPart][number];

/** What a language's first chunk holds: everything but the lazy parts. */
export type CoreResources = Omit<EnglishResources, 'ui'> & {
  ui: Omit<EnglishResources['ui'], LazyTextKey>;
};

export const LAZY_TEXT_PARTS = Object.keys(LAZY_TEXTS) as LazyTextPart[];
