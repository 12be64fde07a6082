import '@/shared/i18n/parts/social';
import {
  SOCIAL_PROVIDER_LABELS,
  SOCIAL_PROVIDERS,
  SOCIAL_RESULT_PARAM,
  type SocialProvider,
  type SocialStatus,
} from '@expertos/domain/social.schema';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconBrandInstagram, IconBrandYoutube } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '@/shared/api/error-text';
import { translateError } from '@/shared/i18n/i18n';
import { formatDateTime, formatNumber } from '@/shared/lib/format';
import { notify } from '@/shared/ui/notify/notify-store';
import { QueryError } from '@/shared/ui/QueryError';
import {
  disconnectSocialAccount,
  socialQueryKey,
  socialQueryOptions,
  startSocialConnect,
  startSocialImport,
} from '../api/social';
import { ImportProgress } from './ImportProgress';

export interface BrandSocialProps {
  workspaceUid: string | null;
  projectUid: string;
  /** Brand admins connect, import and disconnect; everyone else reads. */
  canEdit: boolean;
}

const ICONS = { instagram: IconBrandInstagram, youtube: IconBrandYoutube } as const;

/** How connecting went, from the query the provider's redirect back landed with (then dropped). */
function ConnectResult() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const outcome = params.get(SOCIAL_RESULT_PARAM);
  if (outcome !== 'ok' && outcome !== 'error') return null;
  const provider = params.get('provider') === 'youtube' ? 'youtube' : 'instagram';
  const close = () =>
    setParams(
      (current) => {
        for (const key of [SOCIAL_RESULT_PARAM, 'provider', 'reason']) current.delete(key);
        return current;
      },
      { replace: true },
    );
  return outcome === 'ok' ? (
    <Alert color="green" withCloseButton onClose={close} role="status">
      {t('ui.social.connectedOk', { provider: SOCIAL_PROVIDER_LABELS[provider] })}
    </Alert>
  ) : (
    <Alert color="red" withCloseButton onClose={close} role="alert">
      {translateError(params.get('reason') ?? 'integration_state_invalid', '')}
    </Alert>
  );
}

function ProviderCard({
  provider,
  entry,
  props,
}: {
  provider: SocialProvider;
  entry: SocialStatus[SocialProvider];
  props: BrandSocialProps & { workspaceUid: string };
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const label = SOCIAL_PROVIDER_LABELS[provider];
  const Icon = ICONS[provider];
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: socialQueryKey(props.workspaceUid, props.projectUid) });
  const failed = (error: unknown) => notify({ type: 'negative', message: errorText(error) });
  const connect = useMutation({
    mutationFn: () => startSocialConnect(props.workspaceUid, props.projectUid, provider),
    onSuccess: (url) => window.location.assign(url),
    onError: failed,
  });
  const importNow = useMutation({
    mutationFn: () => startSocialImport(props.workspaceUid, props.projectUid, provider),
    onSuccess: () => void refresh(),
    onError: failed,
  });
  const disconnect = useMutation({
    mutationFn: () => disconnectSocialAccount(props.workspaceUid, props.projectUid, provider),
    onSuccess: () => void refresh(),
    onError: failed,
  });
  const connection = entry.connection;
  const format = (value: number) => formatNumber(value, i18n.language);

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={label}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Icon size={22} aria-hidden />
            <Title order={3} size="h5">
              {label}
            </Title>
          </Group>
          {connection && (
            <Badge color={connection.state === 'connected' ? 'teal' : 'orange'} variant="light">
              {connection.state === 'connected'
                ? t('ui.social.connectedBadge')
                : t('ui.social.reconnectBadge')}
            </Badge>
          )}
        </Group>
        {!entry.available ? (
          <Text size="sm" c="dimmed">
            {t('ui.social.notConfigured', { provider: label })}
          </Text>
        ) : !connection ? (
          <>
            <Text size="sm" c="dimmed">
              {t('ui.social.notConnected')}
            </Text>
            {props.canEdit ? (
              <Button
                onClick={() => connect.mutate()}
                loading={connect.isPending}
                leftSection={<Icon size={16} aria-hidden />}
              >
                {t('ui.social.connect', { provider: label })}
              </Button>
            ) : (
              <Text size="xs" c="dimmed">
                {t('ui.social.adminOnly')}
              </Text>
            )}
          </>
        ) : (
          <>
            <Text size="sm">
              {connection.account_url ? (
                <Anchor href={connection.account_url} target="_blank" rel="noopener noreferrer">
                  {t('ui.social.connectedAs', { name: connection.account_name })}
                </Anchor>
              ) : (
                t('ui.social.connectedAs', { name: connection.account_name })
              )}
            </Text>
            {connection.state === 'reconnect' && (
              <Alert color="orange" role="alert">
                {t('ui.social.needsReconnect', { provider: label })}
                {connection.last_error ? ` ${connection.last_error.message}` : ''}
              </Alert>
            )}
            <SimpleGrid cols={3} spacing="xs">
              <Figure label={t('ui.social.followers')} value={connection.profile.followers} format={format} />
              <Figure label={t('ui.social.posts')} value={connection.profile.media_count} format={format} />
              <Figure label={t('ui.social.imported')} value={connection.imported_posts} format={format} />
            </SimpleGrid>
            {connection.import_job_id ? (
              <ImportProgress
                workspaceUid={props.workspaceUid}
                jobId={connection.import_job_id}
                onFinished={() => void refresh()}
              />
            ) : (
              connection.last_import_at && (
                <Text size="xs" c="dimmed">
                  {t('ui.social.lastImport', {
                    date: formatDateTime(connection.last_import_at, i18n.language),
                  })}
                </Text>
              )
            )}
            {props.canEdit && (
              <Group gap="xs">
                {connection.state === 'connected' ? (
                  <Button
                    size="xs"
                    onClick={() => importNow.mutate()}
                    loading={importNow.isPending}
                    disabled={Boolean(connection.import_job_id)}
                  >
                    {t('ui.social.importNew')}
                  </Button>
                ) : (
                  <Button size="xs" onClick={() => connect.mutate()} loading={connect.isPending}>
                    {t('ui.social.reconnect', { provider: label })}
                  </Button>
                )}
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => disconnect.mutate()}
                  loading={disconnect.isPending}
                >
                  {t('ui.social.disconnect')}
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}

function Figure({
  label,
  value,
  format,
}: {
  label: string;
  value: number | null;
  format: (value: number) => string;
}) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value === null ? '—' : format(value)}</Text>
    </Stack>
  );
}

/**
 * Connect Instagram's accounts card (docs/product.md#instagram-and-youtube-import): the brand's
 * Instagram and YouTube, connected or not, with the running import's progress.
 */
export function SocialAccountsCard(props: BrandSocialProps) {
  const { t } = useTranslation();
  const query = useQuery(socialQueryOptions(props.workspaceUid ?? '', props.projectUid));
  if (!props.workspaceUid) return null;
  const workspaceUid = props.workspaceUid;
  return (
    <Stack gap="sm">
      <ConnectResult />
      {query.isPending ? (
        <Skeleton height={140} radius="md" />
      ) : query.isError ? (
        <QueryError message={t('ui.social.title')} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {SOCIAL_PROVIDERS.map((provider) => (
            <ProviderCard
              key={provider}
              provider={provider}
              entry={query.data[provider]}
              props={{ ...props, workspaceUid }}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
