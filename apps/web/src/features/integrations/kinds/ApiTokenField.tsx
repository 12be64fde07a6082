import { PasswordInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A provider's API token (Jira, monday.com): asked for when connecting, and when changing only
 * to replace the stored one (write-only: left empty, it is kept).
 */
export function ApiTokenField({
  label,
  description,
  value,
  onChange,
  required = false,
  error,
}: {
  label: string;
  description: string;
  value: string;
  onChange: (next: string) => void;
  required?: boolean;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ 'aria-label': t('ui.common.showPassword') }}
      label={label}
      description={description}
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      required={required}
      error={error}
    />
  );
}

/** Changing a connection: a new token replaces the stored one; left empty, it is kept. */
export function NewApiTokenField<D extends { token: string }>({
  label,
  description,
  draft,
  onChange,
  serverError,
}: {
  label: string;
  description: string;
  draft: D;
  onChange: (next: D) => void;
  serverError: (...names: string[]) => string | undefined;
}) {
  return (
    <ApiTokenField
      label={label}
      description={description}
      value={draft.token}
      onChange={(token) => onChange({ ...draft, token })}
      error={serverError('api_token', 'connection')}
    />
  );
}
