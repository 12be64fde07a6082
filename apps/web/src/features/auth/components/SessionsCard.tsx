import '@/shared/i18n/parts/security';
import type { AccountSession } from '@expertos/domain/sessions';
import { Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { formatDate, formatRelative } from '@/shared/lib/format';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { notify } from '@/shared/ui/notify/notify-store';
import { QueryError } from '@/shared/ui/QueryError';
import { SectionCard } from '@/shared/ui/SectionCard';
import * as sessionsApi from '../api/sessions';

/**
 * Where the person is signed in (docs/product.md#sessions): each session's device, address,
 * how it signed in and when, this one marked; sign out one, or every other.
 */
export function SessionsCard() {
  const { t, i18n } = useTranslation();
  const k = 'ui.security' as const;
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: sessionsApi.sessionsQueryKey, queryFn: sessionsApi.fetchSessions });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: sessionsApi.sessionsQueryKey });
  const signOutOne = useMutation({
    mutationFn: (session: AccountSession) => sessionsApi.signOutSession(session.id),
    onSuccess: () => {
      notify({ type: 'positive', message: t(`${k}.signedOut`) });
      refresh();
    },
    onError: (error) => notify({ type: 'negative', message: errorText(error) }),
  });
  const signOutOthers = useMutation({
    mutationFn: sessionsApi.signOutOthers,
    onSuccess: (count) => {
      notify({ type: 'positive', message: t(`${k}.signedOutOthers`, { count }) });
      refresh();
    },
    onError: (error) => notify({ type: 'negative', message: errorText(error) }),
  });
  const askOne = async (session: AccountSession) => {
    const sure = await confirm({
      title: t(`${k}.signOutTitle`, { device: session.device }),
      message: t(`${k}.signOutMessage`),
      ok: t(`${k}.signOut`),
      danger: true,
    });
    if (sure) signOutOne.mutate(session);
  };
  const askOthers = async () => {
    const sure = await confirm({
      title: t(`${k}.signOutOthersTitle`),
      message: t(`${k}.signOutOthersMessage`),
      ok: t(`${k}.signOutOthers`),
      danger: true,
    });
    if (sure) signOutOthers.mutate();
  };
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  return (
    <SectionCard title={t(`${k}.sessionsTitle`)} intro={t(`${k}.sessionsIntro`)}>
      {sessions.isPending ? (
        <Skeleton height={96} role="status" aria-label={t('ui.loading')} />
      ) : sessions.isError ? (
        <QueryError
          message={t(`${k}.sessionsLoadError`)}
          error={sessions.error}
          onRetry={() => void sessions.refetch()}
        />
      ) : (
        <Stack gap="md">
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t(`${k}.sessionsLabel`)}
          >
            {sessions.data.map((session) => {
              const signedIn = formatDate(session.created_at, i18n.language);
              return (
                <Group component="li" key={session.id} justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                    <Group gap="xs" wrap="wrap">
                      <Text fw={600}>{session.device}</Text>
                      {session.current && (
                        <Badge variant="light" color="green" size="sm" tt="none">
                          {t(`${k}.thisDevice`)}
                        </Badge>
                      )}
                    </Group>
                    <Group gap={4} wrap="wrap" aria-label={t(`${k}.methodsLabel`)}>
                      {session.methods.map((method) => (
                        <Badge key={method} variant="outline" size="sm" tt="none">
                          {t(`${k}.method.${method}`)}
                        </Badge>
                      ))}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {t(`${k}.signedIn`, { date: signedIn })}
                      {' · '}
                      {session.ip_address
                        ? t(`${k}.address`, { address: session.ip_address })
                        : t(`${k}.unknownAddress`)}
                      {session.last_seen_at && (
                        <>
                          {' · '}
                          {t(`${k}.lastSeen`, {
                            when: formatRelative(session.last_seen_at, Date.now(), i18n.language),
                          })}
                        </>
                      )}
                    </Text>
                  </Stack>
                  {!session.current && (
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      aria-label={t(`${k}.signOutNamed`, { device: session.device, date: signedIn })}
                      loading={signOutOne.isPending && signOutOne.variables?.id === session.id}
                      onClick={() => void askOne(session)}
                    >
                      {t(`${k}.signOut`)}
                    </Button>
                  )}
                </Group>
              );
            })}
          </Stack>
          {others.length > 0 ? (
            <Group>
              <Button
                variant="light"
                color="red"
                loading={signOutOthers.isPending}
                onClick={() => void askOthers()}
              >
                {t(`${k}.signOutOthers`)}
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t(`${k}.onlyThis`)}
            </Text>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
