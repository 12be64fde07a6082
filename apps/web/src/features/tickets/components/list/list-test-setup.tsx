import type { Milestone, Tag, TicketListItem, TicketListQuery } from '@expertos/domain/ticket.schema';
import { vi } from 'vitest';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { aProject } from '@/test/fixtures';
import { renderPageAt, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as assigneesApi from '../../api/assignees';
import * as milestonesApi from '../../api/milestones';
import * as tagsApi from '../../api/tags';
import * as ticketListsApi from '../../api/ticket-lists';
import { useTablePrefs } from '../../hooks/use-table-prefs';
import { ProjectTasksPage } from '../../pages/ProjectTasksPage';
import { TasksPage } from '../../pages/TasksPage';
import { ada, grace } from './ticket-test-data';

export const tags: Tag[] = [
  { uid: 'tg1', project_uid: 'p1', name: 'launch' },
  { uid: 'tg2', project_uid: 'p2', name: 'launch' },
  { uid: 'tg3', project_uid: 'p2', name: 'summer' },
];
export const milestones: Milestone[] = [{ uid: 'ms1', project_uid: 'p1', name: 'Q1', due_date: null }];

/**
 * Renders a task list page with the tickets API answered by spies: the list answers
 * `pages` one after the other (by cursor), the options answer the people, tags and milestones.
 */
export function renderTaskList(path: string, pages: TicketListItem[][] = [[]]) {
  signIn();
  useWorkspaceStore
    .getState()
    .setProjects([aProject({ uid: 'p1', name: 'Acme' }), aProject({ uid: 'p2', name: 'Globex' })]);
  useTablePrefs.setState({ hidden: [], widths: {} });
  const page = async (_scope: string, query: TicketListQuery) => {
    const index = query.cursor ? Number(query.cursor) : 0;
    const next = index + 1 < pages.length ? String(index + 1) : null;
    return { items: pages[index] ?? [], next_cursor: next };
  };
  const api = {
    listWorkspace: vi.spyOn(ticketListsApi, 'fetchWorkspaceTickets').mockImplementation(page),
    listProject: vi.spyOn(ticketListsApi, 'fetchProjectTickets').mockImplementation(page),
    assignees: vi.spyOn(assigneesApi, 'fetchAssignees').mockResolvedValue([ada, grace]),
    workspaceTags: vi.spyOn(tagsApi, 'fetchWorkspaceTags').mockResolvedValue(tags),
    workspaceMilestones: vi.spyOn(milestonesApi, 'fetchWorkspaceMilestones').mockResolvedValue(milestones),
    tags: vi.spyOn(tagsApi, 'fetchTags').mockResolvedValue(tags.filter((tag) => tag.project_uid === 'p1')),
    milestones: vi.spyOn(milestonesApi, 'fetchMilestones').mockResolvedValue(milestones),
  };
  const view = renderPageAt(path, [
    { path: '/tasks', element: <TasksPage /> },
    { path: '/brand/:projectSlug/tasks', element: <ProjectTasksPage /> },
  ]);
  return { api, ...view, u: setupUser() };
}

/** The query of the list's last request. */
export function lastQuery(spy: { mock: { calls: unknown[][] } }): TicketListQuery {
  const call = spy.mock.calls.at(-1);
  return (call?.[1] ?? {}) as TicketListQuery;
}

/** jsdom lays nothing out: give the table's scroller a height so the virtualizer shows rows. */
export function giveScrollerHeight(height = 440) {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
}
