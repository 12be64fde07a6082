import { SSO_SIGN_IN_ERRORS, type SsoSignInError } from '@expertos/domain/sso';
import { Anchor, Button, Divider, Group, PasswordInput, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { errorCode, errorText } from '@/shared/api/error-text';
import { checkForm } from '@/shared/lib/form-check';
import { formRules, useFormRules } from '@/shared/lib/form-rules';
import { preloadable } from '@/shared/lib/preloadable';
import { safeRedirect, splitRedirect } from '@/shared/lib/redirect';
import { useAutofocus } from '@/shared/lib/use-autofocus';
import { useFormFields } from '@/shared/lib/use-form-fields';
import { startSession } from '@/shared/session/session';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useIsAuthenticated } from '@/shared/stores/use-session';
import { EmailField } from '@/shared/ui/EmailField';
import { FormAlert, type FormAlertTone } from '@/shared/ui/FormAlert';
import * as passkeysApi from '../api/passkeys';
import { signIn } from '../api/sign-in';
import { AuthHeader } from '../components/AuthHeader';
import { ProviderButtons, providerErrorText } from '../components/ProviderButtons';
import { SsoSignIn } from '../components/SsoSignIn';

/** The form's rules, imported once the page has painted (form-rules.ts). */
const signInRules = formRules(() => import('@expertos/domain/auth.schema'));

/** The code step shows only after a password of someone with two-step verification on: its code loads then. */
const twoFactorStep = preloadable(() => import('../components/TwoFactorStep').then((m) => m.TwoFactorStep));

const WRONG_CREDENTIALS = new Set(['auth/wrong-password', 'auth/user-not-found']);

/**
 * Why the page opens on single sign-on: back from the provider with `?sso_error=` (an unknown
 * reason reads as a failed check), or sent by a workspace that requires it (`?sso=required`,
 * the API client's answer to 403 `sso_required`).
 */
function ssoNotice(search: URLSearchParams, t: TFunction): { tone: FormAlertTone; text: string } | null {
  const reason = search.get('sso_error');
  if (reason !== null) {
    const known = Object.hasOwn(SSO_SIGN_IN_ERRORS, reason) ? (reason as SsoSignInError) : 'failed';
    return { tone: 'error', text: t(`ui.auth.ssoErrors.${known}`) };
  }
  if (search.get('sso') === 'required') return { tone: 'warning', text: t('errors.sso_required') };
  return null;
}

