import { useBusyWaiting } from '@/shared/api/busy-wait';
import { useOnline } from '@/shared/lib/use-online';
import { BusyNotice } from './BusyNotice';
import { OfflineNotice } from './OfflineNotice';

/**
 * Mounted once at the app's root: the offline notice while the browser is offline, else the
 * busy notice while a rate limit is being waited out.
 */
export function OfflineBannerHost() {
  const online = useOnline();
  const busy = useBusyWaiting();
  if (!online) return <OfflineNotice floating />;
  return busy ? <BusyNotice floating /> : null;
}
