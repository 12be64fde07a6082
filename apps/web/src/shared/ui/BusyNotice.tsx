import { IconHourglassHigh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FloatingNotice } from './FloatingNotice';

/** The server asked the app to slow down: it carries on by itself in a moment. */
export function BusyNotice({ floating = false }: { floating?: boolean }) {
  const { t } = useTranslation();
  return (
    <FloatingNotice
      floating={floating}
      icon={<IconHourglassHigh size={20} aria-hidden style={{ flex: 'none' }} />}
    >
      {t('ui.busy.notice')}
    </FloatingNotice>
  );
}
