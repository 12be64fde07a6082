import type { Notification, NotificationKind } from '@expertos/domain/notification.schema';
import {
  ActionIcon,
  Box,
  Group,
  Indicator,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconAlarm,
  IconAt,
  IconChartBar,
  IconCheck,
  IconChecklist,
  IconCircleCheck,
  IconDeviceMobileShare,
  IconHourglass,
  IconHourglassOff,
  IconKey,
  IconLicense,
  IconMessageCircle,
  IconMessageUser,
  IconPlugConnectedX,
  IconProgressCheck,
  IconSendOff,
  IconUserCheck,
  type TablerIcon,
} from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant, formatRelative, NUMERIC_DATE_TIME } from '@/shared/lib/format';
import { notificationText } from '../lib/notification-text';

const KIND_ICONS: Record<NotificationKind, { icon: TablerIcon; color: string }> = {
  mention: { icon: IconAt, color: 'blue' },
  assigned: { icon: IconUserCheck, color: 'grape' },
  status_changed: { icon: IconProgressCheck, color: 'teal' },
  reminder: { icon: IconAlarm, color: 'orange' },
  comment: { icon: IconMessageCircle, color: 'gray' },
  access_requested: { icon: IconKey, color: 'yellow' },
  integration_disabled: { icon: IconPlugConnectedX, color: 'red' },
  channel_reconnect: { icon: IconPlugConnectedX, color: 'orange' },
  post_failed: { icon: IconSendOff, color: 'red' },
  post_ready: { icon: IconDeviceMobileShare, color: 'indigo' },
  weekly_review: { icon: IconChartBar, color: 'teal' },
  approval_requested: { icon: IconChecklist, color: 'violet' },
  approval_reminder: { icon: IconHourglass, color: 'orange' },
  approval_decided: { icon: IconCircleCheck, color: 'green' },
  approval_expired: { icon: IconHourglassOff, color: 'red' },
  client_commented: { icon: IconMessageUser, color: 'cyan' },
  asset_rights_ending: { icon: IconLicense, color: 'orange' },
};

export interface NotificationItemProps {
  notification: Notification;
  /** Shown when the notification happened in another workspace than the current one. */
  otherWorkspace: boolean;
  onOpen: (notification: Notification) => void;
  onMarkRead: (notification: Notification) => void;
}

/**
 * One row of the centre: a button that opens the ticket (named by the composed text, the
 * rest is its description) and, while unread, a separate "Mark as read" button.
 */
export function NotificationItem({
  notification,
  otherWorkspace,
  onOpen,
  onMarkRead,
}: NotificationItemProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const text = notificationText(t, notification);
  const { icon: Icon, color } = KIND_ICONS[notification.kind];
  const unread = !notification.read;

  return (
    <Box
      component="li"
      px="sm"
      py="xs"
      data-unread={unread || undefined}
      style={{
        listStyle: 'none',
        borderRadius: 'var(--mantine-radius-md)',
        background: unread ? 'var(--mantine-color-blue-light)' : undefined,
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <UnstyledButton
          onClick={() => onOpen(notification)}
          aria-labelledby={`${id}-text`}
          aria-describedby={`${id}-details`}
          style={{ flex: 1, minWidth: 0 }}
        >
          <Group gap="sm" wrap="nowrap" align="flex-start">
            {/* The unread dot sits on the kind's icon. */}
            <Indicator color="blue" size={9} offset={3} disabled={!unread} aria-hidden>
              <ThemeIcon variant="light" color={color} radius="xl" size="md">
                <Icon size={16} />
              </ThemeIcon>
            </Indicator>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text id={`${id}-text`} size="sm" fw={unread ? 600 : 400} style={{ overflowWrap: 'anywhere' }}>
                {text}
              </Text>
              <Stack gap={2} id={`${id}-details`}>
                {unread && <VisuallyHidden>{t('ui.notifications.unread')}</VisuallyHidden>}
                {notification.excerpt && (
                  <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                    {notification.excerpt}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {otherWorkspace && (
                    <>
                      {t('ui.notifications.inWorkspace', { name: notification.workspace_name })}
                      {' · '}
                    </>
                  )}
                  <time
                    dateTime={notification.created}
                    title={formatInstant(notification.created, i18n.language, NUMERIC_DATE_TIME)}
                  >
                    {formatRelative(notification.created, Date.now(), i18n.language)}
                  </time>
                </Text>
              </Stack>
            </Stack>
          </Group>
        </UnstyledButton>
        {unread && (
          <Tooltip label={t('ui.notifications.markRead')} withinPortal>
            <ActionIcon
              variant="subtle"
              color="blue"
              size="md"
              aria-label={t('ui.notifications.markReadOf', { text })}
              onClick={() => onMarkRead(notification)}
            >
              <IconCheck size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Box>
  );
}
