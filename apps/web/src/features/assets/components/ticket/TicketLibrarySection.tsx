import '@/shared/i18n/parts/assets';
import type { AssetBrand } from '@expertos/api-client/assets';
import { isApiError } from '@expertos/api-client/client';
import type { TicketAsset, TicketAssetKind, TicketAssets } from '@expertos/domain/assets';
import { ActionIcon, Anchor, Badge, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconLibraryPhoto, IconRefresh, IconX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { errorText } from '@/shared/api/error-text';
import { notify } from '@/shared/ui/notify/notify-store';
import { QueryError } from '@/shared/ui/QueryError';
import type { TicketSlotProps } from '@/shared/ui/slots';
import * as calls from '../../api/asset-calls';
import { assetKeys } from '../../api/asset-queries';
import { ticketAssetKeys, ticketAssetsQueryOptions } from '../../api/ticket-assets';
import { ASSET_PARAM } from '../../lib/library-params';
import { AssetThumb } from '../AssetThumb';
import { RightsBadge } from '../RightsBadge';
import { TicketAssetPicker } from './TicketAssetPicker';

const k = 'ui.assets.ticket' as const;

/** The refusal in words, with what it names (the asset whose rights ended, the limit reached). */
function refusal(error: unknown): string {
  const details = isApiError(error) ? (error.details ?? []).map((detail) => detail.message) : [];
  return [errorText(error), ...details].join(' ');
}

/**
 * A ticket's reference images and attachments from its brand's library (docs/product.md#asset-library):
 * each with its preview, the version the ticket keeps (and "use it" when the library has a
 * newer one), its rights when they need a look; "From library" adds more.
 */
export function TicketLibrarySection({ ticketUid, workspaceUid, project, headingOrder }: TicketSlotProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const client = useQueryClient();
  const [picking, setPicking] = useState(false);
  const query = useQuery(ticketAssetsQueryOptions(ticketUid));
  if (!project) return null;
  const brand: AssetBrand = { workspaceId: workspaceUid, projectId: project.uid };
  const items = query.data?.items ?? [];

  /** The answer replaces the list; the library's counts of uses move with it. */
  const changed = (next: TicketAssets) => {
    client.setQueryData(ticketAssetKeys.of(ticketUid), next);
    void client.invalidateQueries({ queryKey: assetKeys.all(brand) });
  };
  const add = async (assetUids: string[], kind: TicketAssetKind) => {
    try {
      changed(await calls.addToTicket(ticketUid, { asset_uids: assetUids, kind }));
      notify({ type: 'positive', message: t('ui.assets.picker.added', { count: assetUids.length }) });
      return true;
    } catch (error) {
      notify({ type: 'negative', message: t(`${k}.failed`, { reason: refusal(error) }) });
      return false;
    }
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId} data-testid="ticket-library">
      <Group justify="space-between" gap="xs">
        <Title order={headingOrder} size="h5" id={headingId}>
          {t(`${k}.title`)}
        </Title>
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconLibraryPhoto size={12} aria-hidden />}
          onClick={() => setPicking(true)}
        >
          {t(`${k}.open`)}
        </Button>
      </Group>
      {query.isError ? (
        <QueryError message={t(`${k}.loadError`)} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isSuccess && items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(`${k}.empty`)}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <TicketAssetRow
              key={`${item.kind}:${item.asset.uid}`}
              brand={brand}
              projectSlug={project.slug}
              ticketUid={ticketUid}
              item={item}
              onChanged={changed}
            />
          ))}
        </Stack>
      )}
      <TicketAssetPicker
        brand={brand}
        opened={picking}
        onClose={() => setPicking(false)}
        initialKind="reference"
        onTicket={new Set(items.map((item) => `${item.kind}:${item.asset.uid}`))}
        onAdd={add}
      />
    </Stack>
  );
}

function TicketAssetRow({
  brand,
  projectSlug,
  ticketUid,
  item,
  onChanged,
}: {
  brand: AssetBrand;
  projectSlug: string;
  ticketUid: string;
  item: TicketAsset;
  onChanged: (next: TicketAssets) => void;
}) {
  const { t } = useTranslation();
  const { asset } = item;
  const failed = (error: unknown) =>
    notify({ type: 'negative', message: t(`${k}.failed`, { reason: refusal(error) }) });
  const remove = useMutation({
    mutationFn: () => calls.removeFromTicket(ticketUid, asset.uid, item.kind),
    onSuccess: (next) => {
      onChanged(next);
      notify({ type: 'positive', message: t(`${k}.removed`, { name: asset.name }) });
    },
    onError: failed,
  });
  const newer = useMutation({
    mutationFn: () => calls.takeNewerOnTicket(ticketUid, asset.uid, item.kind),
    onSuccess: onChanged,
    onError: failed,
  });
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start" data-testid="ticket-library-item">
      <Box w={56} style={{ flexShrink: 0 }}>
        <AssetThumb
          brand={brand}
          assetUid={asset.uid}
          kind={asset.kind}
          // The version the ticket keeps, which may be older than the library's.
          version={{ uid: item.version_uid, preview: item.version_preview }}
          height={56}
          alt={asset.name}
        />
      </Box>
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Anchor
          component={Link}
          to={`${paths.brandLibrary(projectSlug)}?${ASSET_PARAM}=${encodeURIComponent(asset.uid)}`}
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
        >
          {asset.name}
        </Anchor>
        <Group gap={6}>
          <Badge size="xs" variant="light" color="gray">
            {t(`${k}.kinds.${item.kind}`)}
          </Badge>
          <Text size="xs" c="dimmed">
            {t(`${k}.version`, { number: item.version_number })}
          </Text>
          {(asset.rights.state === 'expiring' || asset.rights.state === 'expired') && (
            <RightsBadge state={asset.rights.state} size="xs" />
          )}
        </Group>
        {item.newer_version && (
          <Group gap={6}>
            <Text size="xs" c="orange.9">
              {t(`${k}.newer`, { number: asset.version.number })}
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconRefresh size={12} aria-hidden />}
              loading={newer.isPending}
              onClick={() => newer.mutate()}
            >
              {t(`${k}.useNewer`)}
            </Button>
          </Group>
        )}
      </Stack>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t(`${k}.remove`, { name: asset.name })}
        loading={remove.isPending}
        onClick={() => remove.mutate()}
      >
        <IconX size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
