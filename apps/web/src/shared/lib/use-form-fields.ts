import { useCallback, useState } from 'react';
import type { FormAlertTone } from '@/shared/ui/FormAlert';
import type { FieldErrors } from './form-check';

export interface FormMessage {
  tone: FormAlertTone;
  text: string;
}

/**
 * The state every form keeps: its values, which fields are marked, the message
 * above the submit button and whether a submit is under way. Editing a field clears its mark.
 */
export function useFormFields<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [fields, setFields] = useState<FieldErrors<K>>({});
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [pending, setPending] = useState(false);

  const change = useCallback(
    (field: K) => (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [field]: value }));
      setFields((current) => {
        if (current[field] === undefined) return current;
        const next = { ...current };
        delete next[field];
        return next;
      });
    },
    [],
  );

  /** Mantine's `error` prop for a field: a text under it, or `true` for the red frame only. */
  const errorOf = (field: K): string | boolean => fields[field] ?? false;
  /**
   * For `aria-invalid` where Mantine does not set it itself (PasswordInput leaves it off its
   * inner input): undefined, not false, so a valid field has no attribute at all.
   */
  const invalidOf = (field: K): true | undefined => (fields[field] === undefined ? undefined : true);

  /** Everything an input needs to take part in the form: `<TextInput {...form.bind('email')} />`. */
  const bind = (field: K) => ({
    name: field,
    value: values[field],
    onChange: change(field),
    error: errorOf(field),
    'aria-invalid': invalidOf(field),
  });

  const reset = useCallback(() => {
    setValues(initial);
    setFields({});
    setMessage(null);
  }, [initial]);

  return {
    values,
    setValues,
    fields,
    setFields,
    message,
    setMessage,
    pending,
    setPending,
    change,
    errorOf,
    invalidOf,
    bind,
    reset,
  };
}
