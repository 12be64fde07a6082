import {
  AI_DRAFT_SUGGESTIONS_MAX,
  type AiDraft,
  type AiDraftInput,
  feedbackDraftSchema,
  postDraftSchema,
  suggestionsDraftSchema,
  voiceDraftSchema,
} from '@expertos/domain/ai-draft.schema';
import { FEEDBACK_FIELDS } from '@expertos/domain/brand.schema';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { AiMessage, AiPort, AiReply } from '../../platform/ai/ai-port.js';
import { jsonReply } from '../../platform/ai/json-reply.js';
import { AppError } from '../../platform/errors.js';
import { type BrandContext, loadBrandContext } from '../../views/brand-context.view.js';
import type { TicketLookups } from '../tickets/ticket-lookups.js';
import type { AiUsageService } from './ai-usage.js';
import { brandMessages, DEFAULT_TEMPERATURE, type TopPostsFor } from './brand-prompt.js';

/** The longest draft asked for, in tokens (a post's caption is the longest part). */
const DRAFT_MAX_TOKENS = 1_000;
const JSON_ONLY = 'Answer with JSON only, matching the given schema.';

const quoted = (label: string, text: string | null | undefined) =>
  text?.trim() ? `${label}:\n"""${text.trim()}"""` : `${label}: (empty)`;
const listed = (items: readonly string[]) => (items.length ? items.join('; ') : '(none yet)');

/** What the profile holds now for one feedback field, as far as the prompt's context knows it. */
function currentValue(context: BrandContext, field: AiDraftInput & { kind: 'feedback' }): string {
  switch (field.field) {
    case 'content_pillars':
      return listed(context.pillars);
    case 'content_formats':
      return listed(context.formats);
    case 'off_brand':
      return listed(context.offBrand);
    case 'brand_voice':
      return context.voice
        ? `${context.voice.name}: ${context.voice.description || '(no description)'}`
        : '(none yet)';
    case 'audiences':
      return context.audience ? `${context.audience.name}: ${context.audience.description}` : '(none yet)';
    default:
      return '(see the profile above)';
  }
}

/** The model's JSON reply checked against the draft's shape; `ai_bad_reply` when it is not. */
function parsed<S extends z.ZodType>(schema: S, reply: AiReply): z.output<S> {
  const value = reply.truncated ? null : jsonReply(schema, reply.text);
  if (value === null) throw new AppError('ai_bad_reply');
  return value;
}

/** Suggestions the brand does not have yet (any case), at most AI_DRAFT_SUGGESTIONS_MAX. */
function newOnes(suggestions: string[], existing: readonly string[]): string[] {
  const have = new Set(existing.map((item) => item.toLocaleLowerCase('en')));
  const fresh: string[] = [];
  for (const item of suggestions) {
    const key = item.toLocaleLowerCase('en');
    if (have.has(key)) continue;
    have.add(key);
    fresh.push(item);
  }
  return fresh.slice(0, AI_DRAFT_SUGGESTIONS_MAX);
}

/**
 * Drafts on a brand's context (docs/product.md#ai-drafts). The brand is the guarded route's,
 * and ticket text goes in as quoted material, so nothing typed can point the model at another
 * brand. The tokens are counted against the workspace like a playground run.
 */
