import {
  type StoredTryDraft,
  storedTryDraftSchema,
  TRY_DRAFT_STORAGE_KEY,
} from '@expertos/domain/try.schema';

/**
 * The /try draft this browser will carry into the first brand it makes (docs/product.md#try):
 * kept from /try through sign-up and onboarding, dropped once the brand has it. Only its
 * address and name are kept here; the draft itself stays on the server (24 hours at most).
 */
export const tryDraftStore = {
  read(): StoredTryDraft | null {
    try {
      const parsed = storedTryDraftSchema.safeParse(
        JSON.parse(localStorage.getItem(TRY_DRAFT_STORAGE_KEY) ?? 'null'),
      );
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  },
  keep(draft: StoredTryDraft): void {
    try {
      localStorage.setItem(
        TRY_DRAFT_STORAGE_KEY,
        JSON.stringify({ uid: draft.uid, brand_name: draft.brand_name }),
      );
    } catch {
      // Storage full or blocked: the next-steps page still has the draft in its address.
    }
  },
  clear(): void {
    try {
      localStorage.removeItem(TRY_DRAFT_STORAGE_KEY);
    } catch {
      // Nothing to clear.
    }
  },
};
