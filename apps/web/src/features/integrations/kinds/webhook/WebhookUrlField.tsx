import '@/shared/i18n/parts/integrations';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A webhook's URL. It is a credential: when changing, only its mask is shown (`keep`), and a URL
 * left empty keeps the current one.
 */
export function WebhookUrlField({
  value,
  onChange,
  error,
  keep,
}: {
  value: string;
  onChange: (next: string) => void;
  error: string | undefined;
  /** Changing an endpoint: the current URL's mask (null when it cannot be shown). */
  keep?: { mask: string | null };
}) {
  const { t } = useTranslation();
  const description = !keep
    ? t('ui.integrations.form.urlHint')
    : keep.mask
      ? t('ui.integrations.form.urlKeep', { mask: keep.mask })
      : t('ui.integrations.form.slackKeep');
  return (
    <TextInput
      label={t('ui.integrations.form.url')}
      description={description}
      {...(keep ? { autoComplete: 'off' } : { placeholder: 'https://', required: true })}
      type="url"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
}
