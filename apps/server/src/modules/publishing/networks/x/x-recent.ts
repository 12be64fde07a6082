import { xUrls } from '@expertos/domain/publishing/x';
import type { XSession } from './x-api.js';

/**
 * Looking for one of our posts among the account's latest (`GET /2/users/:id/tweets`): X has no
 * idempotency key, so after an attempt cut off between sending a post and keeping its id, and
 * after X's 403 "duplicate content", this is how we learn whether the post is out. A hundred a
 * page (the most X's `max_results` takes; it defaults to ten), from the time the post was sent,
 * a few pages at most: X limits this route by requests, and the post can only be among the
 * newest since. Ten a page missed ours on a busy account: on CI, 50 posts went to one account
 * within half a minute and ours was past the third page of ten.
 */

const PAGE = 100;
const PAGES = 3;

interface Timeline {
  data?: { id: string; text: string; referenced_tweets?: { type: string; id: string }[] }[];
  meta?: { next_token?: string };
}

/**
 * A text as it can be compared with X's rendering of it: X shows every link as `https://t.co/…`,
 * escapes `&`, `<` and `>`, composes accents (NFC) and adds a link to the post's media at the end.
 */
function comparable(text: string): string {
  const decoded = text.normalize('NFC').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  let out = '';
  let at = 0;
  for (const { start, end } of xUrls(decoded)) {
    out += `${decoded.slice(at, start)}\u0000`;
    at = end;
  }
  return `${out}${decoded.slice(at)}`.replace(/\s+/g, ' ').trim();
}

/** Whether X's text of a post is the text we sent (with or without X's link to its media). */
export function sameText(sent: string, shown: string): boolean {
  const ours = comparable(sent);
  const theirs = comparable(shown);
  return theirs === ours || theirs === `${ours} \u0000`.trim();
}

/**
 * The id of the account's post with this text, posted since `since` — a reply to `replyTo`, or,
 * without it, not a reply — the earliest such when several; null when there is none.
 */
export async function findRecent(
  session: XSession,
  accountId: string,
  wanted: { text: string; replyTo: string | null; since: Date },
): Promise<string | null> {
  let token: string | undefined;
  let found: string | null = null;
  for (let page = 0; page < PAGES; page += 1) {
    const answer: Timeline = await session.call<Timeline>({
      method: 'GET',
      path: `/2/users/${encodeURIComponent(accountId)}/tweets`,
      query: {
        max_results: String(PAGE),
        // X takes whole seconds here.
        start_time: `${wanted.since.toISOString().slice(0, 19)}Z`,
        'tweet.fields': 'created_at,referenced_tweets',
        ...(token ? { pagination_token: token } : {}),
      },
    });
    for (const post of answer.data ?? []) {
      const repliesTo = post.referenced_tweets?.find((r) => r.type === 'replied_to')?.id ?? null;
      // Newest first: the last match is the earliest, the one our attempt made.
      if (repliesTo === wanted.replyTo && sameText(wanted.text, post.text)) found = post.id;
    }
    token = answer.meta?.next_token;
    if (!token) break;
  }
  return found;
}