/**
 * Sign-in (docs/product.md#screens-and-routes). After success it goes to the `redirect` query's
 * path with its query (only a path of this app: anything else is ignored), else to the
 * dashboard. Someone already signed in goes there straight away.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const target = safeRedirect(search.get('redirect'));
  const authenticated = useIsAuthenticated();
  const form = useFormFields({ email: '', password: '' });
  useFormRules(signInRules);
  const notice = ssoNotice(search, t);
  // Opened by the notice: its e-mail field takes the focus rather than the password form's.
  const [ssoOpen, setSsoOpen] = useState(notice !== null);
  const emailRef = useAutofocus<HTMLInputElement>(notice === null);
  // After a right password, someone with two-step verification on is asked for a code.
  const [codeStep, setCodeStep] = useState(false);
  // The autofill request outlives renders: it calls the latest `enter`.
  const enterRef = useRef<() => Promise<void>>(async () => {});

  // Kept in the auth store too: it survives a detour through e-mail confirmation.
  useEffect(() => {
    if (!target) return;
    const { redirect, redirectQuery } = splitRedirect(target);
    useAuthStore.getState().setRedirect(redirect, redirectQuery);
  }, [target]);

  // Passkeys are offered among the e-mail field's suggestions where the browser can
  // (conditional mediation); choosing one signs in without the password.
  useEffect(() => {
    if (authenticated || codeStep) return;
    let active = true;
    void (async () => {
      if (!(await passkeysApi.passkeyAutofillSupported()) || !active) return;
      try {
        await passkeysApi.passkeySignIn({ autofill: true });
        if (active) await enterRef.current();
      } catch (error) {
        // Only the server's refusal of a chosen passkey is news: a browser or device that cannot
        // offer passkeys in the field (many cannot) says nothing; the button is still there.
        if (active && errorCode(error)) form.setMessage({ tone: 'error', text: errorText(error) });
      }
    })();
    return () => {
      active = false;
      void passkeysApi.cancelPasskeyRequest();
    };
  }, [authenticated, codeStep, form.setMessage]);

  if (authenticated) return <Navigate to={target ?? paths.dashboard()} replace />;

  /** The passkey button: the browser's passkey picker. */
  const onPasskey = async () => {
    if (form.pending) return;
    form.setPending(true);
    form.setMessage(null);
    try {
      await passkeysApi.passkeySignIn();
      await enter();
    } catch (error) {
      form.setPending(false);
      if (!passkeysApi.passkeyCancelled(error)) form.setMessage({ tone: 'error', text: errorText(error) });
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.pending) return;
    form.setPending(true);
    const rules = await signInRules.get().catch((error: unknown) => {
      form.setPending(false);
      form.setMessage({ tone: 'error', text: errorText(error) });
      return null;
    });
    if (!rules) return;
    const check = checkForm(rules.signInSchema, form.values, {
      required: ['email', 'password'],
      incomplete: t('messages.incompleteData'),
      invalid: { email: t('ui.validation.email') },
      fallback: t('ui.validation.invalid'),
    });
    form.setFields(check.ok ? {} : check.fields);
    form.setMessage(!check.ok && check.message ? { tone: 'error', text: check.message } : null);
    if (!check.ok) {
      form.setPending(false);
      return;
    }

    try {
      const answer = await signIn(check.data);
      if ('twoFactorRedirect' in answer) {
        // Fetched before the step shows, so it appears at once; a failure here is retried as it renders.
        await twoFactorStep.preload().catch(() => undefined);
        form.setPending(false);
        setCodeStep(true);
        return;
      }
      await enter();
    } catch (error) {
      const code = errorCode(error);
      form.setMessage({
        tone: code === 'auth/email-not-verified' ? 'warning' : 'error',
        text: errorText(error),
      });
      if (code && WRONG_CREDENTIALS.has(code)) form.setFields({ email: true, password: true });
      form.setPending(false);
    }
  };

  /** Signed in (the session cookie is set): start the app's session and go on. */
  async function enter() {
    const started = await startSession();
    if (!started) {
      setCodeStep(false);
      form.setMessage({ tone: 'error', text: t('errors.unauthorized') });
      form.setPending(false);
      return;
    }
    // Authenticated now: the next render navigates to the target.
    useAuthStore.getState().setRedirect(null);
  }

  enterRef.current = enter;

  if (codeStep)
    return (
      <twoFactorStep.Component
        onSignedIn={enter}
        onRestart={(message) => {
          setCodeStep(false);
          form.setMessage(message ? { tone: 'error', text: message } : null);
        }}
      />
    );

  const redirectQuery = target ? { redirect: target } : undefined;
  // Back from a provider that did not sign in (`?error=`): why, unless the form says something newer.
  const providerError = search.get('error');
  const message =
    form.message ??
    (providerError ? { tone: 'error' as const, text: providerErrorText(providerError, t) } : null);
  const title = t('ui.pages.signin');
  return (
    <Stack gap="md">
      <AuthHeader title={title} intro={t('ui.auth.signInIntro')} />
      {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="md">
          <EmailField ref={emailRef} autoComplete="username webauthn" {...form.bind('email')} />
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t('ui.common.showPassword') }}
            label={t('ui.auth.password')}
            autoComplete="current-password"
            required
            {...form.bind('password')}
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to={paths.forgotPassword(redirectQuery)} size="sm">
              {t('ui.auth.forgotPassword')}
            </Anchor>
          </Group>
          {message && <FormAlert tone={message.tone}>{message.text}</FormAlert>}
          <Button type="submit" fullWidth loading={form.pending}>
            {t('ui.auth.signIn')}
          </Button>
          <Divider label={t('ui.auth.or')} labelPosition="center" />
          <Button
            type="button"
            variant="default"
            fullWidth
            disabled={form.pending}
            onClick={() => void onPasskey()}
          >
            {t('ui.auth.signInWithPasskey')}
          </Button>
          <ProviderButtons
            callbackURL={target ?? paths.dashboard()}
            errorCallbackURL={paths.signin()}
            divider={false}
          />
        </Stack>
      </form>
      <SsoSignIn
        open={ssoOpen}
        onOpenChange={setSsoOpen}
        initialEmail={form.values.email.trim()}
        redirect={target}
      />
      <Text size="sm" ta="center">
        {t('ui.auth.noAccount')}{' '}
        <Anchor component={Link} to={paths.signup(redirectQuery)}>
          {t('ui.auth.signUp')}
        </Anchor>
      </Text>
    </Stack>
  );
}
