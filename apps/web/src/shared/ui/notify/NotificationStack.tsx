import { NOTIFICATION_POSITION } from '@expertos/domain/ui';
import { Stack } from '@mantine/core';
import { type CSSProperties, useEffect } from 'react';
import { useStore } from 'zustand';
import { NotificationCard } from './NotificationCard';
import {
  type ActiveNotification,
  dismissNotification,
  notificationsStore,
  setNotificationStackShown,
} from './notify-store';

function containerStyle(): CSSProperties {
  const base: CSSProperties = {
    position: 'fixed',
    left: 0,
    right: 0,
    zIndex: 400,
    pointerEvents: 'none',
    display: 'flex',
    justifyContent: NOTIFICATION_POSITION.endsWith('left')
      ? 'flex-start'
      : NOTIFICATION_POSITION.endsWith('right')
        ? 'flex-end'
        : 'center',
    padding: 'var(--mantine-spacing-md)',
  };
  return NOTIFICATION_POSITION.startsWith('bottom') ? { ...base, bottom: 0 } : { ...base, top: 0 };
}

function NotificationItem({ item }: { item: ActiveNotification }) {
  return (
    <NotificationCard
      type={item.type}
      message={item.message}
      count={item.count}
      badgePosition={item.badgePosition}
      onClose={() => dismissNotification(item.id)}
    />
  );
}

/** The open notifications, stacked at NOTIFICATION_POSITION. */
export function NotificationStack() {
  const items = useStore(notificationsStore, (state) => state.items);
  useEffect(() => {
    setNotificationStackShown(true);
    return () => setNotificationStackShown(false);
  }, []);
  if (items.length === 0) return null;
  return (
    <div style={containerStyle()} aria-live="polite">
      <Stack gap="sm" w="min(440px, 100%)">
        {items.map((item) => (
          <NotificationItem key={item.id} item={item} />
        ))}
      </Stack>
    </div>
  );
}
