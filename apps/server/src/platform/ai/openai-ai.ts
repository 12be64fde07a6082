import fs from 'node:fs';
import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  RateLimitError,
} from 'openai';
import type { ChatCompletionCreateParamsBase } from 'openai/resources/chat/completions';
import type { AiConfig } from '../../config.js';
import { AppError } from '../errors.js';
import {
  type AiPort,
  type AiReply,
  type AiRequest,
  type AiStreamEvent,
  type AiUsage,
  estimateTokens,
} from './ai-port.js';

/** An `ai_rate_limited` refusal carries when to come back (the error handler sends Retry-After). */
class AiRateLimited extends AppError {
  readonly retryAfter: number;
  constructor(retryAfter: number, cause: unknown) {
    super('ai_rate_limited', { extra: { retry_after: retryAfter }, cause });
    this.retryAfter = retryAfter;
  }
}

/** Seconds from a Retry-After header (seconds or an HTTP date); 1 when absent or unreadable. */
export function retryAfterSeconds(header: string | null | undefined, now = Date.now()): number {
  if (!header) return 1;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.min(Math.max(Math.ceil(seconds), 1), 3_600);
  const at = Date.parse(header);
  return Number.isFinite(at) ? Math.min(Math.max(Math.ceil((at - now) / 1000), 1), 3_600) : 1;
}

/**
 * What a failed call means to the person who asked: the SDK's errors mapped to the `ai_*`
 * codes. A quota used up at the provider (429 insufficient_quota) is not worth retrying, so it
 * is "unavailable", not "busy". An abort is passed through (the caller went away).
 */
export function toAiError(error: unknown): unknown {
  if (error instanceof AppError || error instanceof APIUserAbortError) return error;
  if (error instanceof APIConnectionTimeoutError) return new AppError('ai_timeout', { cause: error });
  if (error instanceof APIConnectionError) return new AppError('ai_unavailable', { cause: error });
  if (error instanceof RateLimitError) {
    if (error.code === 'insufficient_quota') return new AppError('ai_unavailable', { cause: error });
    return new AiRateLimited(retryAfterSeconds(error.headers?.get('retry-after')), error);
  }
  if (error instanceof APIError) return new AppError('ai_unavailable', { cause: error });
  // Anything else is a reply the SDK could not read (not JSON, a broken stream).
  return new AppError('ai_bad_reply', { cause: error });
}

function usageOf(
  reported: { prompt_tokens?: number; completion_tokens?: number; total_tokens?: number } | null | undefined,
  request: AiRequest,
  text: string,
): AiUsage {
  if (reported && typeof reported.total_tokens === 'number') {
    return {
      promptTokens: reported.prompt_tokens ?? 0,
      completionTokens: reported.completion_tokens ?? 0,
      totalTokens: reported.total_tokens,
      estimated: false,
    };
  }
  const promptTokens = estimateTokens(request.messages.map((m) => m.content).join('\n'));
  const completionTokens = estimateTokens(text);
  return { promptTokens, completionTokens, totalTokens: promptTokens + completionTokens, estimated: true };
}

/** The port over the official `openai` SDK, pointed at AI_BASE_URL (platform/ai/ai-port.ts). */
export function createOpenAiPort(config: AiConfig & { baseUrl: string }): AiPort {
  // No retries: a busy endpoint answers the person at once with when to try again, rather
  // than holding their request while the SDK waits and retries behind their back.
  const client = new OpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    timeout: config.timeoutMs,
    maxRetries: 0,
  });
  const model = config.model;

  const body = (request: AiRequest): ChatCompletionCreateParamsBase => ({
    model,
    messages: request.messages,
    ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
    ...(request.maxTokens !== undefined ? { max_tokens: request.maxTokens } : {}),
    ...(request.json
      ? {
          response_format: {
            type: 'json_schema',
            json_schema: { name: request.json.name, schema: request.json.schema, strict: true },
          },
        }
      : {}),
  });

  return {
    enabled: true,
    model,

    async complete(request, signal): Promise<AiReply> {
      try {
        const completion = await client.chat.completions.create(
          { ...body(request), stream: false },
          { signal },
        );
        const choice = completion.choices?.[0];
        const text = choice?.message?.content;
        if (typeof text !== 'string') throw new AppError('ai_bad_reply');
        return {
          text,
          usage: usageOf(completion.usage, request, text),
          truncated: choice?.finish_reason === 'length',
          model: completion.model || model,
        };
      } catch (error) {
        throw toAiError(error);
      }
    },

    async transcribe(file, signal) {
      try {
        const reply = await client.audio.transcriptions.create(
          { file: fs.createReadStream(file), model: config.transcribeModel, response_format: 'json' },
          { signal },
        );
        if (typeof reply?.text !== 'string') throw new AppError('ai_bad_reply');
        return { text: reply.text };
      } catch (error) {
        throw toAiError(error);
      }
    },

    async *stream(request, signal): AsyncGenerator<AiStreamEvent> {
      let text = '';
      let finish: string | null = null;
      let reported: OpenAI.CompletionUsage | null | undefined;
      let replyModel = model;
      try {
        const chunks = await client.chat.completions.create(
          { ...body(request), stream: true, stream_options: { include_usage: true } },
          { signal },
        );
        for await (const chunk of chunks) {
          if (chunk.model) replyModel = chunk.model;
          if (chunk.usage) reported = chunk.usage;
          const choice = chunk.choices?.[0];
          if (!choice) continue;
          const piece = choice.delta?.content;
          if (typeof piece === 'string' && piece.length > 0) {
            text += piece;
            yield { type: 'text', text: piece };
          }
          if (choice.finish_reason) finish = choice.finish_reason;
        }
      } catch (error) {
        throw toAiError(error);
      }
      // A stream that ended without saying it finished was cut: nothing of it is kept.
      if (finish === null) throw new AppError('ai_bad_reply');
      yield {
        type: 'done',
        reply: {
          text,
          usage: usageOf(reported, request, text),
          truncated: finish === 'length',
          model: replyModel,
        },
      };
    },
  };
}

/** AI switched off (no AI_BASE_URL): every call is refused with `ai_disabled`, never attempted. */
export const disabledAiPort: AiPort = {
  enabled: false,
  model: null,
  complete: async () => {
    throw new AppError('ai_disabled');
  },
  transcribe: async () => {
    throw new AppError('ai_disabled');
  },
  // biome-ignore lint/correctness/useYield: refuses before yielding anything
  async *stream() {
    throw new AppError('ai_disabled');
  },
};

export function createAiPort(config: AiConfig): AiPort {
  return config.baseUrl ? createOpenAiPort({ ...config, baseUrl: config.baseUrl }) : disabledAiPort;
}
