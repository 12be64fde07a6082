import { Badge, Box, Notification } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { BadgePosition, NotificationType } from './notify-store';

const BADGE_OFFSET = -8;

function badgeStyle(position: BadgePosition): CSSProperties {
  const [vertical, horizontal] = position.split('-') as ['top' | 'bottom', 'left' | 'right'];
  return { position: 'absolute', [vertical]: BADGE_OFFSET, [horizontal]: BADGE_OFFSET, zIndex: 1 };
}

export interface NotificationCardProps {
  type: NotificationType;
  message: string;
  count?: number;
  badgePosition?: BadgePosition;
  onClose?: () => void;
}

/** One notification as shown: icon by type, message, and the counter badge once repeated. */
export function NotificationCard({
  type,
  message,
  count = 1,
  badgePosition = 'top-right',
  onClose,
}: NotificationCardProps) {
  const { t } = useTranslation();
  const positive = type === 'positive';
  return (
    <Box pos="relative" style={{ pointerEvents: 'auto' }} data-testid="notification" data-type={type}>
      {count > 1 && (
        <Badge
          color={positive ? 'teal' : 'red'}
          variant="filled"
          circle={count < 10}
          style={badgeStyle(badgePosition)}
          data-testid="notification-badge"
          data-position={badgePosition}
          aria-label={t('ui.notify.repeated', { count })}
        >
          {count}
        </Badge>
      )}
      <Notification
        color={positive ? 'teal' : 'red'}
        icon={
          positive ? (
            <IconCheck size={18} aria-label={t('ui.notify.positive')} data-icon="check" />
          ) : (
            <IconAlertCircle size={18} aria-label={t('ui.notify.negative')} data-icon="error" />
          )
        }
        role={positive ? 'status' : 'alert'}
        withBorder
        withCloseButton={onClose !== undefined}
        closeButtonProps={{ 'aria-label': t('ui.notify.dismiss') }}
        onClose={onClose}
      >
        {message}
      </Notification>
    </Box>
  );
}
