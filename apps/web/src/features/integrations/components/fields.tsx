import '@/shared/i18n/parts/integrations';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@expertos/domain/integration.schema';
import { Checkbox, Group, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText, invalidFields } from '@/shared/api/error-text';
import type { KindFieldsProps } from '../kinds/form-kind';
import { eventKey } from './delivery-texts';

/** The server's word on one field of a refused save: the refusal's text when it names the field. */
export function serverFieldError(error: unknown, ...names: string[]): string | undefined {
  if (!error) return undefined;
  return invalidFields(error).some((field) => names.includes(field)) ? errorText(error) : undefined;
}

/** A refusal that names none of the fields a form shows it on: its text, shown above the buttons. */
export function generalError(error: unknown, placed: readonly string[]): string | null {
  return error && !invalidFields(error).some((field) => placed.includes(field)) ? errorText(error) : null;
}

/**
 * What either form hands a kind's fields besides its draft: a field's error ('Required' when it
 * was left empty, else the server's refusal naming it) and the parts every kind shares.
 */
export function sharedFieldProps({
  error,
  required,
  missing,
  setMissing,
  description,
  eventTypes,
  setEventTypes,
}: {
  error: unknown;
  /** The text of a field left empty. */
  required: string;
  missing: string[];
  setMissing: (fields: string[]) => void;
  description: string;
  eventTypes: WebhookEventType[];
  setEventTypes: (next: WebhookEventType[]) => void;
}): Omit<KindFieldsProps<unknown>, 'projectUid' | 'draft' | 'onChange'> {
  return {
    fieldError: (name, ...server) =>
      missing.includes(name) ? required : serverFieldError(error, name, ...server),
    serverError: (...names) => serverFieldError(error, ...names),
    missing,
    setMissing,
    description,
    eventTypes,
    onEventTypes: setEventTypes,
  };
}

/** Which events an endpoint hears; none ticked means all (the server's rule). */
export function EventTypesField({
  value,
  onChange,
  disabled,
  error,
}: {
  value: WebhookEventType[];
  onChange: (next: WebhookEventType[]) => void;
  disabled?: boolean;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group
      label={t('ui.integrations.form.eventTypes')}
      description={t('ui.integrations.form.eventTypesHint')}
      value={value}
      onChange={(next) => onChange(next as WebhookEventType[])}
      error={error}
    >
      <Stack gap={6} mt={6}>
        {WEBHOOK_EVENT_TYPES.map((event) => (
          <Checkbox key={event} value={event} label={t(eventKey(event))} disabled={disabled} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/** Switches an integration on or off. */
export function EnabledField({ value, onChange }: { value: boolean; onChange: (next: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Group>
      <Switch
        label={t('ui.integrations.form.enabled')}
        checked={value}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
    </Group>
  );
}
