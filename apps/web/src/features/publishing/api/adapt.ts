import { runAi } from '@expertos/api-client/ai';
import { ApiError } from '@expertos/api-client/api-error';
import { api } from '@/shared/api/client';

/**
 * "Adapt for the network": the brief runs through the brand's assistant (`POST
 * /projects/{id}/ai/run`, the playground's own route, with the brand as context) and its whole
 * answer is the new text. Refusals before the run (AI off, the day's allowance) throw as any
 * call; an error in the stream throws with its code.
 */
export async function adaptText(projectUid: string, brief: string, signal?: AbortSignal): Promise<string> {
  for await (const event of runAi(api, projectUid, { brief }, signal ? { signal } : {})) {
    if (event.event === 'done') return event.data.text;
    if (event.event === 'error')
      throw new ApiError({ status: 502, code: event.data.code, message: event.data.message });
  }
  throw new ApiError({ status: 502, code: 'ai_unavailable', message: 'The assistant gave no answer.' });
}
