import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageFrame } from '@/shared/ui/PageFrame';

/** The extension popup; its child route new-ticket renders below. */
export function BexPopupPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageFrame title={t('ui.pages.bexPopup')} notBuilt />
      <Outlet />
    </Stack>
  );
}
