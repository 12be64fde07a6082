/** Ticket types (docs/product.md#ticket-types-and-statuses). */
export const TICKET_TYPES = ['task', 'post', 'estimate', 'reminder', 'call_notes', 'design'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

export const TICKET_TYPE_LABELS: Record<TicketType, string> = {
  task: 'Task',
  post: 'Post',
  estimate: 'Estimate',
  reminder: 'Reminder',
  call_notes: 'Call notes',
  design: 'Design',
};

/**
 * The 13 statuses in their fixed order (docs/product.md#ticket-types-and-statuses); board columns
 * follow it.
 */
export const TICKET_STATUSES = [
  'draft',
  'todo',
  'in_progress',
  'needs_approval',
  'approved',
  'in_review',
  'paused',
  'blocked',
  'will_not_do',
  'done',
  'published',
  'posted',
  'rejected',
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  draft: 'Draft',
  todo: 'To Do',
  in_progress: 'In Progress',
  needs_approval: 'Needs Approval',
  approved: 'Approved',
  in_review: 'In Review',
  paused: 'Paused',
  blocked: 'Blocked',
  will_not_do: 'Will Not Do',
  done: 'Done',
  published: 'Published',
  posted: 'Posted',
  rejected: 'Rejected',
};

/**
 * Statuses that end a ticket's work (docs/product.md#tickets): finished, published, posted,
 * dropped or rejected. Every other status, paused and blocked included, is still open.
 */
export const CLOSED_TICKET_STATUSES = [
  'will_not_do',
  'done',
  'published',
  'posted',
  'rejected',
] as const satisfies readonly TicketStatus[];

/** Whether a ticket still waits for work (not in CLOSED_TICKET_STATUSES). */
export function isOpenStatus(status: TicketStatus): boolean {
  return !(CLOSED_TICKET_STATUSES as readonly TicketStatus[]).includes(status);
}

/** The status filter also offers 'all' ; it is a filter value, never a status. */
export const STATUS_FILTER_ALL = 'all';
export const TICKET_STATUS_FILTERS = [STATUS_FILTER_ALL, ...TICKET_STATUSES] as const;
export type TicketStatusFilter = (typeof TICKET_STATUS_FILTERS)[number];

/** Priority is a string on the wire (docs/product.md#ticket-types-and-statuses): '0' Low … '3' Urgent. */
export const PRIORITIES = ['0', '1', '2', '3'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const PRIORITY_LABELS: Record<Priority, string> = {
  '0': 'Low',
  '1': 'Normal',
  '2': 'High',
  '3': 'Urgent',
};

/** Default task priority '1'. */
export const DEFAULT_PRIORITY = '1' satisfies Priority;

export const POST_PLATFORMS = [
  'instagram',
  'tiktok',
  'youtube',
  'facebook',
  'linkedin',
  'x',
  'pinterest',
  'threads',
  'blog',
] as const;
export type PostPlatform = (typeof POST_PLATFORMS)[number];

export const POST_PLATFORM_LABELS: Record<PostPlatform, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  x: 'X',
  pinterest: 'Pinterest',
  threads: 'Threads',
  blog: 'Blog',
};

export const POST_FORMATS = [
  'reel',
  'story',
  'carousel',
  'image',
  'short',
  'long_video',
  'live',
  'article',
  'thread',
] as const;
export type PostFormat = (typeof POST_FORMATS)[number];

export const POST_FORMAT_LABELS: Record<PostFormat, string> = {
  reel: 'Reel',
  story: 'Story',
  carousel: 'Carousel',
  image: 'Image',
  short: 'Short',
  long_video: 'Long video',
  live: 'Live',
  article: 'Article',
  thread: 'Thread',
};

/** A post's audience ("Purpose"): the same three purposes the weekly slate counts. */
export const POST_PURPOSES = ['growth', 'trust_building', 'sales_promotion'] as const;
export type PostPurpose = (typeof POST_PURPOSES)[number];

export const POST_PURPOSE_LABELS: Record<PostPurpose, string> = {
  growth: 'Growth',
  trust_building: 'Trust building',
  sales_promotion: 'Sales promotion',
};

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
};

/** Reminders notify only in these statuses (docs/product.md#reminders). */
export const REMINDER_NOTIFY_STATUSES = ['in_progress', 'todo'] as const satisfies readonly TicketStatus[];

/** A reminder notifies when its ticket is In Progress or To Do, and only once. */
export function shouldReminderNotify(status: string | null | undefined, alreadyNotified: boolean): boolean {
  if (alreadyNotified || status == null) return false;
  return (REMINDER_NOTIFY_STATUSES as readonly string[]).includes(status);
}
