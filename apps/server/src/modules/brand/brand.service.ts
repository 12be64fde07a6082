import { randomUUID } from 'node:crypto';
import type {
  Assistant,
  Audience,
  assistantInputSchema,
  assistantUpdateSchema,
  audienceInputSchema,
  audienceUpdateSchema,
  BrandVoice,
  brandVoiceInputSchema,
  brandVoiceUpdateSchema,
  FeedbackField,
  FeedbackItem,
  Influence,
  influenceInputSchema,
  influenceUpdateSchema,
  SetupProgress,
  VoiceSamplePostInput,
} from '@expertos/domain/brand.schema';
import { LIMITS } from '@expertos/domain/limits';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { toDbJson } from '../../db/portable.js';
import { AppError } from '../../platform/errors.js';
import {
  storedSamplesOf,
  toAssistant,
  toAudience,
  toBrandVoice,
  toFeedbackItem,
  toInfluence,
  toStoredSamples,
} from './brand.mapper.js';
import type {
  AssistantRow,
  AudienceRow,
  BrandRepository,
  DefaultedTable,
  RecordTable,
  SampleTicket,
  VoiceRow,
} from './brand.repository.js';

export type VoiceInput = z.output<typeof brandVoiceInputSchema>;
export type VoiceUpdate = z.output<typeof brandVoiceUpdateSchema>;
export type AssistantInput = z.output<typeof assistantInputSchema>;
export type AssistantUpdate = z.output<typeof assistantUpdateSchema>;
export type AudienceInput = z.output<typeof audienceInputSchema>;
export type AudienceUpdate = z.output<typeof audienceUpdateSchema>;
export type InfluenceInput = z.output<typeof influenceInputSchema>;
export type InfluenceUpdate = z.output<typeof influenceUpdateSchema>;

export interface BrandServiceDeps {
  repository: BrandRepository;
  now: () => Date;
}

/** Who writes feedback: the caller's member id in the brand's workspace. */
export interface FeedbackAuthor {
  memberId: string;
}

const lists = <T extends object>(update: T, keys: (keyof T)[]) => {
  const out: Record<string, string> = {};
  for (const key of keys) if (update[key] !== undefined) out[key as string] = toDbJson(update[key]);
  return out;
};

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * The brand profile's records (docs/product.md#brand-profile): voices, AI assistants,
 * audiences and influences of one brand, and the team's feedback per profile field. The
 * routes' guard has already checked who may call (members read, project admins write); every
 * lookup here is by brand and id, so another brand's uid is simply not found.
 *
 * One default per brand for voices, assistants and audiences: every change that moves the
 * default (create, set-default, delete) runs in one transaction that first locks the brand
 * (PostgreSQL) — SQLite admits one writer at a time — and a partial unique index refuses a
 * second default whatever happens.
 */
