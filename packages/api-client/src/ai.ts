import type { AiPrompt, AiRunEvent, AiRunInput, AiStatus } from '@expertos/domain/ai.schema';
import type { AiDraft, AiDraftInput } from '@expertos/domain/ai-draft.schema';
import type { ApiClient } from './client';
import { lazyReplies } from './lazy-replies';

/** The replies' schemas, imported beside the first call (lazy-replies.ts). */
const aiReply = lazyReplies(() => import('@expertos/domain/ai.schema'));
const aiDraftReply = lazyReplies(() => import('@expertos/domain/ai-draft.schema'));

/** AI on the brand's context (docs/product.md#ai): status, the prompt a brief makes, and runs. */

const projectPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}`;

/** `GET /workspaces/{workspaceId}/ai`: whether AI is on, the model and today's use. */
export function getAiStatus(client: ApiClient, workspaceId: string): Promise<AiStatus> {
  return client.get(`/workspaces/${encodeURIComponent(workspaceId)}/ai`, {
    schema: aiReply('aiStatusSchema'),
  });
}

/** `POST /projects/{projectId}/ai/prompt`: the exact request a run of this brief would send. */
export function getAiPrompt(client: ApiClient, projectId: string, input: AiRunInput): Promise<AiPrompt> {
  return client.post(`${projectPath(projectId)}/ai/prompt`, {
    body: input,
    schema: aiReply('aiPromptSchema'),
  });
}

/**
 * Reads server-sent events from a byte stream: each event's name and its JSON data, in order.
 * Events may be split anywhere across chunks.
 */
export async function* readEvents(stream: ReadableStream<Uint8Array>): AsyncGenerator<AiRunEvent> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      // `stream: true` keeps a character split across chunks whole.
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: ?(.*)$/m.exec(block)?.[1];
        const data = /^data: ?(.*)$/m.exec(block)?.[1];
        if (event && data !== undefined) yield { event, data: JSON.parse(data) } as AiRunEvent;
        end = buffer.indexOf('\n\n');
      }
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * `POST /projects/{projectId}/ai/run`: a brief run through an assistant, its events as they
 * arrive (prompt, text pieces, then done or error). A refusal before the stream opens (AI off,
 * the day's allowance used, a bad brief) throws an ApiError like any call.
 */
export async function* runAi(
  client: ApiClient,
  projectId: string,
  input: AiRunInput,
  opts: { signal?: AbortSignal } = {},
): AsyncGenerator<AiRunEvent> {
  const stream = await client.stream('POST', `${projectPath(projectId)}/ai/run`, {
    body: input,
    headers: { accept: 'text/event-stream' },
    ...(opts.signal ? { signal: opts.signal } : {}),
  });
  yield* readEvents(stream);
}

/** `POST /projects/{projectId}/ai/draft`: a draft on the brand's context, shown and never saved. */
export function draftAi(client: ApiClient, projectId: string, input: AiDraftInput): Promise<AiDraft> {
  return client.post(`${projectPath(projectId)}/ai/draft`, {
    body: input,
    schema: aiDraftReply('aiDraftSchema'),
  });
}
