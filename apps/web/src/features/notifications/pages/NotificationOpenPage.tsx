import { Center, Loader } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isAppPath } from '@/sw/sw-rules';
import { openPushTarget } from '../lib/open-notification';

/**
 * `/notification-open?workspace=&to=`: where a tapped push lands when no window of the app was
 * open (docs/product.md#push-notifications). It switches to the workspace, then replaces
 * itself with the ticket, so Back does not come here again. Only paths of this app are opened.
 */
export function NotificationOpenPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const workspace = params.get('workspace') ?? '';
  const to = params.get('to');
  // Once: a second switch (React's development double effect) would race the first.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    void openPushTarget({ workspace_uid: workspace, ticket_url: isAppPath(to) ? to : null });
  }, [workspace, to]);
  return (
    <Center py="xl" aria-busy="true">
      <Loader aria-label={t('ui.loading')} />
    </Center>
  );
}
