import { randomUUID } from 'node:crypto';
import { mergesInto, VERSION_FIELDS, type VersionSnapshot } from '@expertos/domain/approvals/versions';
import type { Db } from '../../db/database.js';
import { toDbJson } from '../../db/portable.js';
import { AppError } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { contentHash, type PostContent, type PostContentReader } from './post-content.js';
import type { RoundsRepository } from './rounds.repository.js';
import type { VersionRow, VersionsRepository } from './versions.repository.js';

interface PostPlace {
  id: string;
  workspaceId: string;
  projectId: string;
}

/** What a version keeps of the post's content: its files named, so a file deleted since still is. */
export function toSnapshot(content: PostContent): VersionSnapshot {
  return {
    summary: content.summary,
    caption: content.caption,
    hooks: [...content.hooks],
    platform: content.platform,
    format: content.format,
    media: content.media.map((id, i) => ({ id, name: content.mediaNames[i] ?? '' })),
    variants: content.variants.map((v) => ({
      channel: v.channel,
      network: v.network,
      text: v.text,
      link: v.link ?? null,
      firstComment: v.firstComment ?? null,
      media: [...v.media],
    })),
  };
}

/**
 * Keeps a post's versions (docs/product.md#approvals) from its owners' change events, inside the
 * change's transaction: the post's content as `PostContent` reads it then. A change that leaves
 * the content as the newest version has it makes none; one person's change within ten minutes
 * of their version's last change updates it, unless it is marked (asked for, approved,
 * published) or sealed by a restore; any other makes the next version.
 */
export function createVersionRecorder(deps: {
  versions: VersionsRepository;
  content: PostContentReader;
  rounds: Pick<RoundsRepository, 'versionHashes'>;
  now: () => Date;
}) {
  const { versions } = deps;

  async function marked(version: VersionRow, trx: Db): Promise<boolean> {
    if (version.published_at) return true;
    const { requested, approved } = await deps.rounds.versionHashes(version.ticket_id, trx);
    return [version.content_hash, version.dated_hash].some((h) => requested.has(h) || approved.has(h));
  }

  async function record(post: PostPlace, authorId: string | null, trx: Db): Promise<void> {
    let content: PostContent;
    try {
      content = await deps.content.of(post.id, trx);
    } catch (error) {
      // Deleted within the same change: nothing to keep.
      if (error instanceof AppError && error.code === 'not_found') return;
      throw error;
    }
    const hash = contentHash(content, false);
    const newest = await versions.newest(post.id, trx);
    if (newest?.content_hash === hash) return;
    const at = deps.now().toISOString();
    const values = {
      content: toDbJson(toSnapshot(content)),
      content_hash: hash,
      dated_hash: contentHash(content, true),
      media_count: content.media.length,
      updated_at: at,
    };
    const newestState = newest && {
      authorId: newest.author_id,
      updatedAt: newest.updated_at,
      sealed: newest.sealed === 1,
    };
    // Marks cost a read of the rounds: asked only when the rest would fold the change in.
    if (
      newest &&
      newestState &&
      mergesInto({ ...newestState, marked: false }, { authorId, at }) &&
      !(await marked(newest, trx))
    ) {
      await versions.update(newest.id, values, trx);
      return;
    }
    // Another change of the post may take the next number first (its transaction commits while
    // this one waits on the unique index): the version goes after it.
    let number = (newest?.number ?? 0) + 1;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const inserted = await versions.insert(
        {
          id: randomUUID(),
          workspace_id: post.workspaceId,
          project_id: post.projectId,
          ticket_id: post.id,
          number,
          author_id: authorId,
          ...values,
          sealed: 0,
          restored_from: null,
          published_at: null,
          created_at: at,
        },
        trx,
      );
      if (inserted) return;
      const latest = await versions.newest(post.id, trx);
      if (latest?.content_hash === hash) return;
      number = (latest?.number ?? number) + 1;
    }
  }

  return {
    record,

    /**
     * The post went out: its content then is kept (a version of its own when no member's change
     * made it), and that version is marked published. The first publication's mark stays.
     */
    async published(post: PostPlace, at: string | null, trx: Db): Promise<void> {
      await record(post, null, trx);
      const newest = await versions.newest(post.id, trx);
      if (newest && !newest.published_at)
        await versions.update(newest.id, { published_at: at ?? deps.now().toISOString() }, trx);
    },
  };
}
export type VersionRecorder = ReturnType<typeof createVersionRecorder>;

/** The owners' change events a post's versions are taken from. */
export function registerVersionListeners(events: EventBus, recorder: VersionRecorder): void {
  const contentFields: readonly string[] = VERSION_FIELDS;
  events.on('ticket.created', async ({ ticket, actorMemberId }, trx) => {
    if (ticket.type === 'post') await recorder.record(ticket, actorMemberId, trx);
  });
  events.on('ticket.updated', async ({ ticket, changed, actorMemberId }, trx) => {
    if (ticket.type !== 'post' || !changed.some((field) => contentFields.includes(field))) return;
    await recorder.record(ticket, actorMemberId, trx);
  });
  events.on('post.variants_changed', async ({ post, actorMemberId }, trx) => {
    await recorder.record(post, actorMemberId, trx);
  });
  events.on('post.published', async ({ post }, trx) => {
    const place = { id: post.ticketId, workspaceId: post.workspaceId, projectId: post.projectId };
    await recorder.published(place, post.publishedAt, trx);
  });
}
