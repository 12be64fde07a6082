import { draftAi } from '@expertos/api-client/ai';
import type { AiDraft, AiDraftInput } from '@expertos/domain/ai-draft.schema';
import { api } from '@/shared/api/client';

/** A draft for the profile (`POST /projects/{id}/ai/draft`): shown in a step, saved only by a person. */
export const draftForProfile = (projectUid: string, input: AiDraftInput): Promise<AiDraft> =>
  draftAi(api, projectUid, input);
