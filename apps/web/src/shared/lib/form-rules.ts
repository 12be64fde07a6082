import { useEffect } from 'react';

/**
 * A form's rules imported after its page has painted rather than with it: the domain's schemas
 * bring zod (about 25 KB gzipped), which the first screens leave out
 * (docs/architecture.md#the-first-screen). `useFormRules(rules)` starts the import once the form
 * shows, so it is there by the time anyone sends it; the submit handler awaits `rules.get()`
 * (at once when loaded) after marking the form busy, so a second click cannot slip in while it
 * loads. A failed import is tried again at the next send.
 */
export interface FormRules<M> {
  get(): Promise<M>;
  preload(): void;
}

export function formRules<M>(load: () => Promise<M>): FormRules<M> {
  let loading: Promise<M> | null = null;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    get,
    preload: () => {
      get().catch(() => undefined);
    },
  };
}

/** Starts importing a form's rules once the form is on the screen. */
export function useFormRules(rules: FormRules<unknown>): void {
  useEffect(() => rules.preload(), [rules]);
}
