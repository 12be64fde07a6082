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

/** One answer of a question with more than one way to go on (`choose`). */
export interface ConfirmChoice<C extends string = string> {
  value: C;
  label: string;
  /** A destructive answer: its button is red. */
  danger?: boolean;
}

export interface ChooseOptions<C extends string> {
  title: string;
  message: string;
  /** The answers, in order, the first one focused; Cancel comes after them. */
  choices: readonly ConfirmChoice<C>[];
  cancel?: string;
}

export interface ConfirmRequest {
  id: number;
  title: string;
  message: string;
  ok: string;
  cancel: string;
  danger: boolean;
  typeToConfirm: string | null;
  /** A question's answers (`choose`): shown in place of Ok. */
  choices: readonly ConfirmChoice[] | null;
  /** True for Ok, a choice's value, or false for Cancel. */
  resolve: (answer: boolean | string) => void;
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
      choices: null,
      resolve: (answer) => resolve(answer === true),
    };
    confirmStore.setState((state) => ({ queue: [...state.queue, request] }));
  });
}

/**
 * Asks a question with more than one way to go on ("Close them too", "Leave them open"), in the
 * same dialog as `confirm`: resolves the chosen answer's value, or null on Cancel, Esc or closing.
 */
export function choose<C extends string>(options: ChooseOptions<C>): Promise<C | null> {
  return new Promise<C | null>((resolve) => {
    const request: ConfirmRequest = {
      id: nextId++,
      title: options.title,
      message: options.message,
      ok: options.choices[0]?.label ?? CONFIRM_DEFAULTS.ok,
      cancel: options.cancel ?? CONFIRM_DEFAULTS.cancel,
      danger: false,
      typeToConfirm: null,
      choices: options.choices,
      resolve: (answer) => resolve(options.choices.find((choice) => choice.value === answer)?.value ?? null),
    };
    confirmStore.setState((state) => ({ queue: [...state.queue, request] }));
  });
}

/** Settles a request: true is Ok, false is Cancel, a string the value of the choice taken. */
export function settleConfirm(id: number, answer: boolean | string): void {
  const request = confirmStore.getState().queue.find((item) => item.id === id);
  if (!request) return;
  confirmStore.setState((state) => ({ queue: state.queue.filter((item) => item.id !== id) }));
  request.resolve(answer);
}

/** Cancels every open request (sign-out, tests). */
export function cancelAllConfirms(): void {
  for (const request of confirmStore.getState().queue) settleConfirm(request.id, false);
}
