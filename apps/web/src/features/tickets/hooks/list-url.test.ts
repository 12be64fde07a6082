import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_FILTERS, type TicketScope } from '../components/ticket-scope';
import {
  DEFAULT_LIST_VIEW,
  hasViewParams,
  type ListView,
  viewFromParams,
  viewSearch,
  writeView,
} from './list-url';

const workspace: TicketScope = { kind: 'workspace', workspaceUid: 'w1' };
const brand: TicketScope = { kind: 'project', workspaceUid: 'w1', projectUid: 'p1', projectSlug: 'acme' };

const busy: ListView = {
  filters: {
    ...DEFAULT_LIST_FILTERS,
    status: 'in_review',
    tags: ['launch', 'summer sale'],
    projectFilter: ['p1', 'p2'],
    milestones: ['ms1'],
    teamFilter: ['unassigned', 'm2'],
    userFilter: ['m3'],
    filter: 'reel & story',
    ticket_type: ['post', 'design'],
    post_platform: ['tiktok'],
    updatedDateRange: { from: '2026-03-01', to: null },
    dueDateRange: { from: '2026-03-02', to: '2026-03-08' },
    top_level: true,
  },
  sort: { field: 'assignee', order: 'asc' },
};

describe('a list view in the address', () => {
  it('comes back the same from its address', () => {
    const params = writeView(new URLSearchParams(), busy, workspace);
    expect(viewFromParams(new URLSearchParams(params.toString()), workspace)).toEqual(busy);
  });

  it('writes nothing for the defaults, and keeps parameters that are not the view’s', () => {
    expect(viewSearch(DEFAULT_LIST_VIEW, workspace)).toBe('');
    const base = new URLSearchParams('viewMode=kanban&task=t9&status=done&sort=id&order=asc');
    expect(writeView(base, DEFAULT_LIST_VIEW, workspace).toString()).toBe('viewMode=kanban&task=t9');
    expect(hasViewParams(new URLSearchParams('viewMode=kanban&task=t9'))).toBe(false);
    expect(hasViewParams(new URLSearchParams('order=asc'))).toBe(true);
  });

  it('has no brand filter on a brand’s list', () => {
    expect(writeView(new URLSearchParams(), busy, brand).has('projectFilter')).toBe(false);
    expect(viewFromParams(new URLSearchParams('projectFilter=p2'), brand).filters.projectFilter).toEqual([]);
  });

  it('leaves out what it does not understand instead of sending it on', () => {
    const view = viewFromParams(
      new URLSearchParams('status=finished&ticket_type=epic,post&due_from=2026-02-31&sort=reporter&order=up'),
      workspace,
    );
    expect(view).toEqual({
      filters: { ...DEFAULT_LIST_FILTERS, ticket_type: ['post'] },
      sort: { field: 'updated', order: 'desc' },
    });
  });

  it('keeps "Top-level only" as top_level=true, and reads nothing else as it', () => {
    const topLevel = { ...DEFAULT_LIST_VIEW, filters: { ...DEFAULT_LIST_FILTERS, top_level: true } };
    expect(viewSearch(topLevel, brand)).toBe('top_level=true');
    expect(hasViewParams(new URLSearchParams('top_level=true'))).toBe(true);
    expect(viewFromParams(new URLSearchParams('top_level=true'), brand).filters.top_level).toBe(true);
    expect(viewFromParams(new URLSearchParams('top_level=yes'), brand).filters.top_level).toBe(false);
  });
});
