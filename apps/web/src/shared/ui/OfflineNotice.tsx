import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FloatingNotice } from './FloatingNotice';

/**
 * Says the app is offline (docs/product.md#installing-the-app): the screens show what they last
 * loaded, and nothing can be saved until the connection is back.
 */
export function OfflineNotice({ floating = false }: { floating?: boolean }) {
  const { t } = useTranslation();
  return (
    <FloatingNotice floating={floating} icon={<IconWifiOff size={20} aria-hidden style={{ flex: 'none' }} />}>
      {t('ui.offline.banner')}
    </FloatingNotice>
  );
}
