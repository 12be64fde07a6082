import type { TaskFilters, TeamFilterQuery } from './settings.schema';
import { DEFAULT_PRIORITY, type PostPurpose, type Priority, STATUS_FILTER_ALL } from './tickets';

/**
 * Task list views; the current one is kept in the `viewMode` query parameter
 * (docs/product.md#task-lists-and-filters).
 */
export const VIEW_MODES = ['table', 'kanban', 'calendar'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];
export const DEFAULT_VIEW_MODE = 'table' satisfies ViewMode;

/** Project page views: the brand overview or its task list (docs/product.md#brands). */
export const PROJECT_VIEW_MODES = ['dashboard', 'tasks'] as const;
export type ProjectViewMode = (typeof PROJECT_VIEW_MODES)[number];
export const DEFAULT_PROJECT_VIEW_MODE = 'dashboard' satisfies ProjectViewMode;

export type TaskDefaults = {
  priority: Priority;
  dueDate: string | null;
  source: string;
  /** `project_integration_uid`s a new task is sent to. */
  projectIntegrations: readonly string[];
  /** Spelt so from the start; it is a persisted settings key, so it stays. */
  preferedCamera: string | null;
  autoRecord: boolean;
};

/** Defaults for a new task (docs/product.md#tickets). */
export const TASK_DEFAULTS: Readonly<TaskDefaults> = Object.freeze<TaskDefaults>({
  priority: DEFAULT_PRIORITY,
  dueDate: null,
  source: 'screen',
  projectIntegrations: Object.freeze([]),
  preferedCamera: null,
  autoRecord: false,
});

// Typed as a plain array so stores can hold it, frozen so a push into the shared default throws
// instead of leaking into every later reset.
function frozenEmpty<T>(): T[] {
  return Object.freeze([]) as unknown as T[];
}

/**
 * What filters reset to, e.g. on a workspace switch (docs/product.md#workspaces-and-members).
 * Frozen, arrays included: a store must replace a list rather than push into the shared default.
 */
export const DEFAULT_TASK_FILTERS: Readonly<TaskFilters> = Object.freeze<TaskFilters>({
  status: STATUS_FILTER_ALL,
  tags: frozenEmpty(),
  projectFilter: frozenEmpty(),
  milestones: frozenEmpty(),
  teamFilter: frozenEmpty(),
  userFilter: frozenEmpty(),
  filter: '',
  ticket_type: frozenEmpty(),
  updatedDateRange: null,
  dueDateRange: null,
  post_platform: frozenEmpty(),
});

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/**
 * The weekly review slate is held on Friday unless the project says otherwise
 * (docs/product.md#brand-profile).
 */
export const DEFAULT_SLATE_REVIEW_DAY = 'friday' satisfies Weekday;

/** The weekly review is written at 08:00 brand time unless a brand admin sets another hour. */
export const DEFAULT_SLATE_REVIEW_HOUR = 8;

/** A project's slate fields and their defaults (docs/product.md#brand-profile). */
export const SLATE_DEFAULTS = {
  slate_review_day: DEFAULT_SLATE_REVIEW_DAY,
  /** The hour of the review day the weekly review is written, brand time (docs/product.md#analytics). */
  slate_review_hour: DEFAULT_SLATE_REVIEW_HOUR,
  slate_growth_content: 0,
  slate_trust_building_content: 0,
  slate_sales_promotions_content: 0,
} as const;

/** The slate target each post purpose counts towards (docs/product.md#brand-profile). */
export const SLATE_FIELD_BY_PURPOSE = {
  growth: 'slate_growth_content',
  trust_building: 'slate_trust_building_content',
  sales_promotion: 'slate_sales_promotions_content',
} as const satisfies Record<PostPurpose, keyof typeof SLATE_DEFAULTS>;

/** A project's phase: a prospect being pitched, an active or an inactive client. */
export const PROJECT_PHASES = ['sales', 'active', 'inactive'] as const;
export type ProjectPhase = (typeof PROJECT_PHASES)[number];

/**
 * A team member's status. 'joined' is an active member (docs/product.md#workspaces-and-members);
 * 'invited' has an open invite; 'expired' had an invite that ran out before it was accepted.
 */
export const MEMBER_STATUSES = ['joined', 'invited', 'expired'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
export const MEMBER_STATUS_JOINED = 'joined' satisfies MemberStatus;

export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = {
  joined: 'Joined',
  invited: 'Invited',
  expired: 'Expired',
};

/** The team page's "everything" choice for role and status; never sent to the server. */
export const TEAM_FILTER_ALL = 'All';

export type TeamFilterInput = {
  role?: string | null;
  status?: string | null;
  search?: string | null;
};

function isAll(value: string): boolean {
  return value.trim().toLowerCase() === TEAM_FILTER_ALL.toLowerCase();
}

/**
 * Only the parameters worth sending (docs/product.md#workspaces-and-members): role and status
 * 'All' (or empty) are left out, the search text is trimmed and lower-cased and left out when empty.
 */
export function teamFilterQuery({ role, status, search }: TeamFilterInput): TeamFilterQuery {
  const query: TeamFilterQuery = {};
  if (role?.trim() && !isAll(role)) query.role = role.trim();
  if (status?.trim() && !isAll(status)) query.status = status.trim();
  const text = search?.trim().toLowerCase();
  if (text) query.search = text;
  return query;
}
