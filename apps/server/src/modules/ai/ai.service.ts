import {
  AI_OFF_REASON,
  AI_REPLY_MAX_TOKENS,
  AI_SETUP_DOC,
  type AiPrompt,
  type AiRunEvent,
  type AiRunInput,
  type AiStatus,
} from '@expertos/domain/ai.schema';
import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import type { Db } from '../../db/database.js';
import { type AiPort, estimateTokens } from '../../platform/ai/ai-port.js';
import { AppError } from '../../platform/errors.js';
import { loadBrandContext } from '../../views/brand-context.view.js';
import type { AiUsageService } from './ai-usage.js';
import { brandMessages, DEFAULT_TEMPERATURE, type TopPostsFor } from './brand-prompt.js';

/** A run's error as its stream sends it: a catalogue code and message, never internals. */
function streamError(error: unknown): { code: string; message: string; retry_after?: number } {
  if (error instanceof AppError) {
    const retryAfter = error.extra?.retry_after;
    return {
      code: error.code,
      message: error.message,
      ...(typeof retryAfter === 'number' ? { retry_after: retryAfter } : {}),
    };
  }
  return { code: 'internal_error', message: ERROR_CATALOGUE.internal_error.message };
}

/**
 * Assistants at work on a brand (docs/product.md#ai): the prompt built from the brand's
 * profile, a run streamed from the AI port, and the workspace's daily use of tokens.
 */
export function createAiService({
  db,
  port,
  usage,
  topPosts = async () => [],
  setupUrl = null,
}: {
  db: Db;
  port: AiPort;
  usage: AiUsageService;
  /** The brand's best recent posts on every platform: the run's examples. */
  topPosts?: TopPostsFor;
  setupUrl?: string | null;
}) {
  return {
    async status(workspaceId: string): Promise<AiStatus> {
      const used = await usage.usedToday(workspaceId);
      const spent = port.enabled && usage.limit > 0 && used >= usage.limit;
      return {
        enabled: port.enabled,
        model: port.model,
        daily_token_limit: usage.limit,
        used_today: used,
        reason: !port.enabled ? AI_OFF_REASON : spent ? ERROR_CATALOGUE.ai_daily_limit.message : null,
        setup_doc: AI_SETUP_DOC,
        setup_url: setupUrl,
      };
    },

    /** The exact request a run of this brief would send; 404 for an assistant not of this brand. */
    async prompt(projectId: string, input: AiRunInput): Promise<AiPrompt> {
      const context = await loadBrandContext(db, projectId, input.assistant_uid);
      if (!context || (input.assistant_uid && !context.assistant)) throw new AppError('not_found');
      return {
        assistant_uid: context.assistant?.uid ?? null,
        model: port.model,
        temperature: context.assistant?.temperature ?? DEFAULT_TEMPERATURE,
        messages: brandMessages(context, input.brief, await topPosts(projectId)),
      };
    },

    /** Refuses before anything is streamed: AI off, or the workspace's allowance used. */
    async admit(workspaceId: string): Promise<void> {
      if (!port.enabled) throw new AppError('ai_disabled');
      await usage.assertAllowance(workspaceId);
    },

    /**
     * Streams a run of a prepared prompt: the prompt, the pieces, then `done` (or `error`). The
     * tokens are recorded once it ends, estimated when the caller left before the end.
     */
    async *run(workspaceId: string, prompt: AiPrompt, signal: AbortSignal): AsyncGenerator<AiRunEvent> {
      yield { event: 'prompt', data: prompt };
      let streamed = '';
      let recorded = false;
      try {
        for await (const event of port.stream(
          { messages: prompt.messages, temperature: prompt.temperature, maxTokens: AI_REPLY_MAX_TOKENS },
          signal,
        )) {
          if (event.type === 'text') {
            streamed += event.text;
            yield { event: 'text', data: { text: event.text } };
            continue;
          }
          const { reply } = event;
          await usage.record(workspaceId, reply.usage.totalTokens);
          recorded = true;
          yield {
            event: 'done',
            data: {
              text: reply.text,
              truncated: reply.truncated,
              usage: {
                prompt_tokens: reply.usage.promptTokens,
                completion_tokens: reply.usage.completionTokens,
                total_tokens: reply.usage.totalTokens,
                estimated: reply.usage.estimated,
              },
            },
          };
        }
      } catch (error) {
        if (!signal.aborted) yield { event: 'error', data: streamError(error) };
      } finally {
        // Cut short after the model began: what it wrote was still used.
        if (!recorded && streamed) {
          const promptText = prompt.messages.map((message) => message.content).join('\n');
          await usage.record(workspaceId, estimateTokens(promptText) + estimateTokens(streamed));
        }
      }
    },
  };
}
export type AiService = ReturnType<typeof createAiService>;
