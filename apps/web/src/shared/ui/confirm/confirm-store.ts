import { CONFIRM_DEFAULTS } from '@expertos/domain/ui';
import { createStore } from 'zustand/vanilla';

export interface ConfirmOptions {
  title?: string;
  message?: string;
  ok?: string;
  cancel?: string;
  /**
   * A destructive action (docs/product.md#destructive-actions): the confirm button is red and
   * should be labelled with the action ("Delete workspace"), the title naming the thing.
   */
  danger?: boolean;
  /** The name the user must type before the confirm button enables (deleting a workspace). */
  typeToConfirm?: string;
}

export interface ConfirmRequest {
  id: number;
  title: string;
  message: string;
  ok: string;
  cancel: string;
  danger: boolean;
  typeToConfirm: string | null;
  resolve: (confirmed: boolean) => void;
}

interface ConfirmState {
  /** Open requests; the host shows the first, the rest wait their turn. */
  queue: ConfirmRequest[];
}

export const confirmStore = createStore<ConfirmState>(() => ({ queue: [] }));

let nextId = 1;

/**
 * Asks the user to confirm; resolves true on Ok and false on Cancel, Esc or closing.
 * Unset texts take the spec's defaults (CONFIRM_DEFAULTS).
 */
export function confirm(options: ConfirmOptions = {}): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const request: ConfirmRequest = {
      id: nextId++,
      title: options.title ?? CONFIRM_DEFAULTS.title,
      message: options.message ?? CONFIRM_DEFAULTS.message,
      ok: options.ok ?? CONFIRM_DEFAULTS.ok,
      cancel: options.cancel ?? CONFIRM_DEFAULTS.cancel,
      danger: options.danger ?? false,
      typeToConfirm: options.typeToConfirm ?? null,
      resolve,
    };
    confirmStore.setState((state) => ({ queue: [...state.queue, request] }));
  });
}

export function settleConfirm(id: number, confirmed: boolean): void {
  const request = confirmStore.getState().queue.find((item) => item.id === id);
  if (!request) return;
  confirmStore.setState((state) => ({ queue: state.queue.filter((item) => item.id !== id) }));
  request.resolve(confirmed);
}

/** Cancels every open request (sign-out, tests). */
export function cancelAllConfirms(): void {
  for (const request of confirmStore.getState().queue) settleConfirm(request.id, false);
}