export function createBrandService({ repository, now }: BrandServiceDeps) {
  const stamp = () => now().toISOString();

  async function ticketsOf(rows: VoiceRow[], trx?: Db): Promise<Map<string, SampleTicket>> {
    const ids = new Set<string>();
    for (const row of rows)
      for (const post of storedSamplesOf(row)) if (post.ticket_uid) ids.add(post.ticket_uid);
    const tickets = await repository.tickets([...ids], trx);
    return new Map(tickets.map((ticket) => [ticket.id, ticket]));
  }

  async function voices(rows: VoiceRow[], trx?: Db): Promise<BrandVoice[]> {
    const tickets = await ticketsOf(rows, trx);
    return rows.map((row) => toBrandVoice(row, tickets));
  }

  /**
   * At most LIMITS.brandVoiceMaxPosts posts; a ticket must be a post of the same brand
   * (docs/product.md#brand-profile).
   */
  async function checkSamples(projectId: string, posts: readonly VoiceSamplePostInput[], trx: Db) {
    if (posts.length > LIMITS.brandVoiceMaxPosts) throw new AppError('brand_voice_posts_limit');
    const ids = posts.flatMap((post) => ('ticket_uid' in post ? [post.ticket_uid] : []));
    const found = new Map((await repository.tickets(ids, trx)).map((ticket) => [ticket.id, ticket]));
    for (const id of ids) {
      const ticket = found.get(id);
      if (!ticket || ticket.project_id !== projectId || ticket.ticket_type !== 'post') {
        throw new AppError('brand_voice_post_invalid');
      }
    }
  }

  /** A voice of the brand for an assistant to write in (`brand_voice_not_found` otherwise). */
  async function checkVoice(projectId: string, voiceId: string | null | undefined, trx: Db) {
    if (!voiceId) return;
    if (!(await repository.find('brand_voices', projectId, voiceId, trx))) {
      throw new AppError('brand_voice_not_found');
    }
  }

  /** Inserts a record of a defaulted kind; the brand's first (or only, once none is default) becomes its default. */
  async function insertDefaulted<T extends DefaultedTable>(
    table: T,
    projectId: string,
    values: (trx: Db) => Promise<Record<string, unknown>>,
  ): Promise<string> {
    const id = randomUUID();
    const at = stamp();
    await repository.transaction(async (trx) => {
      await repository.lockBrand(projectId, trx);
      const row = await values(trx);
      const first = !(await repository.hasDefault(table, projectId, trx));
      await repository.insert(
        table,
        {
          id,
          project_id: projectId,
          ...row,
          is_default: first ? 1 : 0,
          created_at: at,
          updated_at: at,
        } as never,
        trx,
      );
    });
    return id;
  }

  async function updateRecord(
    table: RecordTable,
    projectId: string,
    id: string,
    values: (trx: Db) => Promise<Record<string, unknown>>,
  ): Promise<void> {
    await repository.transaction(async (trx) => {
      if (!(await repository.find(table, projectId, id, trx))) throw new AppError('not_found');
      const changes = await values(trx);
      await repository.update(table, projectId, id, { ...changes, updated_at: stamp() } as never, trx);
    });
  }

  /** Deletes a record; deleting the default makes the oldest remaining one the default. */
  async function deleteDefaulted(table: DefaultedTable, projectId: string, id: string): Promise<void> {
    await repository.transaction(async (trx) => {
      await repository.lockBrand(projectId, trx);
      const row = await repository.find(table, projectId, id, trx);
      if (!row) throw new AppError('not_found');
      await repository.delete(table, projectId, id, trx);
      if (row.is_default !== 1) return;
      const next = await repository.oldest(table, projectId, trx);
      if (next) await repository.setDefault(table, projectId, next, trx);
    });
  }

  /** Makes a record the brand's default and answers the whole list after the move. */
  async function makeDefault<T extends DefaultedTable>(table: T, projectId: string, id: string) {
    return repository.transaction(async (trx) => {
      await repository.lockBrand(projectId, trx);
      if (!(await repository.find(table, projectId, id, trx))) throw new AppError('not_found');
      await repository.setDefault(table, projectId, id, trx);
      return repository.list(table, projectId, trx);
    });
  }

  async function found<T extends RecordTable>(table: T, projectId: string, id: string) {
    const row = await repository.find(table, projectId, id);
    if (!row) throw new AppError('not_found');
    return row;
  }

  const voiceColumns = (input: VoiceUpdate) => ({
    ...definedOnly({ name: input.name, description: input.description }),
    ...lists(input, ['tone', 'do_say', 'dont_say']),
    ...(input.sample_posts ? { sample_posts: toDbJson(toStoredSamples(input.sample_posts)) } : {}),
  });
  const assistantColumns = (input: AssistantUpdate) =>
    definedOnly({
      name: input.name,
      instructions: input.instructions,
      model: input.model,
      temperature: input.temperature,
      brand_voice_id: input.brand_voice_uid,
    });
  const audienceColumns = (input: AudienceUpdate) => ({
    ...definedOnly({ name: input.name, description: input.description, age_range: input.age_range }),
    ...lists(input, ['locations', 'interests', 'pain_points']),
  });
  const influenceColumns = (input: InfluenceUpdate) =>
    definedOnly({ name: input.name, url: input.url, platform: input.platform, notes: input.notes });

  return {
    voices: {
      async list(projectId: string): Promise<BrandVoice[]> {
        return voices(await repository.list('brand_voices', projectId));
      },
      async create(projectId: string, input: VoiceInput): Promise<BrandVoice> {
        const id = await insertDefaulted('brand_voices', projectId, async (trx) => {
          await checkSamples(projectId, input.sample_posts, trx);
          return voiceColumns(input);
        });
        return (await voices([await found('brand_voices', projectId, id)]))[0]!;
      },
      async update(projectId: string, id: string, input: VoiceUpdate): Promise<BrandVoice> {
        await updateRecord('brand_voices', projectId, id, async (trx) => {
          if (input.sample_posts) await checkSamples(projectId, input.sample_posts, trx);
          return voiceColumns(input);
        });
        return (await voices([await found('brand_voices', projectId, id)]))[0]!;
      },
      // The assistants that wrote in it go back to the brand's default voice (the foreign key
      // sets their brand_voice_id to null in the same statement).
      remove: (projectId: string, id: string) => deleteDefaulted('brand_voices', projectId, id),
      async setDefault(projectId: string, id: string): Promise<BrandVoice[]> {
        return voices(await makeDefault('brand_voices', projectId, id));
      },
    },

    assistants: {
      async list(projectId: string): Promise<Assistant[]> {
        return (await repository.list('assistants', projectId)).map(toAssistant);
      },
      async create(projectId: string, input: AssistantInput): Promise<Assistant> {
        const id = await insertDefaulted('assistants', projectId, async (trx) => {
          await checkVoice(projectId, input.brand_voice_uid, trx);
          return assistantColumns(input);
        });
        return toAssistant((await found('assistants', projectId, id)) as AssistantRow);
      },
      async update(projectId: string, id: string, input: AssistantUpdate): Promise<Assistant> {
        await updateRecord('assistants', projectId, id, async (trx) => {
          await checkVoice(projectId, input.brand_voice_uid, trx);
          return assistantColumns(input);
        });
        return toAssistant(await found('assistants', projectId, id));
      },
      remove: (projectId: string, id: string) => deleteDefaulted('assistants', projectId, id),
      async setDefault(projectId: string, id: string): Promise<Assistant[]> {
        return (await makeDefault('assistants', projectId, id)).map(toAssistant);
      },
    },

    audiences: {
      async list(projectId: string): Promise<Audience[]> {
        return (await repository.list('audiences', projectId)).map(toAudience);
      },
      async create(projectId: string, input: AudienceInput): Promise<Audience> {
        const id = await insertDefaulted('audiences', projectId, async () => audienceColumns(input));
        return toAudience((await found('audiences', projectId, id)) as AudienceRow);
      },
      async update(projectId: string, id: string, input: AudienceUpdate): Promise<Audience> {
        await updateRecord('audiences', projectId, id, async () => audienceColumns(input));
        return toAudience(await found('audiences', projectId, id));
      },
      remove: (projectId: string, id: string) => deleteDefaulted('audiences', projectId, id),
      async setDefault(projectId: string, id: string): Promise<Audience[]> {
        return (await makeDefault('audiences', projectId, id)).map(toAudience);
      },
    },

    influences: {
      async list(projectId: string): Promise<Influence[]> {
        return (await repository.list('influences', projectId)).map(toInfluence);
      },
      async create(projectId: string, input: InfluenceInput): Promise<Influence> {
        const id = randomUUID();
        const at = stamp();
        await repository.insert('influences', {
          id,
          project_id: projectId,
          name: input.name,
          url: input.url,
          platform: input.platform,
          notes: input.notes,
          created_at: at,
          updated_at: at,
        });
        return toInfluence(await found('influences', projectId, id));
      },
      async update(projectId: string, id: string, input: InfluenceUpdate): Promise<Influence> {
        await updateRecord('influences', projectId, id, async () => influenceColumns(input));
        return toInfluence(await found('influences', projectId, id));
      },
      async remove(projectId: string, id: string): Promise<void> {
        if (!(await repository.delete('influences', projectId, id))) throw new AppError('not_found');
      },
    },

    /** The counts the setup steps' progress rail needs (docs/product.md#brand-profile). */
    progress(projectId: string): Promise<SetupProgress> {
      return repository.counts(projectId);
    },

    feedback: {
      /** The team's feedback on one field, or on every field without one; newest first. */
      async list(projectId: string, field?: FeedbackField): Promise<FeedbackItem[]> {
        return (await repository.listFeedback(projectId, field)).map(toFeedbackItem);
      },
      /** Kept under the author's name as it is now, so it still reads well once they leave. */
      async add(projectId: string, field: FeedbackField, content: string, author: FeedbackAuthor) {
        const at = stamp();
        const row = {
          id: randomUUID(),
          project_id: projectId,
          field,
          content,
          author_id: author.memberId,
          author_name: await repository.memberName(author.memberId),
          created_at: at,
          updated_at: at,
        };
        await repository.insertFeedback(row);
        return toFeedbackItem(row);
      },
    },
  };
}
export type BrandService = ReturnType<typeof createBrandService>;
