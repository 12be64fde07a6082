import type { AssistantModel } from '@expertos/domain/brand.schema';
import type { PostPlatform } from '@expertos/domain/tickets';

/**
 * The brand profile's records (migration 0012; docs/product.md#brand-profile). Lists are JSON
 * text; `is_default` is 0/1, at most one 1 per brand (a partial unique index).
 */
interface RecordColumns {
  id: string;
  project_id: string;
  name: string;
  created_at: string;
  updated_at: string;
}

export interface BrandVoicesTable extends RecordColumns {
  description: string;
  /** JSON string arrays. */
  tone: string;
  do_say: string;
  dont_say: string;
  /** JSON: StoredSamplePost[]. */
  sample_posts: string;
  is_default: number;
}

export interface AssistantsTable extends RecordColumns {
  instructions: string;
  model: AssistantModel;
  temperature: number;
  brand_voice_id: string | null;
  is_default: number;
}

export interface AudiencesTable extends RecordColumns {
  description: string;
  age_range: string;
  /** JSON string arrays. */
  locations: string;
  interests: string;
  pain_points: string;
  is_default: number;
}

export interface InfluencesTable extends RecordColumns {
  url: string | null;
  platform: PostPlatform | null;
  notes: string;
}

export interface BrandFeedbackTable {
  id: string;
  project_id: string;
  field: string;
  content: string;
  author_id: string | null;
  /** The author's name when they wrote it (kept when they leave the workspace). */
  author_name: string;
  created_at: string;
  updated_at: string;
}

export interface BrandTables {
  brand_voices: BrandVoicesTable;
  assistants: AssistantsTable;
  audiences: AudiencesTable;
  influences: InfluencesTable;
  brand_feedback: BrandFeedbackTable;
}
