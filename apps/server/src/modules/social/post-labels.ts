import type { ImportedPostLabels } from '@expertos/domain/analytics/post-labels.schema';
import { TICKET_PILLAR_MESSAGES } from '@expertos/domain/ticket.schema';
import { AppError } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { BrandFacts } from '../projects/brand-facts.js';
import type { TicketLookups } from '../tickets/ticket-lookups.js';
import type { SocialRepository } from './social.repository.js';
import { formatOf } from './social-posts.js';

/** An imported post as results are labelled by it: its own labels, or the ticket made of it. */
export interface ImportedPostFacts {
  /** The social module's id of the imported post (what its labels are set under). */
  importedPostId: string;
  /** The post ticket made of it, if any: its labels are the ticket's. */
  ticketId: string | null;
  pillar: string | null;
  purpose: string | null;
  /** As labelled; unlabelled, the kind of media it is (a YouTube video is a long video). */
  format: string | null;
}

/** The key results match an imported post by: its network and the network's id. */
export const importedKey = (network: string, remoteId: string) => `${network}:${remoteId}`;

/**
 * Imported posts' labels (docs/product.md#analytics). An imported post without a ticket is
 * labelled on the results page, and its labels are kept here, with the post; the analytics
 * module reads them through `facts` and names of the brand's accounts through `accounts`.
 */
export function createImportedPostLabels(deps: {
  repository: Pick<
    SocialRepository,
    'postsByExternal' | 'setLabels' | 'post' | 'connectionsOf' | 'transaction'
  >;
  events: Pick<EventBus, 'emit'>;
  brands: Pick<BrandFacts, 'pillars'>;
  lookups: Pick<TicketLookups, 'exists'>;
  now: () => Date;
}) {
  return {
    /** Each of these network posts the brand imported, by `importedKey`. */
    async facts(
      projectId: string,
      posts: readonly { network: string; remoteId: string }[],
    ): Promise<Map<string, ImportedPostFacts>> {
      const found = new Map<string, ImportedPostFacts>();
      for (const provider of ['instagram', 'youtube'] as const) {
        const ids = [...new Set(posts.filter((p) => p.network === provider).map((p) => p.remoteId))];
        for (let i = 0; i < ids.length; i += 500) {
          const rows = await deps.repository.postsByExternal(projectId, provider, ids.slice(i, i + 500));
          for (const row of rows)
            found.set(importedKey(row.provider, row.external_id), {
              importedPostId: row.id,
              ticketId: row.ticket_id,
              pillar: row.pillar,
              purpose: row.purpose,
              format: row.labelled ? row.format : formatOf(row),
            });
        }
      }
      return found;
    },

    /** The brand's connected accounts' names, by connection id. */
    async accounts(projectId: string): Promise<{ id: string; network: string; name: string }[]> {
      const rows = await deps.repository.connectionsOf(projectId);
      return rows.map((row) => ({ id: row.id, network: row.provider, name: row.account_name }));
    },

    /**
     * Labels an imported post of the brand. A post with a ticket is labelled on its ticket
     * (409); a pillar must be one of the brand's content pillars now.
     */
    async set(
      projectId: string,
      postId: string,
      labels: ImportedPostLabels,
      memberId: string | null,
    ): Promise<ImportedPostLabels> {
      const post = await deps.repository.post(projectId, postId);
      if (!post) throw new AppError('not_found');
      if (post.ticket_id && (await deps.lookups.exists(post.ticket_id, projectId)))
        throw new AppError('social_post_labelled_on_ticket');
      if (labels.pillar !== null && !(await deps.brands.pillars(projectId)).includes(labels.pillar))
        throw new AppError('validation_error', {
          details: [{ path: 'pillar', message: TICKET_PILLAR_MESSAGES.unknown }],
        });
      // Announced with the write: the results built from the labels are built again.
      await deps.repository.transaction(async (trx) => {
        await deps.repository.setLabels(
          {
            post_id: post.id,
            project_id: projectId,
            pillar: labels.pillar,
            purpose: labels.purpose,
            format: labels.format,
            updated_by: memberId,
            updated_at: deps.now().toISOString(),
          },
          trx,
        );
        await deps.events.emit(trx, 'social.post_labelled', { projectId, postId: post.id });
      });
      return labels;
    },
  };
}
export type ImportedPostLabelsService = ReturnType<typeof createImportedPostLabels>;