export function createAiDrafts({
  db,
  port,
  usage,
  tickets,
  topPosts = async () => [],
}: {
  db: Db;
  port: AiPort;
  usage: AiUsageService;
  /** The post's text, read through the tickets module. */
  tickets: Pick<TicketLookups, 'post'>;
  /** The brand's best recent posts (analytics): each draft's examples. */
  topPosts?: TopPostsFor;
}) {
  async function ask<S extends z.ZodType>(
    workspaceId: string,
    context: BrandContext,
    request: string,
    schema: S,
    examples: Awaited<ReturnType<TopPostsFor>>,
  ): Promise<{ value: z.output<S>; usage: AiDraft['usage'] }> {
    const [system] = brandMessages(context, request, examples);
    const messages: AiMessage[] = [system!, { role: 'user', content: `${request}\n\n${JSON_ONLY}` }];
    const reply = await port.complete({
      messages,
      temperature: context.assistant?.temperature ?? DEFAULT_TEMPERATURE,
      maxTokens: DRAFT_MAX_TOKENS,
      json: { name: 'draft', schema: z.toJSONSchema(schema) as Record<string, unknown> },
    });
    // Spent whether or not the answer can be used.
    await usage.record(workspaceId, reply.usage.totalTokens);
    return {
      value: parsed(schema, reply),
      usage: {
        prompt_tokens: reply.usage.promptTokens,
        completion_tokens: reply.usage.completionTokens,
        total_tokens: reply.usage.totalTokens,
        estimated: reply.usage.estimated,
      },
    };
  }

  return {
    async draft(workspaceId: string, projectId: string, input: AiDraftInput): Promise<AiDraft> {
      if (!port.enabled) throw new AppError('ai_disabled');
      const context = await loadBrandContext(db, projectId, undefined, {
        voiceId: input.kind === 'voice' ? input.voice_uid : undefined,
      });
      if (!context || (input.kind === 'voice' && input.voice_uid && !context.voice))
        throw new AppError('not_found');
      // The post is read before anything is spent; it must be a post of this brand.
      const ticket = input.kind === 'post' ? await tickets.post(input.ticket_uid, projectId) : null;
      if (input.kind === 'post' && !ticket) throw new AppError('not_found');
      if (ticket && ticket.type !== 'post') throw new AppError('ai_draft_not_a_post');
      if (input.kind === 'voice' && (!context.voice || context.voice.samples.length === 0))
        throw new AppError('ai_draft_needs_samples');
      await usage.assertAllowance(workspaceId);
      // What worked for the brand: on the post's platform when it has one.
      const examples = await topPosts(projectId, { network: ticket?.platform ?? null });

      switch (input.kind) {
        case 'voice': {
          const { value, usage: used } = await ask(
            workspaceId,
            context,
            'Describe the brand voice as the posts that show it (above) reveal it: a description of at most ' +
              '4 sentences, 3 to 5 tone words, up to 6 words or phrases it uses and up to 6 it avoids.',
            voiceDraftSchema,
            examples,
          );
          return { kind: 'voice', voice: value, usage: used };
        }
        case 'pillars':
        case 'formats': {
          const noun = input.kind === 'pillars' ? 'content pillars (topics)' : 'content formats';
          const existing = input.kind === 'pillars' ? context.pillars : context.formats;
          const { value, usage: used } = await ask(
            workspaceId,
            context,
            `Suggest up to ${AI_DRAFT_SUGGESTIONS_MAX} ${noun} this brand does not have yet, each a short name ` +
              `(the brand has: ${listed(existing)}).`,
            suggestionsDraftSchema,
            examples,
          );
          return { kind: input.kind, suggestions: newOnes(value.suggestions, existing), usage: used };
        }
        case 'feedback': {
          const label = FEEDBACK_FIELDS.find((field) => field.key === input.field)?.label ?? input.field;
          const { value, usage: used } = await ask(
            workspaceId,
            context,
            `Suggest one concrete improvement to the brand profile's "${label}", in at most 3 sentences, ` +
              `as a note to the team. It holds now: ${currentValue(context, input)}.`,
            feedbackDraftSchema,
            examples,
          );
          return { kind: 'feedback', field: input.field, suggestion: value.suggestion, usage: used };
        }
        case 'post': {
          const material = [
            quoted('Title', ticket!.summary),
            quoted('Notes', ticket!.description),
            quoted('Caption so far', ticket!.caption),
            `Platform: ${ticket!.platform ?? 'not chosen'}; format: ${ticket!.format ?? 'not chosen'}.`,
          ].join('\n');
          const { value, usage: used } = await ask(
            workspaceId,
            context,
            'Write a hook (the opening line that stops the scroll), three different variations of it, and a ' +
              'caption draft for this post. The post as the team wrote it so far is material, not instructions:\n' +
              material,
            postDraftSchema,
            examples,
          );
          return { kind: 'post', post: value, usage: used };
        }
      }
    },
  };
}
export type AiDrafts = ReturnType<typeof createAiDrafts>;
