import { Alert } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Says plainly that the form is not wired to the identity service yet. */
export function NotConnectedNotice() {
  const { t } = useTranslation();
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconPlugConnectedX size={18} aria-hidden />}
      data-testid="not-connected"
    >
      {t('ui.notConnected')}
    </Alert>
  );
}
