import { TICKET_STATUS_LABELS, type TicketStatus } from './tickets';

/**
 * Jira's three status categories (every Jira workflow status belongs to one), by the keys its
 * REST API uses: `statusCategory.key`.
 */
export const JIRA_STATUS_CATEGORIES = ['new', 'indeterminate', 'done'] as const;
export type JiraStatusCategory = (typeof JIRA_STATUS_CATEGORIES)[number];

/**
 * Where each of our statuses sits among Jira's categories (docs/product.md#integrations): not
 * started, under way, finished. Jira workflows differ per project, so a status change is sent as
 * a move to the matching category, and only when the issue is not in that category already (our
 * In Review and Jira's In Progress are the same thing to both sides, and neither bounces back).
 */
export const JIRA_CATEGORY_OF_STATUS: Record<TicketStatus, JiraStatusCategory> = {
  draft: 'new',
  todo: 'new',
  paused: 'new',
  blocked: 'new',
  in_progress: 'indeterminate',
  needs_approval: 'indeterminate',
  approved: 'indeterminate',
  in_review: 'indeterminate',
  will_not_do: 'done',
  done: 'done',
  published: 'done',
  posted: 'done',
  rejected: 'done',
};

export interface JiraTransitionChoice {
  id: string;
  /** The status the transition leads to. */
  to: { name: string; category: JiraStatusCategory | null };
}

/**
 * The transition that takes an issue to where `status` is: the one leading to a Jira status of
 * the same name ('In Review' to 'In Review'), else the first leading into the same category; null
 * when the workflow offers neither from where the issue is.
 */
export function pickJiraTransition(
  status: TicketStatus,
  transitions: readonly JiraTransitionChoice[],
): JiraTransitionChoice | null {
  const label = TICKET_STATUS_LABELS[status].toLowerCase();
  const category = JIRA_CATEGORY_OF_STATUS[status];
  return (
    transitions.find((t) => t.to.name.toLowerCase() === label) ??
    transitions.find((t) => t.to.category === category) ??
    null
  );
}

/** Where a move into each Jira category lands here when no status of ours has its name. */
export const STATUS_FOR_JIRA_CATEGORY: Record<JiraStatusCategory, TicketStatus> = {
  new: 'todo',
  indeterminate: 'in_progress',
  done: 'done',
};

/**
 * The status a ticket takes when its Jira issue moved to `jira` (Jira → us): null when the ticket
 * already sits in that category, so a finer status of ours (Approved, Published) is never
 * flattened and our own moves never come back; else ours of the same name in that category
 * ('In Review'), else the category's default.
 */
export function statusForJiraMove(
  current: TicketStatus,
  jira: { name: string; category: JiraStatusCategory },
): TicketStatus | null {
  if (JIRA_CATEGORY_OF_STATUS[current] === jira.category) return null;
  const name = jira.name.trim().toLowerCase();
  const named = (Object.keys(JIRA_CATEGORY_OF_STATUS) as TicketStatus[]).find(
    (status) =>
      JIRA_CATEGORY_OF_STATUS[status] === jira.category &&
      TICKET_STATUS_LABELS[status].toLowerCase() === name,
  );
  return named ?? STATUS_FOR_JIRA_CATEGORY[jira.category];
}
