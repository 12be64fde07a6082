import type { VIDEO_STATUSES, VideoContentType } from '@expertos/domain/media.schema';

/** Recordings (migration 0023; docs/product.md#recordings). */
export interface VideosTable {
  id: string;
  workspace_id: string;
  project_id: string;
  ticket_id: string | null;
  uploader_id: string;
  content_type: VideoContentType;
  /** bigint: PostgreSQL hands these over as text. */
  size: number | string;
  received: number | string;
  status: (typeof VIDEO_STATUSES)[number];
  storage_key: string | null;
  duration_ms: number | null;
  poster_key: string | null;
  /** 1 when anyone with the link may watch it. */
  shared: number;
  processed_at: string | null;
  /** Its picture's size, read with its length (migration 0043); null before, or for sound alone. */
  width: number | null;
  height: number | null;
  /** Its frames a second (migration 0044); null before, for sound alone, or when the file does not tell. */
  frame_rate: number | null;
  /** An MP4 copy's recording it was made from (migration 0043). */
  source_id: string | null;
  /** Why an MP4 copy could not be made (status `failed`). */
  failure: string | null;
  created_at: string;
  updated_at: string;
}

export interface MediaTables {
  videos: VideosTable;
}
