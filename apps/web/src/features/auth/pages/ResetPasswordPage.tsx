import { PASSWORD_MIN_LENGTH } from '@expertos/domain/auth';
import { resetPasswordSchema } from '@expertos/domain/auth.schema';
import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { errorCode, errorText } from '@/shared/api/error-text';
import { checkForm } from '@/shared/lib/form-check';
import { useAutofocus } from '@/shared/lib/use-autofocus';
import { useFormFields } from '@/shared/lib/use-form-fields';
import { FormAlert } from '@/shared/ui/FormAlert';
import { notify } from '@/shared/ui/notify/notify-store';
import { resetPassword } from '../api/password-reset';
import { AuthHeader } from '../components/AuthHeader';

type Field = 'newPassword' | 'confirmPassword';

/**
 * Sets a new password with the token of the e-mailed link (/reset-password?token=…). A
 * missing, used or expired token says so and offers a new link.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [invalidLink, setInvalidLink] = useState(token === '');
  const form = useFormFields<Field>({ newPassword: '', confirmPassword: '' });
  const passwordRef = useAutofocus<HTMLInputElement>(!invalidLink);
  const title = t('ui.pages.resetPassword');

  if (invalidLink) {
    return (
      <Stack gap="md">
        <AuthHeader title={title} />
        <FormAlert tone="error">{t('errors.auth/invalid-token')}</FormAlert>
        <Button component={Link} to={paths.forgotPassword()} fullWidth>
          {t('ui.auth.requestNewLink')}
        </Button>
        <Text size="sm" ta="center">
          <Anchor component={Link} to={paths.signin()}>
            {t('ui.auth.backToSignIn')}
          </Anchor>
        </Text>
      </Stack>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.pending) return;
    const check = checkForm(
      resetPasswordSchema,
      { ...form.values, token },
      {
        required: ['newPassword', 'confirmPassword'],
        incomplete: t('messages.incompleteData'),
        invalid: { newPassword: t('errors.auth/weak-password') },
        fallback: t('ui.validation.invalid'),
      },
    );
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
      await resetPassword({ token, newPassword: check.data.newPassword });
      notify({ type: 'positive', message: t('ui.auth.resetDone') });
      await navigate(paths.signin(), { replace: true });
    } catch (error) {
      const code = errorCode(error);
      if (code === 'auth/invalid-token') setInvalidLink(true);
      else if (code === 'auth/weak-password') form.setFields({ newPassword: errorText(error) });
      else form.setMessage({ tone: 'error', text: errorText(error) });
      form.setPending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={title}>
      <Stack gap="md">
        <AuthHeader title={title} intro={t('ui.auth.resetIntro')} />
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('ui.common.showPassword') }}
          ref={passwordRef}
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
        <Button type="submit" fullWidth loading={form.pending}>
          {t('ui.auth.resetSubmit')}
        </Button>
        <Text size="sm" ta="center">
          <Anchor component={Link} to={paths.signin()}>
            {t('ui.auth.backToSignIn')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
