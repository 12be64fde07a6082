/**
 * The lazy text parts being fetched (language.ts). A chunk's modules ask for their parts as they
 * run; loadChunk waits for what is pending before the chunk's code renders, so a screen never
 * shows its first frame in English while its words are on the way (lazy-texts.ts).
 */
const pending = new Set<Promise<void>>();

export function trackTexts(loading: Promise<void>): void {
  pending.add(loading);
  void loading.finally(() => pending.delete(loading));
}

/** Resolves once every part asked for so far is in (a failed one falls back to English). */
export async function textsSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
