import type { Readable } from 'node:stream';
import type { Video, VideoPlayback } from '@expertos/domain/media.schema';
import type { TablesDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { ByteRange, Storage } from '../../platform/storage/storage.js';
import type { BrandFacts } from '../projects/brand-facts.js';
import type { TicketLookups } from '../tickets/ticket-lookups.js';
import type { MediaTables, VideosTable } from './media.tables.js';
import type { PlayLinks } from './play-links.js';
import type { VideoAccess } from './video-access.js';
import { toVideo } from './video-uploads.js';

/**
 * Recordings once uploaded (docs/product.md#recordings): who may watch, share and attach them,
 * and their bytes for the player.
 *
 * Watching follows the brand: every joined, non-external member who may see the recording's
 * brand now (video-access.ts), its uploader included only while they are one. A shared
 * recording plays for anyone with its link; sharing it, unsharing it, attaching it and
 * trimming it are for those same members. Anyone else is told it does not exist.
 */
export function createVideoLibrary({
  db,
  storage,
  links,
  access,
  tickets,
  brands,
  now,
}: {
  db: TablesDb<MediaTables>;
  storage: Storage;
  links: PlayLinks;
  access: VideoAccess;
  /** The tickets module's read of a ticket (its brand and title). */
  tickets: Pick<TicketLookups, 'post'>;
  /** The projects module's read of a brand's slug. */
  brands: Pick<BrandFacts, 'one'>;
  now: () => Date;
}) {
  async function find(id: string): Promise<VideosTable> {
    const row = await db.selectFrom('videos').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('video_not_found');
    return row;
  }

  /** The recording, for a member who may see it; not found for anyone else. */
  async function visible(
    id: string,
    userId: string,
    keyBrands: readonly string[] | null = null,
  ): Promise<VideosTable> {
    const video = await find(id);
    if (!(await access.mayAct(video, userId, keyBrands))) throw new AppError('video_not_found');
    return video;
  }

  async function ticketOf(video: VideosTable) {
    if (!video.ticket_id) return null;
    const ticket = await tickets.post(video.ticket_id);
    const brand = ticket && (await brands.one(ticket.projectId));
    return ticket && brand ? { uid: video.ticket_id, title: ticket.summary, project_slug: brand.slug } : null;
  }

  return {
    /** The recording's row, for a member who may see it (see above); not found for anyone else. */
    visible,

    /**
     * What the player page needs. An unshared recording asks a signed-out visitor to sign in
     * (401) and tells a signed-in stranger it does not exist (404).
     */
    async playback(id: string, userId: string | null): Promise<VideoPlayback> {
      const video = await find(id);
      const member = userId !== null && (await access.mayAct(video, userId));
      if (video.shared !== 1 && !member) {
        if (userId === null) throw new AppError('unauthorized');
        throw new AppError('video_not_found');
      }
      const at = now();
      const ready = video.status === 'ready';
      return {
        uid: video.id,
        status: video.status,
        content_type: video.content_type,
        size: Number(video.size),
        duration_ms: video.duration_ms,
        shared: video.shared === 1,
        file_url: ready ? `/api/videos/${video.id}/file?token=${links.sign(video.id, 'file', at)}` : null,
        poster_url:
          ready && video.poster_key
            ? `/api/videos/${video.id}/poster?token=${links.sign(video.id, 'poster', at)}`
            : null,
        // The ticket is named only to members: a shared link shows the recording alone.
        ticket: member ? await ticketOf(video) : null,
        can_share: member,
        created_at: video.created_at,
      };
    },

    async setShared(
      id: string,
      userId: string,
      shared: boolean,
      keyBrands: readonly string[] | null = null,
    ): Promise<Video> {
      await visible(id, userId, keyBrands);
      await db
        .updateTable('videos')
        .set({ shared: shared ? 1 : 0, updated_at: now().toISOString() })
        .where('id', '=', id)
        .execute();
      return toVideo(await find(id));
    },

    /** Attaches the recording to a ticket of its own brand (or moves it to another one). */
    async attach(
      id: string,
      userId: string,
      ticketId: string,
      keyBrands: readonly string[] | null = null,
    ): Promise<Video> {
      const video = await visible(id, userId, keyBrands);
      const ticket = await tickets.post(ticketId);
      if (!ticket) throw new AppError('not_found');
      if (ticket.projectId !== video.project_id) throw new AppError('video_other_brand');
      await db
        .updateTable('videos')
        .set({ ticket_id: ticketId, updated_at: now().toISOString() })
        .where('id', '=', id)
        .execute();
      return toVideo(await find(id));
    },

    /**
     * A ticket's recordings, newest first: the finished ones (MP4 copies once made), and the
     * caller's own still uploading.
     */
    async forTicket(ticketId: string, userId: string): Promise<Video[]> {
      const rows = await db
        .selectFrom('videos')
        .selectAll()
        .where('ticket_id', '=', ticketId)
        .where((eb) =>
          eb.or([
            eb('status', '=', 'ready'),
            eb.and([eb('status', '=', 'uploading'), eb('uploader_id', '=', userId)]),
          ]),
        )
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(100)
        .execute();
      return rows.map(toVideo);
    },

    /**
     * The bytes behind a signed link, whole or one range of them. An expired link says so
     * (the page fetches a new one); a wrong one is not found.
     */
    async open(
      id: string,
      what: 'file' | 'poster',
      token: string,
      range: (size: number) => ByteRange | null | 'unsatisfiable',
    ): Promise<{ stream: Readable; size: number; range: ByteRange | null; contentType: string }> {
      const verdict = links.check(id, what, token, now());
      if (verdict === 'invalid') throw new AppError('video_not_found');
      if (verdict === 'expired') throw new AppError('video_link_expired');
      const video = await find(id);
      const key = what === 'file' ? video.storage_key : video.poster_key;
      if (video.status !== 'ready' || !key) throw new AppError('video_not_found');
      const size = what === 'file' ? Number(video.size) : null;
      const wanted = size === null ? null : range(size);
      if (wanted === 'unsatisfiable') throw new AppError('video_range_invalid', { extra: { size } });
      const stream = await storage.get(key, wanted ?? undefined);
      if (!stream) throw new AppError('video_not_found');
      return {
        stream,
        size: size ?? -1,
        range: wanted,
        contentType: what === 'file' ? video.content_type : 'image/jpeg',
      };
    },
  };
}

export type VideoLibrary = ReturnType<typeof createVideoLibrary>;
