import type { ChannelRow } from './channels.repository.js';
import type { PublicationRow } from './publications.repository.js';

/**
 * What every answer says of a publication, whichever list it is in (a ticket's, a brand's
 * window): its channel, where it stands and the network's answer. A channel since removed reads
 * as an unnamed Bluesky one rather than failing the list.
 */
export function publicationFields(
  row: PublicationRow,
  channel:
    | (Pick<ChannelRow, 'network' | 'handle'> & Partial<Pick<ChannelRow, 'state' | 'renewable_until'>>)
    | undefined,
) {
  const waiting = row.state === 'scheduled' || row.state === 'needs_attention';
  return {
    uid: row.id,
    channel_uid: row.channel_id,
    network: channel?.network ?? 'bluesky',
    handle: channel?.handle ?? '',
    state: row.state,
    due_at: row.due_at,
    attempts: Number(row.attempts),
    version: Number(row.version),
    remote_url: row.remote_url,
    error_message: row.error_message,
    published_at: row.published_at,
    channel_at_risk:
      waiting &&
      (channel?.state === 'needs_reconnecting' ||
        (channel?.renewable_until !== null &&
          channel?.renewable_until !== undefined &&
          channel.renewable_until < row.due_at)),
  };
}
