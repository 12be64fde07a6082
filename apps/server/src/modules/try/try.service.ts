import { randomBytes } from 'node:crypto';
import {
  type ClaimedTryDraft,
  TRY_AI_DRAFTS_PER_DAY,
  TRY_DRAFT_TTL_HOURS,
  TRY_DRAFTS_PER_WINDOW,
  TRY_VOICE_NAME,
  TRY_WINDOW_MINUTES,
  type TryDraft,
  type TryProfile,
  tryInputSchema,
  tryProfileSchema,
} from '@expertos/domain/try.schema';
import { templateDraft } from '@expertos/domain/try-template';
import type { z } from 'zod';
import type { TablesDb } from '../../db/database.js';
import type { AiPort } from '../../platform/ai/ai-port.js';
import { AppError } from '../../platform/errors.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { Logger } from '../../platform/logger.js';
import type { AttemptCounters } from '../../platform/rate-limit.js';
import type { BrandService } from '../brand/brand.service.js';
import type { ProjectsService } from '../projects/projects.service.js';
import type { ProjectAccess } from '../workspaces/membership.js';
import type { TryDraftsTable, TryTables } from './try.tables.js';
import { parseTryReply, TRY_PROFILE_JSON_SCHEMA, tryMessages } from './try-prompt.js';

/** The job that deletes a draft nobody claimed, at its expiry. */
export const TRY_EXPIRE_JOB = 'try.expire';

type TryInput = z.output<typeof tryInputSchema>;
const DAY_MS = 86_400_000;
const PILLARS_MAX = 50;

/** A draft's address: 144 random bits, so holding it is the permission (like a share link). */
const newDraftId = () => randomBytes(18).toString('base64url');

function toDraft(row: TryDraftsTable): TryDraft {
  return {
    ...tryProfileSchema.parse(JSON.parse(row.profile)),
    uid: row.id,
    brand_name: row.brand_name,
    handle: row.handle,
    source: row.source,
    created_at: row.created_at,
    expires_at: row.expires_at,
  };
}

export interface TryServiceDeps {
  /** Its own table only (docs/architecture.md#modules-own-their-tables). */
  db: TablesDb<TryTables>;
  port: AiPort;
  queue: JobQueue;
  logger: Logger;
  now: () => Date;
  brand: () => BrandService;
  projects: () => ProjectsService;
}

/**
 * The public brand-profile builder (docs/product.md#try): a draft voice, three pillars and an
 * audience from a brand's name, handle and a few captions; written by the AI when the server
 * has one and today's /try allowance lasts, else by the rules. Kept 24 hours unless claimed.
 */
export function createTryService({ db, port, queue, logger, now, brand, projects }: TryServiceDeps) {
  /** The AI's draft, or null when it is off, past today's /try allowance, failed or unclear. */
  async function aiDraft(input: TryInput, counters: AttemptCounters): Promise<TryProfile | null> {
    if (!port.enabled) return null;
    const day = now().toISOString().slice(0, 10);
    if ((await counters.hit(`try-ai:${day}`, DAY_MS)) > TRY_AI_DRAFTS_PER_DAY) return null;
    try {
      const reply = await port.complete({
        messages: tryMessages(input),
        temperature: 0.4,
        maxTokens: 900,
        json: { name: 'brand_profile_draft', schema: TRY_PROFILE_JSON_SCHEMA },
      });
      const draft = reply.truncated ? null : parseTryReply(reply.text);
      if (!draft)
        logger.warn({ model: reply.model }, 'try: the AI reply was not a usable draft; using the template');
      return draft;
    } catch (error) {
      // The prospect still gets a useful draft; the reason is for whoever runs the server.
      logger.warn(
        { code: error instanceof AppError ? error.code : 'unknown' },
        'try: AI failed; using the template',
      );
      return null;
    }
  }

  async function found(id: string): Promise<TryDraftsTable> {
    const row = await db
      .selectFrom('try_drafts')
      .selectAll()
      .where('id', '=', id)
      .where('expires_at', '>', now().toISOString())
      .executeTakeFirst();
    if (!row) throw new AppError('try_draft_not_found');
    return row;
  }

  return {
    /** Refuses the address's draft past its allowance (TRY_DRAFTS_PER_WINDOW an hour). */
    async admit(address: string, counters: AttemptCounters): Promise<void> {
      const windowMs = TRY_WINDOW_MINUTES * 60_000;
      if ((await counters.hit(`try:${address}`, windowMs)) <= TRY_DRAFTS_PER_WINDOW) return;
      const error = new AppError('rate_limited') as AppError & { retryAfter: number };
      // The counter does not say when its window started: this is the longest wait.
      error.retryAfter = TRY_WINDOW_MINUTES * 60;
      throw error;
    },

    async create(raw: z.input<typeof tryInputSchema>, counters: AttemptCounters): Promise<TryDraft> {
      const input = tryInputSchema.parse(raw);
      input.handle = input.handle.replace(/^@/, '');
      input.captions = input.captions.filter(Boolean);
      const written = await aiDraft(input, counters);
      const created = now();
      const row: TryDraftsTable = {
        id: newDraftId(),
        brand_name: input.brand_name,
        handle: input.handle || null,
        source: written ? 'ai' : 'template',
        profile: JSON.stringify(written ?? templateDraft(input)),
        created_at: created.toISOString(),
        expires_at: new Date(created.getTime() + TRY_DRAFT_TTL_HOURS * 3_600_000).toISOString(),
      };
      await db.insertInto('try_drafts').values(row).execute();
      await queue.enqueue(TRY_EXPIRE_JOB, { draft_id: row.id }, { runAt: new Date(row.expires_at) });
      return toDraft(row);
    },

    async get(id: string): Promise<TryDraft> {
      return toDraft(await found(id));
    },

    /**
     * Puts a draft into a brand its caller administers: a voice (the default when the brand
     * had none), an audience, and the pillars after any the brand had. Then the draft is gone.
     */
    async claim(access: ProjectAccess, id: string): Promise<ClaimedTryDraft> {
      const draft = toDraft(await found(id));
      const { projectId } = access;
      const voice = await brand().voices.create(projectId, {
        name: TRY_VOICE_NAME,
        description: draft.voice.description,
        tone: draft.voice.tone,
        do_say: draft.voice.do_say,
        dont_say: draft.voice.dont_say,
        sample_posts: [],
      });
      const audience = await brand().audiences.create(projectId, {
        name: draft.audience.name,
        description: draft.audience.description,
        age_range: '',
        locations: [],
        interests: draft.audience.interests,
        pain_points: [],
      });
      // The brand's pillars through the projects service: its table is not this module's.
      const pillars = [...(await projects().get(projectId)).content_pillars];
      for (const pillar of draft.pillars)
        if (!pillars.some((p) => p.toLocaleLowerCase('en') === pillar.name.toLocaleLowerCase('en')))
          pillars.push(pillar.name);
      const saved = await projects().update(access, { content_pillars: pillars.slice(0, PILLARS_MAX) });
      await db.deleteFrom('try_drafts').where('id', '=', id).execute();
      return { voice_uid: voice.uid, audience_uid: audience.uid, content_pillars: saved.content_pillars };
    },

    /** The expiry job: deletes the draft (nothing when it was claimed or already deleted). */
    async expire(id: string): Promise<void> {
      await db.deleteFrom('try_drafts').where('id', '=', id).execute();
    },
  };
}
export type TryService = ReturnType<typeof createTryService>;
