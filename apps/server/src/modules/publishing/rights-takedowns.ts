import { randomUUID } from 'node:crypto';
import { assetBlockedMessage } from '@expertos/domain/assets';
import { isPublishingNetwork } from '@expertos/domain/publishing/handoff';
import type { PublishingNetwork } from '@expertos/domain/publishing/limits';
import type { PublicationState } from '@expertos/domain/publishing/publication';
import { type RightsTakedown, TAKEDOWN_WORDS } from '@expertos/domain/publishing/rights-takedown.schema';
import { sql } from 'kysely';
import { type Db, ownTables } from '../../db/database.js';
import { fromDbJson, toDbJson } from '../../db/portable.js';
import { AppError } from '../../platform/errors.js';
import type { AssetBlock, AssetFiles } from '../assets/asset-files.js';
import type { TicketTasks } from '../tickets/ticket-tasks.js';
import type { TicketTitles } from '../tickets/ticket-titles.js';
import type { ChannelNews } from './channel-news.js';
import type { ChannelTokens } from './channel-tokens.js';
import type { ChannelRow, ChannelsRepository } from './channels.repository.js';
import { type NetworkAdapter, NetworkError } from './networks/network.js';
import type { PublishingTables } from './publishing.tables.js';
import { storedVariantSchema } from './stored-variant.js';

/** The timeline's steps of a take-down: done at the network, or a task made for a person. */
export const TAKEN_DOWN_STEP = 'taken_down';
export const TAKEDOWN_TASK_STEP = 'takedown_task';
/** Where the publication's progress keeps the id of the task made for it (for the list's link). */
const TASK_KEY = 'takedown_task_id';

interface Candidate {
  row: {
    id: string;
    version: number;
    ticket_id: string;
    channel_id: string;
    remote_id: string | null;
    remote_url: string | null;
    published_at: string | null;
    progress: string | null;
  };
  channel: ChannelRow;
  blocked: AssetBlock;
}

/**
 * Published posts whose library asset may no longer be used (docs/product.md#asset-library):
 * its rights ended, or its licence now bars the post's network. Where the network's adapter can
 * delete a post (`remove`), a ticket member takes it down from the brand's list; elsewhere (no
 * such call, a phone hand-off, a channel gone) the daily rights sweep makes one task for a
 * person to do it by hand, remembered by a timeline step so a later sweep makes no other.
 *
 * A post taken down stays `published` (it was, and its results until then stand): the step
 * `taken_down` says it is no longer on the network, and its network id and link are cleared, so
 * it leaves this list and nothing reads it from the network again.
 */
