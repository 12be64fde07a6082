import { PROVIDER_ERRORS } from '@expertos/domain/sign-in-providers';
import { Button, Divider, Stack } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { errorText } from '@/shared/api/error-text';
import { FormAlert } from '@/shared/ui/FormAlert';
import * as providersApi from '../api/providers';

/**
 * "Continue with Google" and the like on the sign-in and sign-up pages, one per provider the
 * server offers (nothing when it offers none). The browser goes to the provider and comes
 * back signed in at `callbackURL`, or to this page with `?error=`.
 */
export function ProviderButtons({
  callbackURL,
  errorCallbackURL,
  divider = true,
}: {
  callbackURL: string;
  errorCallbackURL: string;
  /** An "or" line above the buttons (the sign-in page has one above its passkey button already). */
  divider?: boolean;
}) {
  const { t } = useTranslation();
  const providers = useQuery({
    queryKey: providersApi.signInProvidersQueryKey,
    queryFn: providersApi.fetchSignInProviders,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const go = useMutation({
    mutationFn: (provider: string) =>
      providersApi.goToProvider({
        provider,
        callbackURL,
        errorCallbackURL,
        // A new account sets up its workspace first, as after confirming a sign-up.
        newUserCallbackURL: paths.onboarding(),
      }),
  });
  if (!providers.data || providers.data.length === 0) return null;
  return (
    <Stack gap="sm">
      {divider && <Divider label={t('ui.auth.or')} labelPosition="center" />}
      {providers.data.map((provider) => (
        <Button
          key={provider.id}
          type="button"
          variant="default"
          fullWidth
          loading={go.isPending && go.variables === provider.id}
          disabled={go.isPending}
          onClick={() => go.mutate(provider.id)}
        >
          {t('ui.auth.continueWith', { provider: provider.name })}
        </Button>
      ))}
      {go.isError && <FormAlert tone="error">{errorText(go.error)}</FormAlert>}
    </Stack>
  );
}

/** The text for a provider sign-in's `?error=` code (a known one, else a general one). */
export function providerErrorText(code: string, t: TFunction): string {
  return Object.hasOwn(PROVIDER_ERRORS, code)
    ? t(`ui.auth.providerErrors.${code as keyof typeof PROVIDER_ERRORS}`)
    : t('ui.auth.providerErrorFallback');
}
