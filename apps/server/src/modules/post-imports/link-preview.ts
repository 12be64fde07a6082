import { LINK_PREVIEW_MAX_BYTES, LINK_PREVIEW_TIMEOUT_MS } from '@expertos/domain/post-import';
import { EgressError, EgressRefusedError } from '../../platform/http/egress-errors.js';
import type { GuardedFetch } from '../../platform/http/guarded-fetch.js';

/** What a page says about itself, for a card. */
export interface LinkPreview {
  title: string | null;
  description: string | null;
  /** Absolute http(s) address of its image. */
  image: string | null;
}

export type PreviewResult =
  | { kind: 'preview'; preview: LinkPreview; note: string | null }
  /** The egress guard would not call it (a private or local address, a bad port): no ticket. */
  | { kind: 'refused'; note: string };

const TITLE_MAX = 300;
const DESCRIPTION_MAX = 2000;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Decodes the character references meta content uses (named basics and numeric ones). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

const clean = (text: string | undefined, max: number): string | null => {
  const value = text === undefined ? '' : decodeEntities(text).replace(/\s+/g, ' ').trim();
  return value ? value.slice(0, max) : null;
};

/** A tag's attributes (`name="…"`, `name='…'`, `name=bare`), names in lower case. */
function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of tag.matchAll(/([a-zA-Z:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g)) {
    found.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return found;
}

/**
 * The preview tags of a page's HTML, in the order social.md §3 suggests: Open Graph, then
 * Twitter cards, then `<title>` and `<meta name="description">`. Only the head is read.
 */
export function readPreviewTags(html: string, pageUrl: string): LinkPreview {
  const headEnd = html.search(/<\/head\s*>|<body[\s>]/i);
  const head = headEnd > 0 ? html.slice(0, headEnd) : html.slice(0, 512 * 1024);
  const meta = new Map<string, string>();
  for (const match of head.matchAll(/<meta\b[^>]*>/gi)) {
    const attrs = attributes(match[0]);
    const key = (attrs.get('property') ?? attrs.get('name') ?? '').toLowerCase();
    const content = attrs.get('content');
    if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
  }
  const titleTag = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(head)?.[1];
  const pick = (...keys: string[]) => keys.map((key) => meta.get(key)).find((v) => v?.trim());
  const image = pick('og:image:secure_url', 'og:image', 'og:image:url', 'twitter:image', 'twitter:image:src');
  return {
    title: clean(pick('og:title', 'twitter:title') ?? titleTag, TITLE_MAX),
    description: clean(pick('og:description', 'twitter:description', 'description'), DESCRIPTION_MAX),
    image: image ? absoluteHttp(decodeEntities(image.trim()), pageUrl) : null,
  };
}

/** An image address resolved against the page; only http(s) is kept (no `data:`, `javascript:`). */
function absoluteHttp(value: string, base: string): string | null {
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString().slice(0, 2000) : null;
  } catch {
    return null;
  }
}

/** The charset a Content-Type names, when TextDecoder knows it. */
function decoderFor(contentType: string | null): { decode(bytes: Uint8Array): string } {
  const label = /charset=["']?([\w-]+)/i.exec(contentType ?? '')?.[1];
  try {
    return new TextDecoder(label ?? 'utf-8');
  } catch {
    return new TextDecoder('utf-8');
  }
}

/**
 * Fetches a link's page through the egress guard (time and size capped, redirects checked hop
 * by hop) and reads its preview tags. Never throws for the page's faults: a page that fails
 * gives an empty preview with a note; a target the guard refuses gives `refused`.
 */
export async function fetchPreview(
  fetch: GuardedFetch,
  url: string,
  signal?: AbortSignal,
): Promise<PreviewResult> {
  const none = (note: string): PreviewResult => ({
    kind: 'preview',
    preview: { title: null, description: null, image: null },
    note,
  });
  try {
    const response = await fetch(
      url,
      {
        headers: {
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
          'user-agent': 'ExpertOS-LinkPreview/1.0 (+bulk post import)',
        },
      },
      { timeoutMs: LINK_PREVIEW_TIMEOUT_MS, maxBytes: LINK_PREVIEW_MAX_BYTES, maxRedirects: 3, signal },
    );
    if (response.status < 200 || response.status >= 300) return none(`The page answered ${response.status}.`);
    const type = response.headers.get('content-type');
    if (type && !/html|xml/i.test(type)) return none('The link is not a web page, so it has no preview.');
    const preview = readPreviewTags(decoderFor(type).decode(response.body), url);
    const empty = !preview.title && !preview.description && !preview.image;
    return { kind: 'preview', preview, note: empty ? 'The page has no preview tags.' : null };
  } catch (error) {
    if (error instanceof EgressRefusedError) {
      return {
        kind: 'refused',
        note: `This link cannot be fetched (${error.message.replace(/^refused: /, '')}).`,
      };
    }
    if (error instanceof EgressError) {
      if (error.code === 'aborted') throw error;
      return none(`No preview: ${error.message}.`);
    }
    throw error;
  }
}
