import { diffSnapshots } from '@expertos/domain/approvals/diff';
import {
  type PostVersion,
  type PostVersionPage,
  VERSION_AUTHOR_GONE,
  VERSION_AUTHOR_NONE,
  type VersionDiff,
  type VersionMark,
  type VersionRestore,
  type VersionSnapshot,
  versionSnapshotSchema,
} from '@expertos/domain/approvals/versions';
import type { PersonRef } from '@expertos/domain/ticket.schema';
import { type UpdateTicketInput, updateTicketSchema } from '@expertos/domain/ticket.schema';
import { AppError } from '../../platform/errors.js';
import { referenceImageUrl } from '../tickets/tickets.mapper.js';
import type { TicketRef } from '../tickets/tickets.policies.js';
import type { TicketsService } from '../tickets/tickets.service.js';
import type { Membership } from '../workspaces/membership.js';
import type { PeopleService } from '../workspaces/people.service.js';
import type { PostContentReader } from './post-content.js';
import type { RoundsRepository } from './rounds.repository.js';
import type { VersionListRow, VersionRow, VersionsRepository } from './versions.repository.js';

interface Caller {
  membership: Membership;
  ticket: TicketRef;
}

const snapshotOf = (row: VersionRow): VersionSnapshot => versionSnapshotSchema.parse(JSON.parse(row.content));

/**
 * What a restore writes back through the tickets module's update: the version's texts. The one
 * place the update is built: once an approved post's lock answers 409 `post_locked_approved`,
 * a restore adds `reopen_review: true` here (a restore reopens review like any edit).
 */
export function restoreInput(version: VersionSnapshot): UpdateTicketInput {
  return updateTicketSchema.parse({
    summary: version.summary,
    caption: version.caption,
    hook: version.hooks[0] ?? null,
    hook_variation_1: version.hooks[1] ?? null,
    hook_variation_2: version.hooks[2] ?? null,
    hook_variation_3: version.hooks[3] ?? null,
    post_platform: version.platform,
    post_format: version.format,
    // A restore is an edit like any other: of an approved post, it reopens review.
    reopen_review: true,
  });
}

/**
 * A post's versions (docs/product.md#approvals): its history with who made each and what it
 * was (asked for, approved, published), a readable diff of any two, and restoring one.
 */
export function createVersionsService(deps: {
  versions: VersionsRepository;
  rounds: Pick<RoundsRepository, 'versionHashes'>;
  content: PostContentReader;
  people: Pick<PeopleService, 'refs'>;
  /** Writes a restore back as the person restoring, like their own edit. */
  tickets: Pick<TicketsService, 'update'>;
}) {
  const { versions } = deps;

  function toVersion(
    row: VersionListRow,
    hashes: { requested: Set<string>; approved: Set<string> },
    people: Map<string, PersonRef>,
  ): PostVersion {
    const hashed = (set: Set<string>) => set.has(row.content_hash) || set.has(row.dated_hash);
    const marks: VersionMark[] = [];
    if (hashed(hashes.requested)) marks.push('requested');
    if (hashed(hashes.approved)) marks.push('approved');
    if (row.published_at) marks.push('published');
    const person = row.author_id ? people.get(row.author_id) : undefined;
    return {
      number: row.number,
      author: row.author_id ? (person?.name ?? person?.email ?? VERSION_AUTHOR_GONE) : VERSION_AUTHOR_NONE,
      author_uid: row.author_id,
      created_at: row.created_at,
      updated_at: row.updated_at,
      marks,
      media_count: row.media_count,
      restored_from: row.restored_from === null ? null : Number(row.restored_from),
    };
  }

  return {
    /** Newest first, a page at a time; `cursor` is the number the previous page ended at. */
    async list(
      caller: Caller,
      query: { limit: number; cursor?: string | undefined },
    ): Promise<PostVersionPage> {
      const { ticketId } = caller.ticket;
      const rows = await versions.page(ticketId, {
        ...(query.cursor ? { before: Number(query.cursor) } : {}),
        limit: query.limit,
      });
      const items = rows.slice(0, query.limit);
      const [hashes, people] = await Promise.all([
        deps.rounds.versionHashes(ticketId),
        deps.people.refs(items.map((row) => row.author_id)),
      ]);
      return {
        items: items.map((row) => toVersion(row, hashes, people)),
        next_cursor: rows.length > query.limit ? String(items.at(-1)!.number) : null,
      };
    },

    /** Two versions compared; 400 `approval_version_unknown` for a number the post has no version of. */
    async diff(caller: Caller, query: { from: number; to: number }): Promise<VersionDiff> {
      const { ticketId } = caller.ticket;
      const rows = await versions.byNumbers(ticketId, [query.from, query.to]);
      const from = rows.find((row) => row.number === query.from);
      const to = rows.find((row) => row.number === query.to);
      if (!from || !to) {
        throw new AppError('approval_version_unknown', {
          details: [
            ...(from ? [] : [{ path: 'from', message: `This post has no version ${query.from}.` }]),
            ...(to ? [] : [{ path: 'to', message: `This post has no version ${query.to}.` }]),
          ],
        });
      }
      const present = new Set((await deps.content.of(ticketId)).media);
      // A file deleted since has no image to show: its name is all that is left.
      const file = (media: { id: string; name: string }) => ({
        ...media,
        url: present.has(media.id) ? referenceImageUrl(ticketId, media.id) : null,
      });
      const { fields, media } = diffSnapshots(snapshotOf(from), snapshotOf(to));
      return {
        from: query.from,
        to: query.to,
        fields,
        media: {
          added: media.added.map(file),
          removed: media.removed.map(file),
          moved: media.moved.map(file),
          replaced: media.replaced.map((pair) => ({ from: file(pair.from), to: file(pair.to) })),
        },
      };
    },

    /**
     * Writes the version's texts back as the caller's edit, which makes a new version through
     * the tickets module's events. Files are not written back (the tickets module has no way to
     * set a post's files): those of the version deleted since, and those added since (kept), are
     * named as skipped. 404 for a number the post has no version of.
     */
    async restore(caller: Caller, number: number): Promise<VersionRestore> {
      const { ticketId } = caller.ticket;
      const [version] = await versions.byNumbers(ticketId, [number]);
      if (!version) throw new AppError('not_found');
      const snapshot = snapshotOf(version);
      const current = await deps.content.of(ticketId);
      const had = new Set(snapshot.media.map((m) => m.id));
      const present = new Set(current.media);
      const skipped: VersionRestore['skipped'] = [
        ...snapshot.media
          .filter((m) => !present.has(m.id))
          .map((m) => ({ id: m.id, name: m.name, reason: 'deleted' as const })),
        ...current.media
          .map((id, i) => ({ id, name: current.mediaNames[i] ?? '', reason: 'added_since' as const }))
          .filter((m) => !had.has(m.id)),
      ];
      // A restore is a version of its own, even within its author's ten minutes.
      const before = await versions.newest(ticketId);
      if (before && before.sealed === 0 && before.content_hash !== version.content_hash)
        await versions.update(before.id, { sealed: 1 });
      await deps.tickets.update(caller.membership, caller.ticket, restoreInput(snapshot));
      const after = await versions.newest(ticketId);
      if (after && after.number !== before?.number)
        await versions.update(after.id, { restored_from: number });
      return { version: after?.number ?? null, skipped };
    },
  };
}
export type VersionsService = ReturnType<typeof createVersionsService>;
