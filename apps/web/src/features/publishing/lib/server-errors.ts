import { isApiError } from '@expertos/api-client/client';

/** What the server refused about one variant: its text, link, first comment and poll, and each file by its place. */
export interface VariantRefusal {
  text: string[];
  link: string[];
  comment: string[];
  poll: string[];
  media: Map<number, string[]>;
}

/**
 * A library asset the post may not carry (docs/product.md#asset-library): the server's message
 * names the asset and the network, which its detail alone (the asset's name) does not.
 */
const ASSET_REFUSALS = new Set(['asset_rights_expired', 'asset_network_not_allowed']);

const VARIANT_PATH = /^(?:body\.)?(?:posts|variants)\.(\d+)\.variant(?:\.(\w+)(?:\.(\d+))?)?/;

/**
 * A 400's details mapped to the variants they are about (`posts.<i>.variant.text`,
 * `posts.<i>.variant.media.<j>`; the i-th channel of the request), and the rest (the time,
 * the channel list) said for the whole form. A refused library asset is said for the whole
 * form in the server's words.
 */
export function refusalsByChannel(
  error: unknown,
  channelUids: readonly string[],
): { byChannel: Map<string, VariantRefusal>; general: string[] } {
  const byChannel = new Map<string, VariantRefusal>();
  const general: string[] = [];
  if (!isApiError(error)) return { byChannel, general };
  if (ASSET_REFUSALS.has(error.code)) return { byChannel, general: [error.message] };
  if (!error.details) return { byChannel, general };
  for (const detail of error.details) {
    const match = VARIANT_PATH.exec(detail.path);
    const uid = match ? channelUids[Number(match[1])] : undefined;
    if (!match || uid === undefined) {
      general.push(detail.message);
      continue;
    }
    const refusal: VariantRefusal = byChannel.get(uid) ?? {
      text: [],
      link: [],
      comment: [],
      poll: [],
      media: new Map<number, string[]>(),
    };
    if (match[2] === 'media' && match[3] !== undefined) {
      const index = Number(match[3]);
      refusal.media.set(index, [...(refusal.media.get(index) ?? []), detail.message]);
    } else if (match[2] === 'link') refusal.link.push(detail.message);
    else if (match[2] === 'first_comment') refusal.comment.push(detail.message);
    else if (match[2] === 'poll') refusal.poll.push(detail.message);
    else refusal.text.push(detail.message);
    byChannel.set(uid, refusal);
  }
  return { byChannel, general };
}
