import '@/shared/i18n/parts/publishing';
import type { PublishingChannel } from '@expertos/domain/publishing/channel.schema';
import { Alert, Avatar, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDeviceMobile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { hostLabel } from '../../lib/account-label';
import { NetworkIcon, networkName } from '../NetworkMark';

/** A channel as the card lists it: the account, its network, and whether it needs reconnecting. */
export function ChannelItem({
  channel,
  admin,
  onDisconnect,
  disconnecting,
}: {
  channel: PublishingChannel;
  admin: boolean;
  onDisconnect: () => void;
  disconnecting: boolean;
}) {
  const { t } = useTranslation();
  const k = 'ui.publishing.channels' as const;
  const network = networkName(channel.network, t);
  const broken = channel.state === 'needs_reconnecting';
  // Only an https picture: the app's page allows no other (its content security policy).
  const avatar = channel.avatar_url?.startsWith('https://') ? channel.avatar_url : null;
  // Under the account's name, its handle; under a handle (no name given), the network alone.
  const where =
    // A handle that names its server already (Mastodon's @name@server) needs it said once.
    channel.host && channel.mode === 'api' && !channel.handle.includes(hostLabel(channel.host))
      ? t(`${k}.networkOnHost`, { network, host: hostLabel(channel.host) })
      : network;
  const subtitle = channel.display_name ? t(`${k}.handleOn`, { handle: channel.handle, where }) : where;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      role="listitem"
      aria-label={`${network} ${channel.handle}`}
      data-testid="publishing-channel"
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar src={avatar} radius="xl" size={40} alt="">
              <NetworkIcon network={channel.network} size={22} />
            </Avatar>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Group gap={6} wrap="nowrap">
                <NetworkIcon network={channel.network} size={16} />
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {channel.display_name || channel.handle}
                </Text>
              </Group>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {subtitle}
              </Text>
            </Stack>
          </Group>
          <Group gap="xs" wrap="wrap">
            {channel.mode === 'handoff' && (
              <Badge variant="light" color="grape" leftSection={<IconDeviceMobile size={12} aria-hidden />}>
                {t(`${k}.handoffBadge`)}
              </Badge>
            )}
            <Badge variant="light" color={broken ? 'orange' : 'teal'}>
              {broken ? t(`${k}.needsReconnecting`) : t(`${k}.connected`)}
            </Badge>
            {admin && (
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                onClick={onDisconnect}
                loading={disconnecting}
                aria-label={t(`${k}.disconnectLabel`, { handle: channel.handle, network })}
              >
                {t(`${k}.disconnect`)}
              </Button>
            )}
          </Group>
        </Group>
        {channel.mode === 'handoff' && (
          <Text size="xs" c="dimmed">
            {t(`${k}.handoffHint`, { network })}
          </Text>
        )}
        {broken && (
          <Alert color="orange" variant="light" p="xs" icon={<IconAlertTriangle size={16} aria-hidden />}>
            <Text size="sm">
              {channel.state_reason
                ? t(`${k}.reconnectReason`, { reason: channel.state_reason })
                : t(`${k}.reconnectHint`)}
            </Text>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
