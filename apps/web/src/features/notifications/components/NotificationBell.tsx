import type { Notification } from '@expertos/domain/notification.schema';
import { ActionIcon, Center, Indicator, Loader, Popover, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import {
  type ComponentPropsWithoutRef,
  forwardRef,
  type ReactNode,
  Suspense,
  useEffect,
  useId,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { preloadable } from '@/shared/lib/preloadable';
import { useLatch } from '@/shared/lib/use-latch';
import { selectIsAuthenticated, useAuthStore } from '@/shared/stores/auth-store';
import { UI_KIT_PRELOAD_DELAY_MS } from '@/shared/ui/preload-ui-kit';
import { useNotificationPoll } from '../hooks/use-notification-poll';
import { badgeCount } from '../lib/notification-text';
import { openNotification } from '../lib/open-notification';

/**
 * The centre's drawer and popover content (NotificationPanel.tsx): fetched when the bell is
 * pointed at or focused, and a while after the page has drawn, so opening it rarely waits.
 */
const panel = preloadable(() => import('./NotificationPanel').then((m) => m.NotificationPanel));
const preloadPanel = () => void panel.preload().catch(() => undefined);
const Panel = panel.Component;

const POPOVER_WIDTH = 400;

type BellButtonProps = { label: string } & Omit<ComponentPropsWithoutRef<'button'>, 'color' | 'style'>;

const BellButton = forwardRef<HTMLButtonElement, BellButtonProps>(function BellButton(
  { label, ...rest },
  ref,
) {
  return (
    <ActionIcon ref={ref} variant="subtle" color="gray" size="lg" aria-label={label} {...rest}>
      <IconBell size={20} aria-hidden />
    </ActionIcon>
  );
});

/** The unread count on the bell, capped at 99+; the bell's name carries it for screen readers. */
function UnreadBadge({ count, children }: { count: number; children: ReactNode }) {
  return (
    <Indicator
      label={<span aria-hidden>{badgeCount(count)}</span>}
      disabled={count === 0}
      size={16}
      offset={6}
      color="red"
      inline
      styles={{ indicator: { fontSize: 10, fontWeight: 700, padding: '0 4px' } }}
    >
      {children}
    </Indicator>
  );
}

function SignedInBell({ userUid }: { userUid: string }) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const narrow = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  const [opened, setOpened] = useState(false);
  const dropdownId = useId();
  const poll = useNotificationPoll({ userUid, centreOpen: opened });
  // The drawer stays mounted once opened, for its closing transition.
  const drawerShown = useLatch(opened);
  useEffect(() => {
    const timer = setTimeout(preloadPanel, UI_KIT_PRELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const unread = poll.data?.unread_count ?? 0;

  const onOpenItem = (notification: Notification) => {
    setOpened(false);
    void openNotification(notification);
  };

  const label = unread > 0 ? t('ui.notifications.bellUnread', { count: unread }) : t('ui.notifications.bell');
  const toggle = () => setOpened((value) => !value);

  if (narrow) {
    return (
      <>
        <UnreadBadge count={unread}>
          <BellButton
            label={label}
            aria-expanded={opened}
            aria-haspopup="dialog"
            onClick={toggle}
            onFocus={preloadPanel}
          />
        </UnreadBadge>
        {drawerShown && (
          <Suspense fallback={null}>
            <Panel
              kind="drawer"
              opened={opened}
              onClose={() => setOpened(false)}
              unreadCount={unread}
              onOpenItem={onOpenItem}
            />
          </Suspense>
        )}
      </>
    );
  }

  // The popover gives the target its expanded state; being controlled, it leaves the click to us.
  return (
    <UnreadBadge count={unread}>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={POPOVER_WIDTH}
        shadow="md"
        radius="md"
        trapFocus
        returnFocus
        withinPortal
        // Mantine's roles would name the dialog after the bell ("Notifications, 3 unread"): the
        // roles are set here instead, so the dialog is the notification centre.
        withRoles={false}
      >
        <Popover.Target>
          <BellButton
            label={label}
            aria-expanded={opened}
            aria-haspopup="dialog"
            aria-controls={opened ? dropdownId : undefined}
            onClick={toggle}
            onPointerEnter={preloadPanel}
            onFocus={preloadPanel}
          />
        </Popover.Target>
        <Popover.Dropdown
          id={dropdownId}
          role="dialog"
          aria-label={t('ui.notifications.centre')}
          p="sm"
          maw="calc(100vw - 16px)"
        >
          <Suspense
            fallback={
              <Center py="md">
                <Loader size="sm" />
              </Center>
            }
          >
            <Panel kind="dropdown" unreadCount={unread} onOpenItem={onOpenItem} />
          </Suspense>
        </Popover.Dropdown>
      </Popover>
    </UnreadBadge>
  );
}

/**
 * The header's bell (docs/product.md#notifications): the unread count as a badge and in its
 * name, polled while the tab is visible; it opens the notification centre, a popover on wide
 * screens and a full-width drawer on phones. Nothing when signed out.
 */
export function NotificationBell() {
  const userUid = useAuthStore((state) => (selectIsAuthenticated(state) ? (state.user?.uid ?? null) : null));
  if (!userUid) return null;
  return <SignedInBell key={userUid} userUid={userUid} />;
}
