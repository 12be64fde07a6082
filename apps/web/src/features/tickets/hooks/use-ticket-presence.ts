import { PRESENCE, type PresenceResponse } from '@expertos/domain/realtime';
import { useEffect, useState } from 'react';
import { onLiveEvent } from '@/shared/lib/live/live-registry';
import { announceTicketPresence, leaveTicketPresence } from '../api/presence';

export type Viewer = PresenceResponse['viewers'][number];

/**
 * Who has the ticket open (docs/product.md#live-updates): this tab says it is here on open and
 * every PRESENCE.renewMs, and goodbye on close; the list follows the live `presence` events and
 * each renewal's answer. Presence is a nicety: a failed call is left for the next renewal.
 */
export function useTicketPresence(ticketUid: string, enabled: boolean): Viewer[] {
  const [viewers, setViewers] = useState<Viewer[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let open = true;
    const show = (list: Viewer[]) => {
      if (open) setViewers(list);
    };
    const announce = () =>
      announceTicketPresence(ticketUid).then(
        (reply) => show(reply.viewers),
        () => {},
      );
    void announce();
    const timer = setInterval(announce, PRESENCE.renewMs);
    const off = onLiveEvent('presence', (data) => {
      if (data.ticket_uid === ticketUid) show(data.viewers);
    });
    return () => {
      open = false;
      clearInterval(timer);
      off();
      setViewers([]);
      void leaveTicketPresence(ticketUid).catch(() => {});
    };
  }, [ticketUid, enabled]);
  return viewers;
}
