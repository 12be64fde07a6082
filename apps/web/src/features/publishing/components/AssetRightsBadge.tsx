import '@/shared/i18n/parts/post-calendar';
import { PUBLISH_CALENDAR_MAX_DAYS } from '@expertos/domain/publishing/publication.schema';
import { Badge, Tooltip } from '@mantine/core';
import { IconLicenseOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TicketBadgeProps } from '@/shared/ui/slots';
import { fetchWorkspacePublications } from '../calendar/calendar-api';

const DAY_MS = 86_400_000;

/**
 * The workspace's waiting posts over the next weeks (as far as one calendar window reaches),
 * asked once for every card of a board: each badge picks its ticket's.
 */
function upcomingPostsQuery(workspaceUid: string) {
  // The window starts today (UTC) so every card of the day shares one request.
  const from = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);
  const to = new Date(from.getTime() + PUBLISH_CALENDAR_MAX_DAYS * DAY_MS);
  return {
    queryKey: ['workspaces', workspaceUid, 'publishing', 'upcoming', from.toISOString()] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      fetchWorkspacePublications(workspaceUid, from.toISOString(), to.toISOString(), signal),
    staleTime: 60_000,
  };
}

/**
 * A post whose library asset may not go out at its time, on its board card and table row
 * (docs/product.md#asset-library): an icon and a word, the asset and why in its name.
 */
export function AssetRightsBadge({ workspaceUid, ticketUid, compact = false }: TicketBadgeProps) {
  const { t } = useTranslation();
  const flag = useQuery({
    ...upcomingPostsQuery(workspaceUid),
    select: (items) =>
      items.find((item) => item.ticket_uid === ticketUid && item.asset_rights)?.asset_rights ?? null,
  }).data;
  if (!flag) return null;
  const why = t(`ui.postCalendar.assetRights.${flag.reason}`, { name: flag.asset_name });
  return (
    <Tooltip label={why} withinPortal>
      <Badge
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconLicenseOff size={11} aria-hidden />}
        aria-label={why}
        data-testid="asset-rights-badge"
        style={{ textTransform: 'none' }}
      >
        {compact ? t('ui.postCalendar.assetRightsShort') : why}
      </Badge>
    </Tooltip>
  );
}
