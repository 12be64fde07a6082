import { useOnline } from '@/shared/lib/use-online';
import { OfflineNotice } from './OfflineNotice';

/** Mounted once at the app's root: the offline notice, while the browser is offline. */
export function OfflineBannerHost() {
  return useOnline() ? null : <OfflineNotice floating />;
}
