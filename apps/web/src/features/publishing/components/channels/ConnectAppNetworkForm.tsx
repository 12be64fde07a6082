import '@/shared/i18n/parts/publishing';
import type { AppNetwork } from '@expertos/domain/publishing/limits';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { QueryError } from '@/shared/ui/QueryError';
import { networksQueryOptions, startOAuthConnect } from '../../api/channels';
import { NetworkIcon, networkName } from '../NetworkMark';
import { mastodonNavigation } from './ConnectMastodonForm';

/**
 * The networks that publish through the team's own developer app (Instagram, …): each one this
 * server is set up for sends the admin to its approval page and back; one it is not set up for
 * says so, and where the README tells how (a phone hand-off works meanwhile).
 */
export function ConnectAppNetworkForm({
  projectUid,
  onCancel,
}: {
  projectUid: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const k = 'ui.publishing.apps' as const;
  const networks = useQuery(networksQueryOptions(projectUid));
  const start = useMutation({
    mutationFn: (network: AppNetwork) => startOAuthConnect(projectUid, network),
    onSuccess: (url) => mastodonNavigation.go(url),
  });
  if (networks.isPending) return <Skeleton height={160} role="status" aria-label={t('ui.loading')} />;
  if (networks.isError)
    return (
      <QueryError
        message={t(`${k}.loadError`)}
        error={networks.error}
        onRetry={() => void networks.refetch()}
      />
    );
  const apps = networks.data.filter((n) => n.connect === 'oauth');
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t(`${k}.intro`)}
      </Text>
      <Stack gap="xs" role="list" aria-label={t(`${k}.listLabel`)}>
        {apps.map(({ network, set_up }) => (
          <Group key={network} justify="space-between" wrap="nowrap" role="listitem" gap="sm">
            <Group gap="xs" wrap="nowrap">
              <NetworkIcon network={network} />
              <div>
                <Text size="sm" fw={500}>
                  {networkName(network, t)}
                </Text>
                {!set_up && (
                  <Text size="xs" c="dimmed">
                    {t(`${k}.notSetUp`)}
                  </Text>
                )}
              </div>
            </Group>
            {/* A network not set up here has nothing to press: its line says why and what to do. */}
            {set_up && (
              <Button
                size="xs"
                style={{ flexShrink: 0 }}
                disabled={start.isPending || start.isSuccess}
                loading={start.variables === network && (start.isPending || start.isSuccess)}
                onClick={() => start.mutate(network as AppNetwork)}
                aria-label={t(`${k}.continueTo`, { network: networkName(network, t) })}
              >
                {t(`${k}.continue`)}
              </Button>
            )}
          </Group>
        ))}
      </Stack>
      {start.isError && (
        <Alert color="red" role="alert">
          {errorText(start.error)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('ui.common.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
