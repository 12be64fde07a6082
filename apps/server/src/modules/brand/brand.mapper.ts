import type {
  Assistant,
  Audience,
  BrandVoice,
  FeedbackField,
  FeedbackItem,
  Influence,
  VoiceSamplePost,
  VoiceSamplePostInput,
} from '@expertos/domain/brand.schema';
import { fromDbBoolean, fromDbJson } from '../../db/portable.js';
import type {
  AssistantRow,
  AudienceRow,
  FeedbackRow,
  InfluenceRow,
  SampleTicket,
  VoiceRow,
} from './brand.repository.js';

/** A sample post as stored: the ticket it names, or the link. */
export interface StoredSamplePost {
  ticket_uid: string | null;
  url: string | null;
}

export function toStoredSamples(posts: readonly VoiceSamplePostInput[]): StoredSamplePost[] {
  return posts.map((post) =>
    'ticket_uid' in post ? { ticket_uid: post.ticket_uid, url: null } : { ticket_uid: null, url: post.url },
  );
}

export function storedSamplesOf(row: Pick<VoiceRow, 'sample_posts'>): StoredSamplePost[] {
  return fromDbJson<StoredSamplePost[]>(row.sample_posts, []);
}

const list = (value: string) => fromDbJson<string[]>(value, []);
const base = (row: { id: string; project_id: string; created_at: string; updated_at: string }) => ({
  uid: row.id,
  project_uid: row.project_id,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/**
 * A voice with its sample posts resolved now: a ticket's title and caption are read when the
 * voice is, so they follow the ticket's edits; a ticket deleted since (or moved to another
 * brand) drops out of the list.
 */
export function toBrandVoice(row: VoiceRow, tickets: ReadonlyMap<string, SampleTicket>): BrandVoice {
  const samples: VoiceSamplePost[] = [];
  for (const post of storedSamplesOf(row)) {
    if (post.ticket_uid) {
      const ticket = tickets.get(post.ticket_uid);
      if (!ticket || ticket.project_id !== row.project_id) continue;
      samples.push({
        ticket_uid: ticket.id,
        url: null,
        title: ticket.summary,
        caption: ticket.caption ?? null,
      });
    } else if (post.url) {
      samples.push({ ticket_uid: null, url: post.url, title: post.url, caption: null });
    }
  }
  return {
    ...base(row),
    name: row.name,
    description: row.description,
    tone: list(row.tone),
    do_say: list(row.do_say),
    dont_say: list(row.dont_say),
    sample_posts: samples,
    is_default: fromDbBoolean(row.is_default),
  };
}

export function toAssistant(row: AssistantRow): Assistant {
  return {
    ...base(row),
    name: row.name,
    instructions: row.instructions,
    model: row.model,
    temperature: Number(row.temperature),
    brand_voice_uid: row.brand_voice_id,
    is_default: fromDbBoolean(row.is_default),
  };
}

export function toAudience(row: AudienceRow): Audience {
  return {
    ...base(row),
    name: row.name,
    description: row.description,
    age_range: row.age_range,
    locations: list(row.locations),
    interests: list(row.interests),
    pain_points: list(row.pain_points),
    is_default: fromDbBoolean(row.is_default),
  };
}

export function toInfluence(row: InfluenceRow): Influence {
  return { ...base(row), name: row.name, url: row.url, platform: row.platform, notes: row.notes };
}

export function toFeedbackItem(row: FeedbackRow): FeedbackItem {
  return {
    uid: row.id,
    field: row.field as FeedbackField,
    content: row.content,
    author: { uid: row.author_id, name: row.author_name },
    created_at: row.created_at,
  };
}
