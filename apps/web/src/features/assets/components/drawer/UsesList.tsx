import '@/shared/i18n/parts/assets';
import type { AssetBrand } from '@expertos/api-client/assets';
import { ASSET_NETWORKS, type AssetNetwork } from '@expertos/domain/assets';
import { TICKET_STATUSES, type TicketStatus } from '@expertos/domain/tickets';
import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/shared/lib/format';
import { QueryError } from '@/shared/ui/QueryError';
import { useAssetUses } from '../../api/asset-queries';

const s = 'ui.assets.uses' as const;

const isTicketStatus = (status: string): status is TicketStatus =>
  (TICKET_STATUSES as readonly string[]).includes(status);
/** A status this build has no text for (a publication's), readable: `needs_retry` → "Needs retry". */
const inWords = (status: string) => {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
const isNetwork = (network: string): network is AssetNetwork =>
  (ASSET_NETWORKS as readonly string[]).includes(network);

/**
 * Where the asset is used: the tickets and posts the viewer may see (number, summary, how it is
 * used, which version, status, network and when), then how many more they may not.
 */
export function UsesList({
  brand,
  assetUid,
  slug,
  linkTickets,
}: {
  brand: AssetBrand;
  assetUid: string;
  slug: string;
  /** Externals cannot open tasks: the ticket is named, not linked. */
  linkTickets: boolean;
}) {
  const { t, i18n } = useTranslation();
  const uses = useAssetUses(brand, assetUid);
  if (uses.isPending) return <Skeleton height={60} role="status" aria-label={t(`${s}.label`)} />;
  if (uses.isError)
    return (
      <QueryError message={t(`${s}.loadError`)} error={uses.error} onRetry={() => void uses.refetch()} />
    );
  const { items, hidden } = uses.data;
  return (
    <Stack gap="xs">
      {items.length === 0 && hidden === 0 && (
        <Text size="sm" c="dimmed">
          {t(`${s}.none`)}
        </Text>
      )}
      {items.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t(`${s}.label`)}>
          {items.map((use) => {
            const title = t(`${s}.ticket`, { number: use.ticket_number ?? '—', summary: use.summary });
            const status = isTicketStatus(use.status)
              ? t(`ui.tickets.list.statuses.${use.status}`)
              : inWords(use.status);
            const network = use.network
              ? isNetwork(use.network)
                ? t(`ui.assets.networks.${use.network}`)
                : use.network
              : null;
            return (
              <Stack component="li" key={`${use.ticket_uid}-${use.kind}-${use.since}`} gap={0}>
                {linkTickets ? (
                  <Anchor component={Link} to={paths.brandTask(slug, use.ticket_uid)} size="sm" fw={600}>
                    {title}
                  </Anchor>
                ) : (
                  <Text size="sm" fw={600}>
                    {title}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {[
                    t(`${s}.line`, {
                      kind: t(`${s}.kinds.${use.kind}`),
                      version: use.version_number,
                      status,
                    }),
                    network,
                    use.scheduled_at
                      ? t(`${s}.scheduled`, { date: formatDateTime(use.scheduled_at, i18n.language) })
                      : t(`${s}.since`, { date: formatDateTime(use.since, i18n.language) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Stack>
            );
          })}
        </Stack>
      )}
      {hidden > 0 && (
        <Text size="sm" c="dimmed">
          {t(`${s}.hidden`, { count: hidden })}
        </Text>
      )}
    </Stack>
  );
}
