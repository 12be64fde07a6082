import { Button, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { joinRedirect, safeRedirect } from '@/shared/lib/redirect';
import { startSession } from '@/shared/session/session';
import { useAuthStore } from '@/shared/stores/auth-store';
import { notify } from '@/shared/ui/notify/notify-store';
import { verifyEmail } from '../api/verify-email';
import { AuthHeader } from '../components/AuthHeader';

type Outcome = 'verifying' | 'failed';

/**
 * One verification per token for the page's lifetime: React's StrictMode runs effects
 * twice, and a remount must not spend the (single-use) token a second time.
 */
const verifications = new Map<string, Promise<void>>();

function verifyOnce(token: string): Promise<void> {
  let pending = verifications.get(token);
  if (!pending) {
    pending = verifyEmail(token);
    verifications.set(token, pending);
    // A failed attempt may be retried by reloading the page, not by re-rendering it.
  }
  return pending;
}

/** Forgets past verifications (tests). */
export function resetVerifications(): void {
  verifications.clear();
}

/**
 * The e-mailed confirmation link (/confirm-email?token=…&redirect=<path>): verifies the
 * token once, which also signs in the browser that signed up, then goes to `redirect` (or the
 * one kept from sign-up, or the dashboard). Opened in another browser the address is confirmed
 * without a session (login CSRF), and the page sends it to sign in with the 'verified' notice.
 * A failure says 'There was an error verifying your e-mail.'
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const linkRedirect = search.get('redirect');
  const [outcome, setOutcome] = useState<Outcome>(token ? 'verifying' : 'failed');

  useEffect(() => {
    if (!token) return;
    let active = true;
    const run = async () => {
      try {
        await verifyOnce(token);
      } catch {
        if (active) setOutcome('failed');
        return;
      }
      // StrictMode's first, discarded run stops here; the second one carries on.
      if (!active) return;
      const { redirect, redirectQuery } = useAuthStore.getState();
      const target = safeRedirect(linkRedirect) ?? safeRedirect(joinRedirect(redirect, redirectQuery));
      let started = false;
      try {
        started = await startSession();
      } catch {
        started = false;
      }
      if (!active) return;
      if (started) {
        useAuthStore.getState().setRedirect(null);
        await navigate(target ?? paths.dashboard(), { replace: true });
      } else {
        // Confirmed, but no session came with it (another browser, blocked cookies).
        notify({ type: 'positive', message: t('ui.auth.verified') });
        await navigate(paths.signin(target ? { redirect: target } : undefined), { replace: true });
      }
    };
    void run();
    return () => {
      active = false;
    };
  }, [token, linkRedirect, navigate, t]);

  const title = t('ui.pages.confirmEmail');
  if (outcome === 'verifying') {
    return (
      <Stack gap="md" align="center" ta="center" py="md">
        <AuthHeader title={title} />
        <Loader aria-hidden />
        <Text role="status">{t('ui.auth.verifying')}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md" align="center" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="red">
        <IconMailX size={30} aria-hidden />
      </ThemeIcon>
      <AuthHeader title={title} />
      <Text role="alert">{t('messages.emailVerifyError')}</Text>
      <Button component={Link} to={paths.signin()} fullWidth>
        {t('ui.auth.goToSignIn')}
      </Button>
    </Stack>
  );
}
