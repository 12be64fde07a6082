import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while the first route's code loads. */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh">
      <Loader size="lg" aria-label={t('ui.loading')} />
    </Center>
  );
}
