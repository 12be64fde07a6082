import type { QueueSettings } from '@expertos/domain/publishing/channel.schema';
import { z } from 'zod';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { JobType } from '../../platform/jobs/job-handler.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { SetFromOutside } from '../tickets/ticket-outside-changes.js';
import type { PublicationsRepository } from './publications.repository.js';

export const TICKET_RESULT_JOB = 'publishing.ticket-result';
const payloadSchema = z.object({ ticketId: z.string() });

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day an instant falls on in a zone (`YYYY-MM-DD`). A format per zone, made once: making one is slow. */
export function dayIn(at: Date, zone: string): string {
  let format = dayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(zone, format);
  }
  return format.format(at);
}

/**
 * What publishing does to the ticket (docs/product.md#publishing): once every channel of the
 * post is published, the ticket gets the first live link and the day it went out (in the
 * brand's zone), unless someone set them already, and moves to Posted (Published for a blog
 * post) — in its history, named "Publishing", and through its events like any change. Runs
 * after the publication's commit (a job: the outbox), and is idempotent: a second run finds
 * nothing left to change.
 */
export function ticketResultJob(deps: {
  publications: Pick<PublicationsRepository, 'outcomesOfTicket'>;
  settings: { of(projectId: string): Promise<QueueSettings> };
  setFromOutside: SetFromOutside;
}): JobType {
  return {
    async run(payload: unknown) {
      const { ticketId } = payloadSchema.parse(payload);
      const rows = await deps.publications.outcomesOfTicket(ticketId);
      if (rows.length === 0 || rows.some((row) => row.state !== 'published')) return;
      const out = rows
        .filter((row) => row.published_at)
        .sort((a, b) => (a.published_at ?? '').localeCompare(b.published_at ?? ''));
      const first = out[0];
      const last = out.at(-1);
      if (!first || !last?.published_at) return;
      const { time_zone } = await deps.settings.of(first.project_id);
      const day = dayIn(new Date(last.published_at), time_zone);
      await deps.setFromOutside(ticketId, 'publishing', (current) => ({
        status:
          current.status === 'posted' || current.status === 'published'
            ? undefined
            : current.post_platform === 'blog'
              ? 'published'
              : 'posted',
        live_link: current.live_link || !first.remote_url ? undefined : first.remote_url,
        posted_date: current.posted_date ? undefined : day,
      }));
    },
  };
}

/** Each published publication asks for its ticket's result, in the publication's transaction. */
export function registerTicketResult(events: EventBus, queue: Pick<JobQueue, 'enqueue'>): void {
  events.on('post.published', async ({ post }, trx) => {
    await queue.enqueue(
      TICKET_RESULT_JOB,
      { ticketId: post.ticketId },
      { trx, dedupeKey: `${TICKET_RESULT_JOB}:${post.id}` },
    );
  });
}
