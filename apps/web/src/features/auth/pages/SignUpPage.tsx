import { PASSWORD_MIN_LENGTH } from '@expertos/domain/auth';
import { signUpSchema } from '@expertos/domain/auth.schema';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { errorCode, errorText, invalidFields } from '@/shared/api/error-text';
import { checkForm } from '@/shared/lib/form-check';
import { safeRedirect, splitRedirect } from '@/shared/lib/redirect';
import { useAutofocus } from '@/shared/lib/use-autofocus';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useFormFields } from '@/shared/lib/use-form-fields';
import { useAuthStore } from '@/shared/stores/auth-store';
import { EmailField } from '@/shared/ui/EmailField';
import { FormAlert } from '@/shared/ui/FormAlert';
import { signUp } from '../api/sign-up';
import { AuthHeader } from '../components/AuthHeader';
import { ProviderButtons } from '../components/ProviderButtons';

type Field = 'name' | 'email' | 'password';
const FIELDS: readonly Field[] = ['name', 'email', 'password'];

/**
 * Create account. The account has no session until its e-mail is confirmed, so success
 * shows a "check your inbox" state naming the address; the e-mailed link lands on
 * /confirm-email, which signs in and goes on to `redirect` (or the dashboard).
 */
export function SignUpPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const target = safeRedirect(search.get('redirect'));
  const form = useFormFields<Field>({ name: '', email: '', password: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const nameRef = useAutofocus<HTMLInputElement>(sentTo === null);

  useEffect(() => {
    if (!target) return;
    const { redirect, redirectQuery } = splitRedirect(target);
    useAuthStore.getState().setRedirect(redirect, redirectQuery);
  }, [target]);

  const redirectQuery = target ? { redirect: target } : undefined;
  if (sentTo) return <CheckInbox email={sentTo} signinQuery={redirectQuery} onBack={() => setSentTo(null)} />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.pending) return;
    const weakPassword = t('errors.auth/weak-password');
    const check = checkForm(signUpSchema, form.values, {
      required: FIELDS,
      incomplete: t('messages.incompleteData'),
      invalid: { email: t('ui.validation.email'), password: weakPassword },
      fallback: t('ui.validation.invalid'),
    });
    form.setFields(check.ok ? {} : check.fields);
    form.setMessage(!check.ok && check.message ? { tone: 'error', text: check.message } : null);
    if (!check.ok) return;

    form.setPending(true);
    try {
      await signUp({ ...check.data, callbackURL: target ?? paths.dashboard() });
      setSentTo(check.data.email);
    } catch (error) {
      const code = errorCode(error);
      form.setMessage({ tone: 'error', text: errorText(error) });
      if (code === 'auth/email-already-in-use') form.setFields({ email: true });
      else if (code === 'auth/weak-password') form.setFields({ password: true });
      else {
        const named = invalidFields(error).filter((field): field is Field => FIELDS.includes(field as Field));
        form.setFields(Object.fromEntries(named.map((field) => [field, true])));
      }
    } finally {
      form.setPending(false);
    }
  };

  const title = t('ui.pages.signup');
  return (
    <form onSubmit={onSubmit} noValidate aria-label={title}>
      <Stack gap="md">
        <AuthHeader title={title} intro={t('ui.auth.signUpIntro')} />
        <TextInput
          ref={nameRef}
          label={t('ui.auth.name')}
          autoComplete="name"
          required
          {...form.bind('name')}
        />
        <EmailField {...form.bind('email')} />
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('ui.common.showPassword') }}
          label={t('ui.auth.password')}
          description={t('ui.auth.passwordHint', { count: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          required
          {...form.bind('password')}
        />
        {form.message && <FormAlert tone={form.message.tone}>{form.message.text}</FormAlert>}
        <Button type="submit" fullWidth loading={form.pending}>
          {t('ui.auth.signUp')}
        </Button>
        <ProviderButtons callbackURL={target ?? paths.dashboard()} errorCallbackURL={paths.signin()} />
        <Text size="sm" ta="center">
          {t('ui.auth.haveAccount')}{' '}
          <Anchor component={Link} to={paths.signin(redirectQuery)}>
            {t('ui.auth.signIn')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

interface CheckInboxProps {
  email: string;
  signinQuery: { redirect: string } | undefined;
  onBack: () => void;
}

function CheckInbox({ email, signinQuery, onBack }: CheckInboxProps) {
  const { t } = useTranslation();
  const title = t('ui.auth.checkInboxTitle');
  useDocumentTitle(title);
  return (
    <Stack gap="md" align="center" ta="center" role="status" data-testid="check-inbox">
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconMailCheck size={30} aria-hidden />
      </ThemeIcon>
      <Title order={1} size="h3">
        {title}
      </Title>
      <Text>
        <Trans i18nKey="ui.auth.checkInboxText" values={{ email }} components={{ b: <strong /> }} />
      </Text>
      <Text size="sm" c="dimmed">
        {t('ui.auth.checkInboxHint')}
      </Text>
      <Stack gap="xs" w="100%">
        <Button component={Link} to={paths.signin(signinQuery)} fullWidth>
          {t('ui.auth.backToSignIn')}
        </Button>
        <Button variant="subtle" onClick={onBack} fullWidth>
          {t('ui.auth.useAnotherEmail')}
        </Button>
      </Stack>
    </Stack>
  );
}
