import '@/shared/i18n/parts/api-keys';
import '@/shared/i18n/parts/oauth';
import type { OAuthGrant } from '@expertos/domain/oauth';
import { Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { formatDate } from '@/shared/lib/format';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { notify } from '@/shared/ui/notify/notify-store';
import { QueryError } from '@/shared/ui/QueryError';
import { SectionCard } from '@/shared/ui/SectionCard';
import * as oauthApi from '../api/oauth';

/**
 * The apps a person connected through OAuth (docs/product.md#mcp), on /profile: each by name,
 * with what it may do, on which brands, when it was connected and last used, and Disconnect.
 */
export function ConnectedAppsCard() {
  const { t, i18n } = useTranslation();
  const k = 'ui.oauth' as const;
  const queryClient = useQueryClient();
  const projects = useWorkspaceStore((state) => state.projects);
  const brandName = (uid: string) => projects.find((brand) => brand.uid === uid)?.name ?? uid;
  const apps = useQuery({
    queryKey: oauthApi.connectedAppsQueryKey,
    queryFn: () => oauthApi.fetchConnectedApps(),
  });
  const disconnect = useMutation({
    mutationFn: (app: OAuthGrant) => oauthApi.disconnect(app.uid),
    onSuccess: () => {
      notify({ type: 'positive', message: t(`${k}.disconnected`) });
      void queryClient.invalidateQueries({ queryKey: oauthApi.connectedAppsQueryKey });
    },
    onError: (error) => notify({ type: 'negative', message: errorText(error) }),
  });
  const ask = async (app: OAuthGrant) => {
    const sure = await confirm({
      title: t(`${k}.disconnectTitle`, { name: app.client_name }),
      message: t(`${k}.disconnectMessage`),
      ok: t(`${k}.disconnect`),
      danger: true,
    });
    if (sure) disconnect.mutate(app);
  };

  return (
    <SectionCard title={t(`${k}.appsTitle`)} intro={t(`${k}.appsIntro`)}>
      {apps.isPending ? (
        <Skeleton height={48} role="status" aria-label={t('ui.loading')} />
      ) : apps.isError ? (
        <QueryError
          message={t(`${k}.appsLoadError`)}
          error={apps.error}
          onRetry={() => void apps.refetch()}
        />
      ) : apps.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(`${k}.appsEmpty`)}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t(`${k}.appsLabel`)}
        >
          {apps.data.map((app) => (
            <Group component="li" key={app.uid} justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                <Text fw={600}>{app.client_name}</Text>
                <Group gap={4} wrap="wrap" aria-label={t('ui.apiKeys.scopesLabel')}>
                  {app.scopes.map((scope) => (
                    <Badge key={scope} variant="light" size="sm" tt="none">
                      {scope}
                    </Badge>
                  ))}
                </Group>
                <Text size="xs">
                  {app.brands ? app.brands.map(brandName).join(', ') : t(`${k}.allBrands`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`${k}.connected`, { date: formatDate(app.created_at, i18n.language) })}
                  {' · '}
                  {app.last_used_at
                    ? t('ui.apiKeys.lastUsed', { date: formatDate(app.last_used_at, i18n.language) })
                    : t('ui.apiKeys.neverUsed')}
                </Text>
              </Stack>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                aria-label={t(`${k}.disconnectNamed`, { name: app.client_name })}
                onClick={() => void ask(app)}
              >
                {t(`${k}.disconnect`)}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
