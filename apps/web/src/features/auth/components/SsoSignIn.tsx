import { Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { formRules } from '@/shared/lib/form-rules';
import { FormAlert } from '@/shared/ui/FormAlert';
import * as ssoApi from '../api/sso';

/** The form's rule, imported once the form is open (form-rules.ts). */
const ssoRules = formRules(() => import('@expertos/domain/sso.schema'));

export interface SsoSignInProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the e-mail field starts with (the address typed in the password form). */
  initialEmail: string;
  /** Where to land once signed in (a path of this app). */
  redirect: string | null;
}

/**
 * "Sign in with single sign-on" (docs/product.md#single-sign-on): a button that opens a form of
 * its own for the work address, which sends the browser to the identity provider of the
 * workspace that verified its domain. Why it cannot (no single sign-on for this address, a
 * domain not verified yet) is said in the form. Its own form: forms cannot nest.
 */
export function SsoSignIn({ open, onOpenChange, initialEmail, redirect }: SsoSignInProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [invalid, setInvalid] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);

  useEffect(() => {
    if (open) ssoRules.preload();
  }, [open]);

  // Opening moves focus to the address; closing gives it back to the button that opened it.
  useEffect(() => {
    if (open) emailRef.current?.focus();
    else if (wasOpen.current) toggleRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  // Back from the provider's page through the browser's history (a page restored as it was):
  // the button is no longer waiting for anything.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setPending(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  if (!open)
    return (
      <Button
        ref={toggleRef}
        type="button"
        variant="default"
        fullWidth
        onClick={() => {
          setEmail((current) => current || initialEmail);
          onOpenChange(true);
        }}
      >
        {t('ui.auth.signInWithSso')}
      </Button>
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const rules = await ssoRules.get().catch((error: unknown) => {
      setMessage(errorText(error));
      setPending(false);
      return null;
    });
    if (!rules) return;
    const address = rules.ssoStartSchema.shape.email.safeParse(email.trim());
    setInvalid(!address.success);
    setMessage(null);
    if (!address.success) {
      setPending(false);
      return;
    }
    try {
      const url = await ssoApi.startSso({ email: address.data, ...(redirect ? { redirect } : {}) });
      // Stays pending: the browser is leaving for the provider.
      ssoApi.leaveFor(url);
    } catch (error) {
      setMessage(errorText(error));
      setPending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('ui.auth.ssoTitle')}>
      <Stack gap="sm">
        <Divider label={t('ui.auth.ssoTitle')} labelPosition="center" />
        <Text size="sm">{t('ui.auth.ssoIntro')}</Text>
        <TextInput
          ref={emailRef}
          label={t('ui.auth.workEmail')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          name="sso_email"
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setInvalid(false);
          }}
          error={invalid ? t('ui.validation.email') : false}
        />
        <FormAlert>{message}</FormAlert>
        <Group justify="flex-end" gap="xs">
          <Button type="button" variant="subtle" disabled={pending} onClick={() => onOpenChange(false)}>
            {t('ui.common.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('ui.auth.continue')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
