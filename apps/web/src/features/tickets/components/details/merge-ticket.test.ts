import type { TicketDetails } from '@expertos/domain/ticket.schema';
import { describe, expect, it } from 'vitest';
import { mergeTicket } from './merge-ticket';
import { aTicket } from './ticket-fixture';

describe('mergeTicket', () => {
  it('lets the top-level fields win over the same names in details', () => {
    // An older server (or an import) may leave copies of fields in details.
    const details = {
      integrations: [],
      post_details: { caption: 'from the post' },
      summary: 'stale summary',
      status: 'draft',
    } as TicketDetails;
    const task = mergeTicket(aTicket({ summary: 'Film the reel', status: 'in_progress', details }));
    expect(task.summary).toBe('Film the reel');
    expect(task.status).toBe('in_progress');
  });

  it('exposes the integrations of details', () => {
    const integrations = [{ type: 'jira', success: true, project_integration_uid: 'pi1' }];
    const task = mergeTicket(aTicket({ details: { integrations, post_details: null } }));
    expect(task.integrations).toEqual(integrations);
  });

  it('keeps its own caption over the post caption', () => {
    const task = mergeTicket(
      aTicket({
        caption: 'Own notes',
        details: { integrations: [], post_details: { caption: 'Post caption' } },
      }),
    );
    expect(task.caption).toBe('Own notes');
  });

  it('falls back to the post caption when the ticket has none', () => {
    const task = mergeTicket(
      aTicket({ caption: null, details: { integrations: [], post_details: { caption: 'Post caption' } } }),
    );
    expect(task.caption).toBe('Post caption');
  });

  it('has no caption when neither is set', () => {
    expect(
      mergeTicket(aTicket({ caption: null, details: { integrations: [], post_details: null } })).caption,
    ).toBeNull();
    expect(
      mergeTicket(aTicket({ caption: null, details: { integrations: [], post_details: { caption: null } } }))
        .caption,
    ).toBeNull();
  });

  it('leaves the ticket it was given as it was', () => {
    const ticket = aTicket({
      caption: null,
      details: { integrations: [], post_details: { caption: 'Post caption' } },
    });
    mergeTicket(ticket);
    expect(ticket.caption).toBeNull();
  });
});
