import { JIRA_PRIORITY_NAMES, type JiraIntegrationConfig } from '@expertos/domain/integration.schema';
import { describe, expect, it } from 'vitest';
import { jiraErrorExcerpt, toJiraError } from './jira-client.js';
import {
  JIRA_SUMMARY_MAX,
  type JiraTicket,
  jiraDescription,
  jiraEpicFor,
  jiraIssueFields,
  jiraSummary,
} from './jira-issue.js';

const ticket: JiraTicket = {
  uid: 't_1',
  number: 12,
  summary: 'Launch reel',
  status: 'todo',
  ticket_type: 'task',
  due_date: null,
  assignee: null,
  caption: null,
  project: { uid: 'p_1', name: 'Acme', slug: 'acme' },
  url: 'https://app.test/brand/acme/tasks?task=t_1',
  updated_at: '2026-03-01T09:00:00.000Z',
};
const config: JiraIntegrationConfig = {
  site_url: 'https://acme.atlassian.net',
  cloud_id: null,
  project_key: 'MKT',
  issue_type_id: '10001',
  epic_key: 'MKT-1',
  event_types: [],
};

describe('the create-issue mapping', () => {
  it('maps summary, ADF description, parent epic, and leaves out priority and due date when unset', () => {
    expect(jiraIssueFields(ticket, config)).toEqual({
      project: { key: 'MKT' },
      issuetype: { id: '10001' },
      summary: 'Launch reel',
      description: jiraDescription(ticket),
      parent: { key: 'MKT-1' },
    });
  });

  it('maps the four priorities onto Jira names and passes the due date as YYYY-MM-DD', () => {
    for (const [ours, theirs] of Object.entries(JIRA_PRIORITY_NAMES)) {
      const fields = jiraIssueFields(
        { ...ticket, priority: ours as JiraTicket['priority'], due_date: '2026-05-02' },
        config,
      );
      expect(fields?.priority).toEqual({ name: theirs });
      expect(fields?.duedate).toBe('2026-05-02');
    }
    expect(JIRA_PRIORITY_NAMES).toEqual({ '0': 'Low', '1': 'Medium', '2': 'High', '3': 'Highest' });
  });

  it("prefers the ticket's epic, falls back to the integration's, and has none without both", () => {
    expect(jiraEpicFor({ ...ticket, jira_epic_key: 'MKT-9' }, config)).toBe('MKT-9');
    expect(jiraEpicFor({ ...ticket, jira_epic_key: '  ' }, config)).toBe('MKT-1');
    expect(jiraEpicFor(ticket, { epic_key: null })).toBeNull();
    expect(jiraIssueFields(ticket, { ...config, epic_key: null })).toBeNull();
  });

  it("folds the summary onto one line within Jira's 255 characters", () => {
    expect(jiraSummary('  two\nlines\t here ')).toBe('two lines here');
    expect(jiraSummary('   ')).toBe('(no summary)');
    const long = jiraSummary('x'.repeat(400));
    expect(long).toHaveLength(JIRA_SUMMARY_MAX);
    expect(long.endsWith('…')).toBe(true);
  });

  it('writes the caption with hard breaks and a paragraph linking back to the ticket', () => {
    const doc = jiraDescription({ ...ticket, caption: 'One\n\nTwo' });
    expect(doc).toEqual({
      type: 'doc',
      version: 1,
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'One' },
            { type: 'hardBreak' },
            { type: 'hardBreak' },
            { type: 'text', text: 'Two' },
          ],
        },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Ticket #12 in Acme: ' },
            { type: 'text', text: ticket.url, marks: [{ type: 'link', attrs: { href: ticket.url } }] },
          ],
        },
      ],
    });
  });
});

describe('the create-issue mapping in the brand’s language', () => {
  it('writes the link back and an empty summary in Spanish, leaving names and the summary as typed', () => {
    const fields = jiraIssueFields({ ...ticket, summary: '  ' }, config, 'es');
    expect(fields?.summary).toBe('(sin resumen)');
    expect(fields?.description.content.at(-1)).toEqual({
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Ticket #12 en Acme: ' },
        { type: 'text', text: ticket.url, marks: [{ type: 'link', attrs: { href: ticket.url } }] },
      ],
    });
    expect(jiraSummary('Lanzamiento', 'es')).toBe('Lanzamiento');
  });
});

describe("Jira's error shapes", () => {
  it('reads an ErrorCollection into one line, blanking the secrets', () => {
    expect(
      jiraErrorExcerpt({ errorMessages: ['Bad token SeCrEt-123456'], errors: { summary: 'Required' } }, [
        'SeCrEt-123456',
      ]),
    ).toBe('Bad token [redacted]; summary: Required');
    expect(jiraErrorExcerpt(null)).toBeNull();
  });

  it('turns an unknown failure into a retryable jira_error', () => {
    const error = toJiraError(
      new Error('socket hang up'),
      { auth: 'api_token', email: 'a@b.test', api_token: 'x' },
      new Date(),
    );
    expect(error).toMatchObject({ code: 'jira_error', details: { status: null, transient: true } });
  });
});