export function createRightsTakedowns(deps: {
  db: Db;
  channels: Pick<ChannelsRepository, 'find'>;
  adapters: Partial<Record<PublishingNetwork, NetworkAdapter>>;
  tokens: Pick<ChannelTokens, 'fresh' | 'renew'>;
  channelNews?: Pick<ChannelNews, 'needsReconnecting'>;
  assets: Pick<AssetFiles, 'rightsOf'>;
  titles: Pick<TicketTitles, 'of'>;
  tasks: Pick<TicketTasks, 'taskAbout'>;
  now: () => Date;
}) {
  const own = (trx: Db = deps.db) => ownTables<PublishingTables>(trx);

  /** The adapter that can delete the channel's posts, when the channel can still be reached. */
  function deleter(channel: ChannelRow, remoteId: string | null): NetworkAdapter | null {
    if (!remoteId || channel.mode !== 'api' || channel.state === 'disconnected') return null;
    if (!isPublishingNetwork(channel.network)) return null;
    const adapter = deps.adapters[channel.network];
    return adapter?.remove ? adapter : null;
  }

  /**
   * The published posts (of one brand, or all) still on their network whose asset may not be
   * used today: the rights of every asset they carry read in one go, each channel once.
   */
  async function candidates(projectId?: string): Promise<Candidate[]> {
    const today = deps.now().toISOString().slice(0, 10);
    let query = own()
      .selectFrom('publications')
      .select([
        'id',
        'version',
        'ticket_id',
        'channel_id',
        'variant',
        'remote_id',
        'remote_url',
        'published_at',
        'progress',
      ])
      .where('state', '=', 'published')
      .where('remote_url', 'is not', null)
      .where('variant', 'like', '%"asset_uid"%');
    if (projectId) query = query.where('project_id', '=', projectId);
    const rows = await query.orderBy('published_at', 'desc').orderBy('id').execute();
    const posts = rows.map(({ variant, ...row }) => ({
      row,
      ids: storedVariantSchema
        .parse(fromDbJson(variant, {}))
        .media.flatMap((m) => (m.asset_uid ? [m.asset_uid] : [])),
    }));
    const blockedAt = await deps.assets.rightsOf(posts.flatMap((post) => post.ids));
    const channels = new Map<string, ChannelRow | undefined>();
    const found: Candidate[] = [];
    for (const { row, ids } of posts) {
      if (!channels.has(row.channel_id))
        channels.set(row.channel_id, await deps.channels.find(row.channel_id));
      const channel = channels.get(row.channel_id);
      if (!channel) continue;
      const blocked = blockedAt(ids, channel.network, today);
      if (blocked) found.push({ row, channel, blocked });
    }
    return found;
  }

  // As the publications repository's own steps: the next place found in the same statement,
  // after a write that holds the row (so two steps never take the same place).
  async function step(trx: Db, publicationId: string, kind: string, actorId: string | null, detail: string) {
    await own(trx)
      .insertInto('publication_events')
      .values({
        id: randomUUID(),
        publication_id: publicationId,
        at: deps.now().toISOString(),
        seq: sql<number>`(select coalesce(max(seq), 0) + 1 from publication_events where publication_id = ${publicationId})`,
        kind,
        state: 'published' satisfies PublicationState,
        actor_id: actorId,
        detail,
      })
      .execute();
  }

  return {
    /** `GET /projects/{projectId}/publishing/rights-takedowns`. */
    async list(projectId: string): Promise<RightsTakedown[]> {
      const found = await candidates(projectId);
      const titles = await deps.titles.of(found.map(({ row }) => row.ticket_id));
      return found.map(({ row, channel, blocked }) => ({
        publication_uid: row.id,
        version: Number(row.version),
        ticket_uid: row.ticket_id,
        ticket_title: titles.get(row.ticket_id)?.summary ?? '',
        network: channel.network,
        handle: channel.handle,
        remote_url: row.remote_url,
        published_at: row.published_at,
        asset: {
          uid: blocked.assetId,
          name: blocked.name,
          last_day: blocked.reason === 'expired' ? blocked.lastDay : null,
          reason: blocked.reason,
        },
        can_take_down: deleter(channel, row.remote_id) !== null,
        task_uid: fromDbJson<Record<string, string>>(row.progress, {})[TASK_KEY] ?? null,
      }));
    },

    /**
     * `POST …/publications/{id}/take-down`: the post deleted at its network as the account
     * (through the adapter, so through the egress guard), then cleared here with a step, on the
     * copy the person saw. 409 `publishing_cannot_take_down` where the network cannot.
     */
    async takeDown(
      place: { ticketId: string; memberId: string },
      publicationId: string,
      version: number,
    ): Promise<void> {
      const row = await own()
        .selectFrom('publications')
        .select(['id', 'ticket_id', 'channel_id', 'state', 'version', 'remote_id', 'remote_url'])
        .where('id', '=', publicationId)
        .executeTakeFirst();
      if (!row || row.ticket_id !== place.ticketId) throw new AppError('not_found');
      // Checked before the network is called: a stale copy deletes nothing.
      if (row.state !== 'published' || !row.remote_url || Number(row.version) !== version)
        throw new AppError('conflict');
      const channel = await deps.channels.find(row.channel_id);
      const adapter = channel ? deleter(channel, row.remote_id) : null;
      if (!channel || !adapter?.remove || !row.remote_id) throw new AppError('publishing_cannot_take_down');
      try {
        const access = {
          ...(await deps.tokens.fresh(channel, adapter)),
          renew: () => deps.tokens.renew(channel, adapter),
        };
        await adapter.remove(access, row.remote_id);
      } catch (error) {
        if (!(error instanceof NetworkError)) throw error;
        if (error.kind === 'reconnect' && deps.channelNews)
          await deps.channelNews.needsReconnecting(channel, error.message, deps.now().toISOString());
        throw new AppError('publishing_network_unavailable', {
          message: `The network did not delete the post: ${error.message}`,
          cause: error,
        });
      }
      await deps.db.transaction().execute(async (trx: Db) => {
        const cleared = await own(trx)
          .updateTable('publications')
          .set((eb) => ({
            remote_id: null,
            remote_url: null,
            updated_at: deps.now().toISOString(),
            version: eb('version', '+', 1),
          }))
          .where('id', '=', row.id)
          .where('state', '=', 'published')
          .where('version', '=', version)
          .executeTakeFirst();
        // Another take-down came first: the post is gone either way (a second delete finds none).
        if (Number(cleared.numUpdatedRows) !== 1) throw new AppError('conflict');
        await step(trx, row.id, TAKEN_DOWN_STEP, place.memberId, TAKEDOWN_WORDS.takenDown(row.remote_url));
      });
    },

    /**
     * The daily sweep's part: for each such post its network cannot delete, one task for the
     * post's assignee to take it down by hand. The row is locked first (a write that changes
     * nothing), then its timeline asked for an earlier task: two sweeps at once make one.
     * Answers how many tasks it made.
     */
    async makeTasks(): Promise<number> {
      const found = (await candidates()).filter(({ row, channel }) => !deleter(channel, row.remote_id));
      if (found.length === 0) return 0;
      const titles = await deps.titles.of(found.map(({ row }) => row.ticket_id));
      let made = 0;
      for (const { row, channel, blocked } of found) {
        const number = titles.get(row.ticket_id)?.number;
        if (number === undefined) continue;
        const done = await deps.db.transaction().execute(async (trx: Db) => {
          await own(trx)
            .updateTable('publications')
            .set((eb) => ({ updated_at: eb.ref('updated_at') }))
            .where('id', '=', row.id)
            .execute();
          const earlier = await own(trx)
            .selectFrom('publication_events')
            .select('id')
            .where('publication_id', '=', row.id)
            .where('kind', '=', TAKEDOWN_TASK_STEP)
            .executeTakeFirst();
          if (earlier) return false;
          const task = await deps.tasks.taskAbout(trx, row.ticket_id, {
            summary: TAKEDOWN_WORDS.taskTitle(channel.network, number, blocked.name),
            description: [
              assetBlockedMessage(blocked.name, blocked.reason, channel.network),
              `Delete the post from ${channel.handle}${row.remote_url ? `: ${row.remote_url}` : ''}.`,
            ].join('\n\n'),
          });
          if (!task) return false;
          const { progress } = await own(trx)
            .selectFrom('publications')
            .select('progress')
            .where('id', '=', row.id)
            .executeTakeFirstOrThrow();
          await own(trx)
            .updateTable('publications')
            .set({
              progress: toDbJson({
                ...fromDbJson<Record<string, string>>(progress, {}),
                [TASK_KEY]: task.id,
              }),
            })
            .where('id', '=', row.id)
            .execute();
          await step(trx, row.id, TAKEDOWN_TASK_STEP, null, TAKEDOWN_WORDS.taskMade(task.number));
          return true;
        });
        if (done) made++;
      }
      return made;
    },
  };
}
export type RightsTakedowns = ReturnType<typeof createRightsTakedowns>;
