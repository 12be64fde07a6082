import '@/shared/i18n/parts/profile';
import { PASSWORD_MIN_LENGTH } from '@expertos/domain/auth';
import { changePasswordSchema } from '@expertos/domain/auth.schema';
import { Button, Group, PasswordInput, Stack, VisuallyHidden } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode, errorText } from '@/shared/api/error-text';
import { checkForm } from '@/shared/lib/form-check';
import { useFormFields } from '@/shared/lib/use-form-fields';
import { FormAlert } from '@/shared/ui/FormAlert';
import { notify } from '@/shared/ui/notify/notify-store';
import { changePassword } from '../api/change-password';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Changes the password (current, new, confirm); the other sessions are signed out. */
export function ChangePasswordForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const form = useFormFields<Field>(EMPTY);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.pending) return;
    const check = checkForm(changePasswordSchema, form.values, {
      required: ['currentPassword', 'newPassword', 'confirmPassword'],
      incomplete: t('messages.incompleteData'),
      invalid: { newPassword: t('errors.auth/weak-password') },
      fallback: t('ui.validation.invalid'),
    });
    if (check.ok && form.values.confirmPassword !== form.values.newPassword) {
      form.setFields({ confirmPassword: t('ui.auth.passwordsDiffer') });
      form.setMessage(null);
      return;
    }
    form.setFields(check.ok ? {} : check.fields);
    form.setMessage(!check.ok && check.message ? { tone: 'error', text: check.message } : null);
    if (!check.ok) return;

    form.setPending(true);
    try {
      await changePassword(check.data);
      form.reset();
      notify({ type: 'positive', message: t('ui.profile.passwordChanged') });
    } catch (error) {
      const code = errorCode(error);
      if (code === 'auth/wrong-password') form.setFields({ currentPassword: errorText(error) });
      else if (code === 'auth/weak-password') form.setFields({ newPassword: errorText(error) });
      else form.setMessage({ tone: 'error', text: errorText(error) });
    } finally {
      form.setPending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('ui.profile.changePassword')}>
      <Stack gap="md" maw={440}>
        {/* Tells password managers whose password this is. */}
        <VisuallyHidden>
          <input
            type="email"
            name="username"
            autoComplete="username"
            aria-label={t('ui.auth.email')}
            value={email}
            readOnly
            tabIndex={-1}
          />
        </VisuallyHidden>
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('ui.common.showPassword') }}
          label={t('ui.auth.currentPassword')}
          autoComplete="current-password"
          required
          {...form.bind('currentPassword')}
        />
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('ui.common.showPassword') }}
          label={t('ui.auth.newPassword')}
          description={t('ui.auth.passwordHint', { count: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          required
          {...form.bind('newPassword')}
        />
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('ui.common.showPassword') }}
          label={t('ui.auth.confirmNewPassword')}
          autoComplete="new-password"
          required
          {...form.bind('confirmPassword')}
        />
        {form.message && <FormAlert tone={form.message.tone}>{form.message.text}</FormAlert>}
        <Group justify="flex-end">
          <Button type="submit" variant="default" loading={form.pending}>
            {t('ui.profile.changePassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
