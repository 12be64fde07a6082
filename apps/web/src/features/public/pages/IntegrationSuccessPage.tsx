import { Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/shared/ui/PageFrame';

/** How long the confirmation stays up before a pop-up closes itself. */
export const POPUP_CLOSE_DELAY_MS = 1500;

/** Where an OAuth connect flow lands: confirms, and closes itself when it is a pop-up. */
export function IntegrationSuccessPage() {
  const { t } = useTranslation();
  useEffect(() => {
    if (!window.opener) return;
    const timer = setTimeout(() => window.close(), POPUP_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <PageFrame title={t('ui.pages.integrationSuccess')}>
      <ThemeIcon color="teal" size={48} radius="xl" aria-hidden>
        <IconCheck size={28} />
      </ThemeIcon>
      <Text>{t('ui.integrationSuccess.text')}</Text>
    </PageFrame>
  );
}
