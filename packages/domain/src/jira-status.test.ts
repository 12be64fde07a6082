import { describe, expect, it } from 'vitest';
import {
  JIRA_CATEGORY_OF_STATUS,
  type JiraTransitionChoice,
  pickJiraTransition,
  STATUS_FOR_JIRA_CATEGORY,
  statusForJiraMove,
} from './jira-status';
import { TICKET_STATUSES } from './tickets';

const WORKFLOW: JiraTransitionChoice[] = [
  { id: '11', to: { name: 'To Do', category: 'new' } },
  { id: '21', to: { name: 'In Progress', category: 'indeterminate' } },
  { id: '31', to: { name: 'In Review', category: 'indeterminate' } },
  { id: '41', to: { name: 'Done', category: 'done' } },
];

describe('Jira status categories', () => {
  it('places every ticket status in one of the three categories', () => {
    for (const status of TICKET_STATUSES)
      expect(['new', 'indeterminate', 'done']).toContain(JIRA_CATEGORY_OF_STATUS[status]);
  });

  it('prefers the Jira status of the same name, then the first of the same category', () => {
    expect(pickJiraTransition('in_review', WORKFLOW)?.id).toBe('31');
    expect(pickJiraTransition('in_progress', WORKFLOW)?.id).toBe('21');
    expect(pickJiraTransition('approved', WORKFLOW)?.id).toBe('21');
    expect(pickJiraTransition('posted', WORKFLOW)?.id).toBe('41');
    expect(pickJiraTransition('blocked', WORKFLOW)?.id).toBe('11');
  });

  it('answers null when the workflow offers no way there', () => {
    expect(pickJiraTransition('done', WORKFLOW.slice(0, 2))).toBeNull();
    expect(pickJiraTransition('todo', [])).toBeNull();
  });
});

describe('statusForJiraMove (Jira → us)', () => {
  it('leaves a ticket already in the category alone, so finer statuses are never flattened', () => {
    expect(statusForJiraMove('approved', { name: 'In Progress', category: 'indeterminate' })).toBeNull();
    expect(statusForJiraMove('published', { name: 'Done', category: 'done' })).toBeNull();
    expect(statusForJiraMove('blocked', { name: 'To Do', category: 'new' })).toBeNull();
  });

  it('takes our status of the same name in that category, else the category default', () => {
    expect(statusForJiraMove('todo', { name: 'In Review', category: 'indeterminate' })).toBe('in_review');
    expect(statusForJiraMove('todo', { name: 'Doing', category: 'indeterminate' })).toBe('in_progress');
    expect(statusForJiraMove('in_progress', { name: 'Closed', category: 'done' })).toBe('done');
    expect(statusForJiraMove('done', { name: 'Backlog', category: 'new' })).toBe('todo');
  });

  it('lands every category on a status of that same category', () => {
    for (const [category, status] of Object.entries(STATUS_FOR_JIRA_CATEGORY))
      expect(JIRA_CATEGORY_OF_STATUS[status]).toBe(category);
  });
});
