import { Avatar, Group, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { useTicketPresence } from '../../hooks/use-ticket-presence';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** The others who have this ticket open right now; nothing when the caller is alone. */
export function TicketPresence({ ticketUid }: { ticketUid: string }) {
  const { t } = useTranslation();
  const me = useWorkspaceStore((state) => state.currentMember?.uid ?? null);
  const others = useTicketPresence(ticketUid, true).filter((viewer) => viewer.member_uid !== me);
  if (others.length === 0) return null;
  const names = others.map((viewer) => viewer.name);
  const last = names.at(-1) ?? '';
  const sentence =
    names.length === 1
      ? t('ui.tickets.details.presence.one', { name: last })
      : t('ui.tickets.details.presence.many', { names: names.slice(0, -1).join(', '), last });
  return (
    <Group
      gap={6}
      data-testid="ticket-presence"
      role="status"
      aria-label={t('ui.tickets.details.presence.label')}
    >
      <Avatar.Group spacing="xs">
        {others.slice(0, 4).map((viewer) => (
          <Tooltip key={viewer.member_uid} label={viewer.name} withArrow>
            <Avatar size={22} radius="xl" color="teal" alt={viewer.name}>
              {initials(viewer.name)}
            </Avatar>
          </Tooltip>
        ))}
      </Avatar.Group>
      <Text size="xs" c="dimmed">
        {sentence}
      </Text>
    </Group>
  );
}
