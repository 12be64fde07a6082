import '@/shared/i18n/parts/brand-settings';
import { MESSAGES } from '@expertos/domain/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SafeParser } from '@/shared/lib/form-check';
import { type StepSave, useStepSave } from './use-step-save';

export interface RecordForm<T> {
  value: T;
  patch: (change: Partial<T>) => void;
  dirty: boolean;
  save: StepSave;
  submit: () => Promise<void>;
}

/**
 * The input of one record's form: checked with the domain's schema, then sent; a refusal
 * shows the server's message and keeps the input to retry.
 */
export function useRecordForm<T, Input>(
  initial: T,
  schema: SafeParser<Input>,
  toInput: (value: T) => unknown,
  send: (input: Input) => Promise<void>,
): RecordForm<T> {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const save = useStepSave();
  const patch = (change: Partial<T>) => {
    setValue((current) => ({ ...current, ...change }));
    setDirty(true);
  };
  const submit = async () => {
    const input = toInput(value) as { name?: unknown };
    // Every record needs its name: the catalogue's "incomplete" message, not a schema's words.
    if (typeof input.name === 'string' && input.name.trim() === '') {
      save.fail(t('messages.incompleteData', { defaultValue: MESSAGES.incompleteData }));
      return;
    }
    const checked = schema.safeParse(input);
    if (!checked.success) {
      const issue = checked.error.issues[0] as { path: readonly PropertyKey[]; message?: string } | undefined;
      const field = issue?.path.map(String).join('.') ?? '';
      save.fail(
        t('ui.brandSettings.invalid', { reason: [field, issue?.message].filter(Boolean).join(': ') }),
      );
      return;
    }
    await save.run(() => send(checked.data));
  };
  return { value, patch, dirty, save, submit };
}
