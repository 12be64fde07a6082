import type { AssistantModel } from '@expertos/domain/brand.schema';
import type { Db } from '../db/database.js';
import { fromDbJson } from '../db/portable.js';

/**
 * A read-only view across modules (docs/architecture.md#views). Tables: projects, brand_voices,
 * audiences, assistants, brand_feedback, tickets.
 *
 * What an assistant knows of a brand (docs/product.md#ai): read by the brand's id from the
 * guarded route, never from anything a person typed, so no brief or ticket text can point an
 * assistant at another brand's profile. Sample posts count only when they are this brand's.
 */
export interface BrandContext {
  brand: string;
  assistant: {
    uid: string;
    name: string;
    instructions: string;
    temperature: number;
    /** Its style (balanced, creative, precise): a line of the prompt. */
    model: AssistantModel;
  } | null;
  voice: {
    name: string;
    description: string;
    tone: string[];
    doSay: string[];
    dontSay: string[];
    samples: string[];
  } | null;
  audience: {
    name: string;
    description: string;
    ageRange: string;
    locations: string[];
    interests: string[];
    painPoints: string[];
  } | null;
  pillars: string[];
  formats: string[];
  offBrand: string[];
  /** The team's latest notes on the profile, newest first. */
  feedback: { field: string; content: string }[];
}

/** How many feedback notes go into a prompt, newest first. */
export const PROMPT_FEEDBACK_NOTES = 10;

const list = (value: string | null | undefined) => fromDbJson<string[]>(value, []);

/**
 * The brand's context with the assistant asked for (its own, or the default when `assistantId`
 * is absent); null when the brand does not exist, `assistant: null` when the brand has none or
 * the id names none of its assistants.
 */
export async function loadBrandContext(
  db: Db,
  projectId: string,
  assistantId?: string,
  /** `voiceId`: this voice of the brand instead of the assistant's or the default (a voice draft). */
  options: { voiceId?: string } = {},
): Promise<BrandContext | null> {
  const project = await db
    .selectFrom('projects')
    .select(['name', 'content_pillars', 'content_formats', 'off_brand'])
    .where('id', '=', projectId)
    .executeTakeFirst();
  if (!project) return null;

  let assistantQuery = db
    .selectFrom('assistants')
    .select(['id', 'name', 'instructions', 'temperature', 'brand_voice_id', 'model'])
    .where('project_id', '=', projectId);
  assistantQuery = assistantId
    ? assistantQuery.where('id', '=', assistantId)
    : assistantQuery.where('is_default', '=', 1);
  const assistant = await assistantQuery.executeTakeFirst();

  // The assistant's own voice when it names one of this brand's, else the brand's default.
  let voiceQuery = db
    .selectFrom('brand_voices')
    .select(['name', 'description', 'tone', 'do_say', 'dont_say', 'sample_posts'])
    .where('project_id', '=', projectId);
  const voiceId = options.voiceId ?? assistant?.brand_voice_id;
  voiceQuery = voiceId ? voiceQuery.where('id', '=', voiceId) : voiceQuery.where('is_default', '=', 1);
  const voice = await voiceQuery.executeTakeFirst();

  const audience = await db
    .selectFrom('audiences')
    .select(['name', 'description', 'age_range', 'locations', 'interests', 'pain_points'])
    .where('project_id', '=', projectId)
    .where('is_default', '=', 1)
    .executeTakeFirst();

  const sampleIds = voice
    ? fromDbJson<{ ticket_uid: string | null }[]>(voice.sample_posts, [])
        .map((post) => post.ticket_uid)
        .filter((id): id is string => Boolean(id))
    : [];
  const samples =
    sampleIds.length > 0
      ? await db
          .selectFrom('tickets')
          .select(['summary', 'caption'])
          .where('id', 'in', sampleIds)
          .where('project_id', '=', projectId)
          .execute()
      : [];

  const feedback = await db
    .selectFrom('brand_feedback')
    .select(['field', 'content'])
    .where('project_id', '=', projectId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(PROMPT_FEEDBACK_NOTES)
    .execute();

  return {
    brand: project.name,
    assistant: assistant
      ? {
          uid: assistant.id,
          name: assistant.name,
          instructions: assistant.instructions,
          temperature: Number(assistant.temperature),
          model: assistant.model,
        }
      : null,
    voice: voice
      ? {
          name: voice.name,
          description: voice.description,
          tone: list(voice.tone),
          doSay: list(voice.do_say),
          dontSay: list(voice.dont_say),
          samples: samples.map((post) => (post.caption?.trim() ? post.caption : post.summary)),
        }
      : null,
    audience: audience
      ? {
          name: audience.name,
          description: audience.description,
          ageRange: audience.age_range,
          locations: list(audience.locations),
          interests: list(audience.interests),
          painPoints: list(audience.pain_points),
        }
      : null,
    pillars: list(project.content_pillars),
    formats: list(project.content_formats),
    offBrand: list(project.off_brand),
    feedback,
  };
}
