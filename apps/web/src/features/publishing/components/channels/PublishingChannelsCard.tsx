import '@/shared/i18n/parts/publishing';
import type { PublishingChannel } from '@expertos/domain/publishing/channel.schema';
import { Alert, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import {
  IconBrandBluesky,
  IconBrandInstagram,
  IconBrandMastodon,
  IconDeviceMobile,
  IconLock,
  IconSend,
} from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { EmptyState } from '@/shared/ui/EmptyState';
import { notify } from '@/shared/ui/notify/notify-store';
import { QueryError } from '@/shared/ui/QueryError';
import { SectionCard } from '@/shared/ui/SectionCard';
import { channelsQueryKey, channelsQueryOptions, disconnectChannel } from '../../api/channels';
import { useIsBrandAdmin } from '../../hooks/use-brand-admin';
import { networkName } from '../NetworkMark';
import { ChannelItem } from './ChannelItem';
import { ConnectAppNetworkForm } from './ConnectAppNetworkForm';
import { ConnectBlueskyForm } from './ConnectBlueskyForm';
import { ConnectHandoffForm } from './ConnectHandoffForm';
import { ConnectMastodonForm } from './ConnectMastodonForm';
import { ConnectResult } from './ConnectResult';

type Connecting = 'bluesky' | 'mastodon' | 'apps' | 'handoff' | null;

/**
 * A brand's publishing channels on its integrations page (docs/product.md#publishing): every
 * account with its network and state; brand admins connect Bluesky, Mastodon or a phone
 * hand-off and disconnect; members see the list.
 */
export function PublishingChannelsCard({ projectUid }: { projectUid: string }) {
  const { t } = useTranslation();
  const k = 'ui.publishing.channels' as const;
  const queryClient = useQueryClient();
  const list = useQuery(channelsQueryOptions(projectUid));
  const adminState = useIsBrandAdmin(projectUid);
  const admin = adminState === true;
  const [connecting, setConnecting] = useState<Connecting>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: channelsQueryKey(projectUid) });
  const disconnect = useMutation({
    mutationFn: (channel: PublishingChannel) => disconnectChannel(projectUid, channel.uid),
    onSuccess: (_, channel) => {
      notify({ type: 'positive', message: t(`${k}.disconnected`, { handle: channel.handle }) });
      void refresh();
    },
    onError: (error) => notify({ type: 'negative', message: errorText(error) }),
  });
  const askDisconnect = async (channel: PublishingChannel) => {
    const network = networkName(channel.network, t);
    const sure = await confirm({
      title: t(`${k}.disconnectTitle`, { handle: channel.handle, network }),
      message: t(`${k}.disconnectText`, { network }),
      ok: t(`${k}.disconnect`),
      danger: true,
    });
    if (sure) disconnect.mutate(channel);
  };
  const connected = (channel: PublishingChannel) => {
    setConnecting(null);
    notify({
      type: 'positive',
      message: t(`${k}.added`, { handle: channel.handle, network: networkName(channel.network, t) }),
    });
    void refresh();
  };

  const actions = admin ? (
    <Group gap="xs">
      <Button
        size="sm"
        leftSection={<IconBrandBluesky size={16} aria-hidden />}
        onClick={() => setConnecting('bluesky')}
      >
        {t(`${k}.connectBluesky`)}
      </Button>
      <Button
        size="sm"
        leftSection={<IconBrandMastodon size={16} aria-hidden />}
        onClick={() => setConnecting('mastodon')}
      >
        {t(`${k}.connectMastodon`)}
      </Button>
      <Button
        size="sm"
        leftSection={<IconBrandInstagram size={16} aria-hidden />}
        onClick={() => setConnecting('apps')}
      >
        {t(`${k}.connectApp`)}
      </Button>
      <Button
        size="sm"
        variant="default"
        leftSection={<IconDeviceMobile size={16} aria-hidden />}
        onClick={() => setConnecting('handoff')}
      >
        {t(`${k}.addHandoff`)}
      </Button>
    </Group>
  ) : null;

  let body: React.ReactNode;
  if (list.isPending) body = <Skeleton height={72} radius="md" role="status" aria-label={t('ui.loading')} />;
  else if (list.isError)
    body = (
      <QueryError message={t(`${k}.loadError`)} error={list.error} onRetry={() => void list.refetch()} />
    );
  else if (list.data.length === 0)
    body = (
      <EmptyState
        title={t(`${k}.emptyTitle`)}
        description={admin ? t(`${k}.emptyText`) : t(`${k}.emptyMember`)}
        icon={<IconSend size={32} stroke={1.5} aria-hidden />}
      />
    );
  else
    body = (
      <Stack gap="xs" role="list" aria-label={t(`${k}.listLabel`)}>
        {list.data.map((channel) => (
          <ChannelItem
            key={channel.uid}
            channel={channel}
            admin={admin}
            onDisconnect={() => void askDisconnect(channel)}
            disconnecting={disconnect.isPending && disconnect.variables?.uid === channel.uid}
          />
        ))}
      </Stack>
    );

  const close = () => setConnecting(null);
  return (
    <SectionCard title={t(`${k}.title`)} intro={t(`${k}.intro`)}>
      <ConnectResult projectUid={projectUid} />
      {adminState === false && (
        <Alert variant="light" color="gray" p="xs" icon={<IconLock size={16} aria-hidden />}>
          <Text size="sm">{t(`${k}.readOnly`)}</Text>
        </Alert>
      )}
      {actions}
      {body}
      <Modal
        opened={connecting === 'bluesky'}
        onClose={close}
        title={t('ui.publishing.bluesky.title')}
        size="lg"
      >
        {connecting === 'bluesky' && (
          <ConnectBlueskyForm projectUid={projectUid} onDone={connected} onCancel={close} />
        )}
      </Modal>
      <Modal opened={connecting === 'mastodon'} onClose={close} title={t('ui.publishing.mastodon.title')}>
        {connecting === 'mastodon' && <ConnectMastodonForm projectUid={projectUid} onCancel={close} />}
      </Modal>
      <Modal opened={connecting === 'apps'} onClose={close} title={t('ui.publishing.apps.title')}>
        {connecting === 'apps' && <ConnectAppNetworkForm projectUid={projectUid} onCancel={close} />}
      </Modal>
      <Modal opened={connecting === 'handoff'} onClose={close} title={t('ui.publishing.handoff.title')}>
        {connecting === 'handoff' && (
          <ConnectHandoffForm projectUid={projectUid} onDone={connected} onCancel={close} />
        )}
      </Modal>
    </SectionCard>
  );
}
