import type { GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { fetchPreview } from '../../../post-imports/link-preview.js';
import { NetworkError } from '../network.js';
import { type UploadTarget, uploadWhole } from './linkedin-media.js';

/**
 * A link's card on LinkedIn (`content.article`). LinkedIn does not read the page for a post
 * made through the API: the card carries what we give it. So the page is read here, through the
 * egress guard (a page on a private address is never fetched), for its title and description,
 * and its picture is uploaded as the card's thumbnail. A page that cannot be read still makes a
 * card, titled with its address; a picture that cannot be had is left out.
 */

/** A card's picture: JPEG, PNG or GIF, at most this large, fetched this fast. */
const THUMBNAIL_MAX_BYTES = 5 * 1024 * 1024;
const THUMBNAIL_TIMEOUT_MS = 10_000;
const THUMBNAIL_TYPES = ['image/jpeg', 'image/png', 'image/gif'];
/** LinkedIn's article title and description are short. */
const TITLE_MAX = 200;
const DESCRIPTION_MAX = 300;

export interface Article {
  source: string;
  title: string;
  description?: string;
  thumbnail?: string;
}

const cut = (text: string, max: number) => Array.from(text).slice(0, max).join('');

/** The card for `link`; `keptThumbnail` is a picture uploaded by an earlier attempt. */
export async function articleFor(
  fetch: GuardedFetch,
  target: UploadTarget,
  link: string,
  keptThumbnail: string | undefined,
): Promise<Article> {
  const result = await fetchPreview(fetch, link);
  const preview = result.kind === 'preview' ? result.preview : null;
  const article: Article = { source: link, title: cut(preview?.title || link, TITLE_MAX) };
  if (preview?.description) article.description = cut(preview.description, DESCRIPTION_MAX);
  const thumbnail =
    keptThumbnail || (preview?.image ? await picture(fetch, target, preview.image) : undefined);
  if (thumbnail) article.thumbnail = thumbnail;
  return article;
}

/** The page's picture uploaded as a LinkedIn image; undefined when it cannot be had. */
async function picture(fetch: GuardedFetch, target: UploadTarget, url: string): Promise<string | undefined> {
  let bytes: Buffer;
  try {
    const answer = await fetch(
      url,
      { headers: { accept: THUMBNAIL_TYPES.join(',') } },
      { maxBytes: THUMBNAIL_MAX_BYTES, timeoutMs: THUMBNAIL_TIMEOUT_MS, maxRedirects: 3 },
    );
    const type = (answer.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (answer.status !== 200 || !THUMBNAIL_TYPES.includes(type) || answer.body.length === 0)
      return undefined;
    bytes = answer.body;
  } catch {
    return undefined; // the page's fault, not the post's: the card goes without a picture
  }
  try {
    return await uploadWhole(target, 'image', { bytes, fileName: 'the link’s picture' });
  } catch (caught) {
    // LinkedIn refusing the picture for good leaves the card without one; anything else is
    // LinkedIn's trouble, and the attempt is tried again like any other call.
    if (caught instanceof NetworkError && caught.kind === 'permanent') return undefined;
    throw caught;
  }
}
