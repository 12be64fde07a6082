import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useMatch } from 'react-router';
import { paths } from '@/config/paths';
import { PageFrame } from '@/shared/ui/PageFrame';

/** The extension popup; its child route new-ticket renders below, else the ways on. */
export function BexPopupPage() {
  const { t } = useTranslation();
  const onChild = useMatch(paths.bexPopupNewTicket());
  return (
    <Stack gap="md">
      <PageFrame title={t('ui.pages.bexPopup')}>
        {!onChild && (
          <Stack gap="xs">
            <Text size="sm">{t('ui.extension.popupIntro')}</Text>
            <Anchor component={Link} to={paths.bexPopupNewTicket()} size="sm">
              {t('ui.pages.bexPopupNewTicket')}
            </Anchor>
            <Anchor component={Link} to={paths.bexRecord()} size="sm">
              {t('ui.pages.bexRecord')}
            </Anchor>
          </Stack>
        )}
      </PageFrame>
      <Outlet />
    </Stack>
  );
}
