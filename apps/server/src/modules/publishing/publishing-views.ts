import type {
  BrandPublication,
  PublishableMedia,
  WorkspacePublication,
} from '@expertos/domain/publishing/publication.schema';
import { variantSchema } from '@expertos/domain/publishing/variant.schema';
import { fromDbJson } from '../../db/portable.js';
import { type RecordingFiles, recordingFileName } from '../media/recording-files.js';
import type { TicketLookups } from '../tickets/ticket-lookups.js';
import type { TicketTitle } from '../tickets/ticket-titles.js';
import { referenceImageUrl } from '../tickets/tickets.mapper.js';
import type { ChannelRow, ChannelsRepository } from './channels.repository.js';
import type { ImageSizes } from './image-sizes.js';
import type { PostAssetFactsOf } from './post-asset-facts.js';
import { publicationFields } from './publication-view.js';
import type { PublicationRow, PublicationsRepository } from './publications.repository.js';

const EXCERPT_MAX = 140;

/**
 * What the calendar and the composer read (docs/product.md#publishing): the brand's
 * publications in a window, and the files a post can carry.
 */
export function createPublishingViews({
  publications,
  channels,
  titles,
  tickets,
  recordings,
  brands,
  imageSizes,
  assetFacts,
}: {
  publications: Pick<PublicationsRepository, 'inWindow' | 'inWorkspaceWindow'>;
  channels: Pick<ChannelsRepository, 'ofBrand' | 'byIds'>;
  /** The projects module's names and slugs of brands. */
  brands: { named(ids: Iterable<string>): Promise<Map<string, { name: string; slug: string }>> };
  titles: { of(ids: Iterable<string>): Promise<Map<string, TicketTitle>> };
  tickets: Pick<TicketLookups, 'referenceImageFiles'>;
  recordings: Pick<RecordingFiles, 'forPost'>;
  /** The reference images' sizes, read from their files. */
  imageSizes: ImageSizes;
  /** What waiting posts' library assets say (rights at their time, newer versions). */
  assetFacts?: PostAssetFactsOf;
}) {
  /** Publications as a calendar shows them: their channel, ticket and a line of their text. */
  async function onCalendar(
    rows: PublicationRow[],
    byId: Map<string, ChannelRow>,
  ): Promise<BrandPublication[]> {
    const [names, facts] = await Promise.all([
      titles.of(rows.map((row) => row.ticket_id)),
      assetFacts?.(rows.map((row) => ({ row, network: byId.get(row.channel_id)?.network }))),
    ]);
    return rows.map((row) => {
      const channel = byId.get(row.channel_id);
      const assetFact = facts?.get(row.id);
      const text = variantSchema.safeParse(fromDbJson(row.variant, {}));
      const excerpt = (text.success ? text.data.text : '').replace(/\s+/g, ' ').trim();
      return {
        ...publicationFields(row, channel),
        ...(assetFact ? { asset_rights: assetFact.asset_rights } : {}),
        ticket_uid: row.ticket_id,
        ticket_title: names.get(row.ticket_id)?.summary ?? '',
        excerpt: Array.from(excerpt).slice(0, EXCERPT_MAX).join(''),
      };
    });
  }

  return {
    /** The brand's publications due in [from, to), with their channel and ticket. */
    async window(projectId: string, from: string, to: string): Promise<BrandPublication[]> {
      const rows = await publications.inWindow(
        projectId,
        new Date(from).toISOString(),
        new Date(to).toISOString(),
      );
      if (rows.length === 0) return [];
      const byId = new Map<string, ChannelRow>(
        (await channels.ofBrand(projectId, undefined, true)).map((c) => [c.id, c]),
      );
      return onCalendar(rows, byId);
    },

    /**
     * The workspace's publications due in [from, to) on the brands the person may open tasks
     * of (`brands`: all, or those), each with its brand: the workspace's calendar.
     */
    async workspaceWindow(
      workspaceId: string,
      visible: readonly string[] | 'all',
      from: string,
      to: string,
    ): Promise<WorkspacePublication[]> {
      const rows = await publications.inWorkspaceWindow(
        workspaceId,
        visible,
        new Date(from).toISOString(),
        new Date(to).toISOString(),
      );
      if (rows.length === 0) return [];
      const byId = new Map<string, ChannelRow>(
        (await channels.byIds([...new Set(rows.map((row) => row.channel_id))])).map((c) => [c.id, c]),
      );
      const [shown, named] = await Promise.all([
        onCalendar(rows, byId),
        brands.named(new Set(rows.map((row) => row.project_id))),
      ]);
      return shown.flatMap((publication, i) => {
        const brand = named.get(rows[i]?.project_id ?? '');
        return brand
          ? [
              {
                ...publication,
                project_uid: rows[i]?.project_id ?? '',
                project_slug: brand.slug,
                project_name: brand.name,
              },
            ]
          : [];
      });
    },

    /**
     * What the composer offers: the ticket's reference images, then the brand's finished
     * recordings (the ticket's own first, then its Library).
     */
    async media(place: { projectId: string; ticketId: string }): Promise<PublishableMedia[]> {
      const [images, videos] = await Promise.all([
        tickets.referenceImageFiles(place.ticketId),
        recordings.forPost(place.projectId, place.ticketId),
      ]);
      const sizes = await Promise.all(images.map((file) => imageSizes.of(file.storageKey)));
      return [
        ...images.map((file, i) => ({
          kind: 'image' as const,
          image_uid: file.id,
          file_name: file.name,
          mime_type: file.contentType,
          bytes: file.size,
          duration_ms: null,
          width: sizes[i]?.width ?? null,
          height: sizes[i]?.height ?? null,
          on_ticket: true,
          url: referenceImageUrl(place.ticketId, file.id),
        })),
        ...videos.map((video) => ({
          kind: 'video' as const,
          video_uid: video.id,
          file_name: recordingFileName(video),
          mime_type: video.contentType,
          bytes: video.size,
          duration_ms: video.durationMs,
          width: video.width,
          height: video.height,
          frame_rate: video.frameRate,
          source_video_uid: video.sourceId,
          on_ticket: video.ticketId === place.ticketId,
          url: video.fileUrl,
        })),
      ];
    },
  };
}
export type PublishingViews = ReturnType<typeof createPublishingViews>;
