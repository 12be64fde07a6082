import { MESSAGES } from '@expertos/domain/messages';
import { z } from 'zod';
import type { GuardedFetch } from '../../platform/http/guarded-fetch.js';
import { defineJobHandler, type JobType, PermanentJobError } from '../../platform/jobs/job-handler.js';
import type { TicketLookups } from '../tickets/ticket-lookups.js';
import type { TicketsService } from '../tickets/tickets.service.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import { fetchPreview } from './link-preview.js';
import type { PostImportsRepository } from './post-imports.repository.js';
import { CREATE_JOB, PREVIEW_JOB, starterOf, summaryFor } from './post-imports.service.js';
import type { PostImportRowsTable } from './post-imports.tables.js';

/** Pages fetched at once by one import (a content plan is often one site's links: be polite). */
export const PREVIEW_CONCURRENCY = 4;

const payload = z.object({ importId: z.string().min(1).max(64) });

export interface PostImportJobsDeps {
  repository: PostImportsRepository;
  /** Whether the starter may still post on the brand (the one brand-visibility rule). */
  access: Pick<MemberAccess, 'memberOnBrand'>;
  fetch: GuardedFetch;
  /** Posts are made, and looked for, through the tickets module. */
  tickets: Pick<TicketsService, 'create'> & Pick<TicketLookups, 'exists'>;
  now: () => Date;
}

/** Runs `work` over `items`, `limit` at a time, in order of start. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}

/** The ticket a previewed link becomes: a draft post on the link's platform. */
function postFor(row: PostImportRowsTable) {
  const reference = [`Imported from ${row.url}`, row.image_url ? `Image: ${row.image_url}` : null]
    .filter(Boolean)
    .join('\n');
  return {
    summary: summaryFor(row.title, row.url),
    ticket_type: 'post' as const,
    status: 'draft' as const,
    priority: '1' as const,
    post_platform: row.platform,
    caption: row.description,
    reference_content: reference,
  };
}

/**
 * The two jobs of a bulk import (docs/product.md#bulk-posts-from-links). Both only touch rows
 * still waiting (`pending`, then `previewed`) and record each row as it is done, so a second
 * run (a crash, a lost lease) carries on instead of starting over; a ticket's uid is fixed on
 * its row beforehand, so it is never made twice.
 */
export function postImportJobs({
  repository,
  access,
  fetch,
  tickets,
  now,
}: PostImportJobsDeps): Record<string, JobType> {
  const iso = () => now().toISOString();

  return {
    [PREVIEW_JOB]: {
      maxAttempts: 5,
      run: defineJobHandler(payload, async ({ importId }, context) => {
        const row = await repository.byId(importId);
        if (row?.status !== 'previewing') return;
        const pending = await repository.rowsInState(importId, 'pending');
        const total = (await repository.rows(importId)).length;
        let done = total - pending.length;
        await context.progress({ done, total, message: 'Fetching previews' });
        await eachLimited(pending, PREVIEW_CONCURRENCY, async (link) => {
          if (context.signal.aborted) return;
          const result = await fetchPreview(fetch, link.url, context.signal);
          if (result.kind === 'refused') {
            await repository.setRow(importId, link.line, { state: 'refused', note: result.note });
          } else {
            await repository.setRow(importId, link.line, {
              state: 'previewed',
              title: result.preview.title,
              description: result.preview.description,
              image_url: result.preview.image,
              note: result.note,
            });
          }
          done += 1;
          await context.progress({ done, total, message: 'Fetching previews' });
        });
        if (context.signal.aborted) throw new Error('Stopped before every preview was fetched');
        await repository.setStatus(importId, { status: 'ready', job_id: null, updated_at: iso() });
      }),
    },

    [CREATE_JOB]: {
      maxAttempts: 5,
      // One at a time per worker: each ticket takes the workspace's next number in turn anyway.
      concurrency: 1,
      run: defineJobHandler(payload, async ({ importId }, context) => {
        const row = await repository.byId(importId);
        if (row?.status !== 'creating') return;
        const membership = await starterOf(access, row);
        if (!membership) {
          await repository.setStatus(importId, {
            status: 'failed',
            job_id: null,
            error: `${MESSAGES.bulkImportFailed} The person who started it can no longer add posts to this brand.`,
            updated_at: iso(),
          });
          throw new PermanentJobError('The starter of the import no longer has access to the brand');
        }
        const waiting = await repository.rowsInState(importId, 'previewed');
        const counts = await repository.stateCounts(importId);
        const total = counts.created + counts.previewed;
        let done = counts.created;
        await context.progress({ done, total, message: 'Creating posts' });
        for (const link of waiting) {
          if (context.signal.aborted) throw new Error('Stopped before every post was created');
          // Made by an earlier run that stopped before it could mark the row.
          if (!(await tickets.exists(link.ticket_id))) {
            await tickets.create(membership, row.project_id, postFor(link), { id: link.ticket_id });
          }
          await repository.setRow(importId, link.line, { state: 'created' });
          done += 1;
          await context.progress({ done, total, message: 'Creating posts' });
        }
        await repository.setStatus(importId, { status: 'done', job_id: null, updated_at: iso() });
      }),
    },
  };
}
