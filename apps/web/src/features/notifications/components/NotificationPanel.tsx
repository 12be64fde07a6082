import { Drawer, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NotificationCentre, type NotificationCentreProps } from './NotificationCentre';

export type NotificationPanelProps = NotificationCentreProps &
  ({ kind: 'dropdown' } | { kind: 'drawer'; opened: boolean; onClose: () => void });

/**
 * The notification centre as the bell opens it: inside its popover on wide screens, scrolling
 * within the screen's height, and as a full-width drawer on phones. A chunk of its own, fetched
 * ahead by the bell (NotificationBell.tsx): the drawer, the scroll area and the centre are
 * not drawn until someone opens it, so they stay off the first screen's code.
 */
export function NotificationPanel(props: NotificationPanelProps) {
  const { t } = useTranslation();
  if (props.kind === 'dropdown') {
    const { kind: _kind, ...centre } = props;
    return (
      <ScrollArea.Autosize mah="min(70vh, 560px)" type="auto" offsetScrollbars>
        <NotificationCentre {...centre} />
      </ScrollArea.Autosize>
    );
  }
  const { kind: _kind, opened, onClose, ...centre } = props;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="100%"
      title={t('ui.notifications.title')}
      closeButtonProps={{ 'aria-label': t('ui.notifications.close') }}
    >
      <NotificationCentre {...centre} withTitle={false} />
    </Drawer>
  );
}
