import { forgotPasswordSchema } from '@expertos/domain/auth.schema';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { errorText } from '@/shared/api/error-text';
import { checkForm } from '@/shared/lib/form-check';
import { safeRedirect } from '@/shared/lib/redirect';
import { useAutofocus } from '@/shared/lib/use-autofocus';
import { useFormFields } from '@/shared/lib/use-form-fields';
import { EmailField } from '@/shared/ui/EmailField';
import { FormAlert } from '@/shared/ui/FormAlert';
import { requestPasswordReset } from '../api/password-reset';
import { AuthHeader } from '../components/AuthHeader';

/**
 * Asks for a password-reset link. The answer is the same neutral confirmation whether or
 * not the address has an account, so the page reveals nothing about who is registered.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const target = safeRedirect(search.get('redirect'));
  const form = useFormFields({ email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailRef = useAutofocus<HTMLInputElement>(sentTo === null);
  const signin = paths.signin(target ? { redirect: target } : undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.pending) return;
    const check = checkForm(forgotPasswordSchema, form.values, {
      required: ['email'],
      incomplete: t('messages.incompleteData'),
      invalid: { email: t('ui.validation.email') },
      fallback: t('ui.validation.invalid'),
    });
    form.setFields(check.ok ? {} : check.fields);
    form.setMessage(!check.ok && check.message ? { tone: 'error', text: check.message } : null);
    if (!check.ok) return;

    form.setPending(true);
    try {
      await requestPasswordReset(check.data.email);
      setSentTo(check.data.email);
    } catch (error) {
      // Only "try again later" answers land here (rate limit, no connection): the server
      // never says whether the address exists.
      form.setMessage({ tone: 'error', text: errorText(error) });
    } finally {
      form.setPending(false);
    }
  };

  const title = t('ui.pages.forgotPassword');
  if (sentTo) {
    return (
      <Stack gap="md">
        <AuthHeader title={title} />
        <FormAlert tone="success">
          <Trans i18nKey="ui.auth.forgotSent" values={{ email: sentTo }} components={{ b: <strong /> }} />
        </FormAlert>
        <Button component={Link} to={signin} fullWidth>
          {t('ui.auth.backToSignIn')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={title}>
      <Stack gap="md">
        <AuthHeader title={title} intro={t('ui.auth.forgotIntro')} />
        <EmailField ref={emailRef} {...form.bind('email')} />
        {form.message && <FormAlert tone={form.message.tone}>{form.message.text}</FormAlert>}
        <Button type="submit" fullWidth loading={form.pending}>
          {t('ui.auth.sendResetLink')}
        </Button>
        <Text size="sm" ta="center">
          <Anchor component={Link} to={signin}>
            {t('ui.auth.backToSignIn')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
