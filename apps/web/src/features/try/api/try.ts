import * as calls from '@expertos/api-client/try';
import type { TryInput } from '@expertos/domain/try.schema';
import { api } from '@/shared/api/client';

/** The /try builder's calls (docs/product.md#try); none needs an account. */
export const createTryDraft = (input: TryInput) => calls.createTryDraft(api, input);
export const getTryDraft = (draftId: string) => calls.getTryDraft(api, draftId);
