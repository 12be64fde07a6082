import type { AppBskyEmbedExternal, AtpAgent } from '@atproto/api';
import type { GuardedFetch } from '../../../../platform/http/guarded-fetch.js';

/** A page's preview: read at most this much of it, this fast. */
const PAGE_MAX_BYTES = 512 * 1024;
const PAGE_TIMEOUT_MS = 8_000;
/** Bluesky keeps a card's picture to 1,000,000 bytes. */
const THUMB_MAX_BYTES = 1_000_000;
const TITLE_MAX = 300;
const DESCRIPTION_MAX = 1000;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, name: string) => ENTITIES[name] ?? '').trim();

/** The `content` of `<meta property|name="…">`, in either attribute order. */
function meta(html: string, key: string): string | null {
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    const name = /\b(?:property|name)\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1];
    if (name?.toLowerCase() !== key) continue;
    const content = /\bcontent\s*=\s*["']([^"']*)["']/i.exec(tag)?.[1];
    if (content !== undefined) return decode(content);
  }
  return null;
}

const cut = (text: string, max: number) => Array.from(text).slice(0, max).join('');

/**
 * The link card of a post (`app.bsky.embed.external`), as Bluesky's own app makes it: the page's
 * Open Graph title, description and picture, read through the egress guard (a page on a private
 * address is never fetched). A page that cannot be read still gets a card, with its address as
 * the title; a picture that cannot be read or is too large is left out.
 */
export async function linkCard(
  agent: AtpAgent,
  fetch: GuardedFetch,
  url: string,
): Promise<AppBskyEmbedExternal.Main> {
  let title = url;
  let description = '';
  let thumb: AppBskyEmbedExternal.External['thumb'];
  try {
    const page = await fetch(
      url,
      { headers: { accept: 'text/html' } },
      {
        maxBytes: PAGE_MAX_BYTES,
        timeoutMs: PAGE_TIMEOUT_MS,
        maxRedirects: 3,
      },
    );
    if (page.status >= 200 && page.status < 300) {
      const html = page.text();
      title = meta(html, 'og:title') ?? decode(/<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1] ?? '') ?? url;
      title ||= url;
      description = meta(html, 'og:description') ?? meta(html, 'description') ?? '';
      const image = meta(html, 'og:image');
      if (image) thumb = await picture(agent, fetch, new URL(image, url).toString());
    }
  } catch {
    // Unreadable page: the card keeps its address as the title.
  }
  return {
    $type: 'app.bsky.embed.external',
    external: {
      uri: url,
      title: cut(title, TITLE_MAX),
      description: cut(description, DESCRIPTION_MAX),
      ...(thumb ? { thumb } : {}),
    },
  };
}

async function picture(agent: AtpAgent, fetch: GuardedFetch, url: string) {
  try {
    const answer = await fetch(
      url,
      {},
      { maxBytes: THUMB_MAX_BYTES, timeoutMs: PAGE_TIMEOUT_MS, maxRedirects: 3 },
    );
    const type = answer.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
    if (answer.status < 200 || answer.status >= 300 || !/^image\/(jpeg|png|webp|gif)$/.test(type))
      return undefined;
    const { data } = await agent.uploadBlob(answer.body, { encoding: type });
    return data.blob;
  } catch {
    return undefined;
  }
}
