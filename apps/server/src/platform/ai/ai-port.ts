/**
 * The one way the server talks to a language model (docs/product.md#ai): any OpenAI-compatible
 * Chat Completions endpoint (OpenAI, Ollama, vLLM, LM Studio, gateways), chosen by
 * AI_BASE_URL / AI_API_KEY / AI_MODEL. Features ask for a reply whole or streamed; every
 * failure arrives as an AppError with an `ai_*` code, so a caller never sees the SDK.
 */
export interface AiMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface AiRequest {
  messages: AiMessage[];
  /** 0–2; the assistant's model setting picks it (brand profile). */
  temperature?: number;
  /** The longest reply asked for, in tokens. */
  maxTokens?: number;
  /** Ask for JSON matching this schema (`response_format: json_schema`); the text is still returned. */
  json?: { name: string; schema: Record<string, unknown> };
}

export interface AiUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
  /** True when the endpoint did not count and the figures are estimated from the text. */
  estimated: boolean;
}

export interface AiReply {
  text: string;
  usage: AiUsage;
  /** The reply stopped at the token limit (`finish_reason: length`). */
  truncated: boolean;
  model: string;
}

/** A streamed reply: text pieces as they arrive, then one `done` with the whole reply. */
export type AiStreamEvent = { type: 'text'; text: string } | { type: 'done'; reply: AiReply };

export interface AiPort {
  /** False when no endpoint is configured: every AI action is shown disabled. */
  readonly enabled: boolean;
  /** The model replies come from (AI_MODEL), or null when AI is off. */
  readonly model: string | null;
  complete(request: AiRequest, signal?: AbortSignal): Promise<AiReply>;
  /**
   * The words spoken in a sound file (`POST /audio/transcriptions`, AI_TRANSCRIBE_MODEL): a
   * recording's script. `file` is a path on disk; its name's extension tells the format.
   */
  transcribe(file: string, signal?: AbortSignal): Promise<{ text: string }>;
  stream(request: AiRequest, signal?: AbortSignal): AsyncIterable<AiStreamEvent>;
}

/** About four characters a token in English text: for endpoints that do not report usage. */
export const estimateTokens = (text: string): number => Math.ceil(text.length / 4);
