import '@/shared/i18n/parts/security';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { errorText } from '@/shared/api/error-text';
import { formatDate } from '@/shared/lib/format';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { FormAlert } from '@/shared/ui/FormAlert';
import { notify } from '@/shared/ui/notify/notify-store';
import { QueryError } from '@/shared/ui/QueryError';
import { SectionCard } from '@/shared/ui/SectionCard';
import * as providersApi from '../api/providers';
import { providerErrorText } from './ProviderButtons';

/**
 * The providers the person may sign in with (docs/product.md#sign-in-with-a-provider):
 * connected or not, connect (the provider must confirm this account's address) or disconnect.
 * Nothing shows when the server offers no provider.
 */
export function ProvidersCard() {
  const { t, i18n } = useTranslation();
  const k = 'ui.security' as const;
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const offered = useQuery({
    queryKey: providersApi.signInProvidersQueryKey,
    queryFn: providersApi.fetchSignInProviders,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const hasProviders = (offered.data?.length ?? 0) > 0;
  const linked = useQuery({
    queryKey: providersApi.linkedProvidersQueryKey,
    queryFn: providersApi.fetchLinkedProviders,
    enabled: hasProviders,
  });
  const nameOf = (id: string) => offered.data?.find((p) => p.id === id)?.name ?? id;

  // Back from a provider: say how it went, once.
  const error = search.get('error');
  const justLinked = search.get('linked');
  useEffect(() => {
    if (!justLinked || !offered.data) return;
    const name = offered.data.find((p) => p.id === justLinked)?.name ?? justLinked;
    notify({ type: 'positive', message: t('ui.security.providerLinked', { provider: name }) });
    setSearch({}, { replace: true });
  }, [justLinked, offered.data, t, setSearch]);

  const connect = useMutation({
    mutationFn: (provider: string) =>
      providersApi.goToProvider({
        provider,
        link: true,
        callbackURL: `${paths.accountSecurity()}?linked=${encodeURIComponent(provider)}`,
        errorCallbackURL: paths.accountSecurity(),
      }),
    onError: (failure) => notify({ type: 'negative', message: errorText(failure) }),
  });
  const disconnect = useMutation({
    mutationFn: (provider: string) => providersApi.unlinkProvider(provider),
    onSuccess: (_, provider) => {
      notify({ type: 'positive', message: t(`${k}.disconnected`, { provider: nameOf(provider) }) });
      void queryClient.invalidateQueries({ queryKey: providersApi.linkedProvidersQueryKey });
    },
    onError: (failure) => notify({ type: 'negative', message: errorText(failure) }),
  });
  const askDisconnect = async (provider: string) => {
    const sure = await confirm({
      title: t(`${k}.disconnectTitle`, { provider: nameOf(provider) }),
      message: t(`${k}.disconnectMessage`),
      ok: t(`${k}.disconnect`),
      danger: true,
    });
    if (sure) disconnect.mutate(provider);
  };

  if (!hasProviders) return null;
  return (
    <SectionCard title={t(`${k}.providersTitle`)} intro={t(`${k}.providersIntro`)}>
      {error && <FormAlert tone="error">{providerErrorText(error, t)}</FormAlert>}
      {linked.isPending ? (
        <Skeleton height={48} role="status" aria-label={t('ui.loading')} />
      ) : linked.isError ? (
        <QueryError
          message={t(`${k}.providersLoadError`)}
          error={linked.error}
          onRetry={() => void linked.refetch()}
        />
      ) : (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t(`${k}.providersLabel`)}
        >
          {offered.data?.map((provider) => {
            const link = linked.data.find((l) => l.provider === provider.id);
            return (
              <Group component="li" key={provider.id} justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2}>
                  <Text fw={600}>{provider.name}</Text>
                  <Text size="xs" c="dimmed">
                    {link
                      ? t(`${k}.connected`, { date: formatDate(link.linked_at, i18n.language) })
                      : t(`${k}.notConnected`)}
                  </Text>
                </Stack>
                {link ? (
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    aria-label={t(`${k}.disconnectNamed`, { provider: provider.name })}
                    loading={disconnect.isPending && disconnect.variables === provider.id}
                    onClick={() => void askDisconnect(provider.id)}
                  >
                    {t(`${k}.disconnect`)}
                  </Button>
                ) : (
                  <Button
                    variant="light"
                    size="compact-sm"
                    aria-label={t(`${k}.connectNamed`, { provider: provider.name })}
                    loading={connect.isPending && connect.variables === provider.id}
                    onClick={() => connect.mutate(provider.id)}
                  >
                    {t(`${k}.connect`)}
                  </Button>
                )}
              </Group>
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
}
