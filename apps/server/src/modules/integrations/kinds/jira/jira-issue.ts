import { JIRA_PRIORITY_NAMES, type JiraIntegrationConfig } from '@expertos/domain/integration.schema';
import type { Language } from '@expertos/domain/languages';
import { PRIORITIES, type Priority } from '@expertos/domain/tickets';
import type { TicketSnapshot } from '../../delivery/adapter.js';
import { integrationTexts } from '../texts/index.js';

/**
 * How a ticket becomes a Jira issue (providers/jira.md §3): the create-issue `fields` with the
 * summary, an ADF description that links back to the ticket, the priority, due date and the
 * associated assignee, and
 * the epic as `parent` (Atlassian's one way for both team- and company-managed projects; the
 * `Epic Link` custom field is deprecated). Pure: no call is made here.
 */

/**
 * What a Jira delivery reads from the ticket beyond the shared snapshot: its priority and the
 * epic chosen for it. Both optional, so any snapshot fits; the service fills them when it
 * builds a snapshot for a Jira integration.
 */
export interface JiraTicketFacts {
  /** '0' Low … '3' Urgent, as the ticket stores it. */
  priority?: Priority | null;
  /** The issue key of the epic chosen on the ticket (`PROJ-12`), which wins over the default. */
  jira_epic_key?: string | null;
  /** The issue it already became in this integration, if it was sent before. */
  jira_issue_key?: string | null;
  /** The Jira account the ticket's assignee is associated with in this integration, if any. */
  jira_assignee_account_id?: string | null;
}
export type JiraTicket = TicketSnapshot & JiraTicketFacts;

/** Jira's summary is a single line of at most 255 characters; longer ones are refused (400). */
export const JIRA_SUMMARY_MAX = 255;

/** A minimal Atlassian Document Format node tree (providers/jira.md §3, [18]). */
export type AdfNode =
  | { type: 'text'; text: string; marks?: { type: 'link'; attrs: { href: string } }[] }
  | { type: 'paragraph'; content: AdfNode[] }
  | { type: 'hardBreak' };
export interface AdfDocument {
  type: 'doc';
  version: 1;
  content: AdfNode[];
}

/** The epic the issue goes under: the ticket's own, else the integration's; null when none. */
export function jiraEpicFor(
  ticket: JiraTicket,
  config: Pick<JiraIntegrationConfig, 'epic_key'>,
): string | null {
  const own = ticket.jira_epic_key?.trim();
  if (own) return own;
  return config.epic_key?.trim() || null;
}

/** Newlines and runs of spaces folded, cut to Jira's limit with an ellipsis. */
export function jiraSummary(summary: string, language?: Language): string {
  const line = summary.replace(/\s+/g, ' ').trim() || integrationTexts(language).jira.noSummary;
  return line.length <= JIRA_SUMMARY_MAX ? line : `${line.slice(0, JIRA_SUMMARY_MAX - 1)}…`;
}

/** The caption's lines as one paragraph, then a paragraph with the link back to the ticket. */
export function jiraDescription(ticket: TicketSnapshot, language?: Language): AdfDocument {
  const content: AdfNode[] = [];
  const caption = ticket.caption?.trim();
  if (caption) {
    const lines = caption.split(/\r?\n/);
    const inline: AdfNode[] = [];
    lines.forEach((line, index) => {
      if (index > 0) inline.push({ type: 'hardBreak' });
      // ADF refuses empty text nodes: an empty line is just the break.
      if (line !== '') inline.push({ type: 'text', text: line });
    });
    content.push({ type: 'paragraph', content: inline });
  }
  content.push({
    type: 'paragraph',
    content: [
      {
        type: 'text',
        text: integrationTexts(language).jira.backLink({ number: ticket.number, brand: ticket.project.name }),
      },
      { type: 'text', text: ticket.url, marks: [{ type: 'link', attrs: { href: ticket.url } }] },
    ],
  });
  return { type: 'doc', version: 1, content };
}

export interface JiraIssueFields {
  project: { key: string };
  issuetype: { id: string };
  summary: string;
  description: AdfDocument;
  parent: { key: string };
  priority?: { name: string };
  duedate?: string;
  assignee?: { accountId: string };
}

/**
 * The create-issue `fields`, or null when the ticket has no epic: the caller refuses it with
 * `jira_epic_missing` before any call (docs/product.md#integrations).
 */
export function jiraIssueFields(
  ticket: JiraTicket,
  config: JiraIntegrationConfig,
  language?: Language,
): JiraIssueFields | null {
  const epic = jiraEpicFor(ticket, config);
  if (epic === null) return null;
  const fields: JiraIssueFields = {
    project: { key: config.project_key },
    issuetype: { id: config.issue_type_id },
    summary: jiraSummary(ticket.summary, language),
    description: jiraDescription(ticket, language),
    parent: { key: epic },
  };
  const priority = ticket.priority;
  if (priority && (PRIORITIES as readonly string[]).includes(priority))
    fields.priority = { name: JIRA_PRIORITY_NAMES[priority] };
  if (ticket.due_date) fields.duedate = ticket.due_date;
  // Only an associated assignee is named; anyone else leaves the issue to Jira's default.
  if (ticket.jira_assignee_account_id) fields.assignee = { accountId: ticket.jira_assignee_account_id };
  return fields;
}
