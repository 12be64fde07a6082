import * as ai from '@expertos/api-client/ai';
import type { AiPrompt, AiRunEvent, AiRunInput, AiStatus } from '@expertos/domain/ai.schema';
import type { AiDraft, AiDraftInput } from '@expertos/domain/ai-draft.schema';
import { api } from '@/shared/api/client';

/** The AI calls the playground makes, with the app's client (one module, so tests can stand in for them). */

export const getAiStatus = (workspaceUid: string): Promise<AiStatus> => ai.getAiStatus(api, workspaceUid);

/** The exact request a brief would send (`POST /projects/{id}/ai/prompt`). */
export const fetchAiPrompt = (projectUid: string, input: AiRunInput): Promise<AiPrompt> =>
  ai.getAiPrompt(api, projectUid, input);

export const runAi = (
  projectUid: string,
  input: AiRunInput,
  signal: AbortSignal,
): AsyncIterable<AiRunEvent> => ai.runAi(api, projectUid, input, { signal });

/** A draft on the brand's context (`POST /projects/{id}/ai/draft`): shown, never saved. */
export const draftAi = (projectUid: string, input: AiDraftInput): Promise<AiDraft> =>
  ai.draftAi(api, projectUid, input);
