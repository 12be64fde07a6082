import { VIDEO_LINK_HOURS } from '@expertos/domain/media.schema';
import { createExpiringLinks } from '../../platform/secrets/expiring-links.js';

/**
 * Signed links to a recording's file and poster (docs/product.md#recordings). A `<video>` element
 * asks for its bytes itself, many times as it seeks, and cannot send a bearer token; so the
 * player page is given a link that carries its own proof (platform/secrets/expiring-links.ts).
 * It works for anyone holding it until it expires, and is handed out only to people who may
 * watch the recording.
 */
export interface PlayLinks {
  sign(videoId: string, what: 'file' | 'poster', now: Date): string;
  /** 'ok', 'expired', or 'invalid' (tampered with, or made for something else). */
  check(videoId: string, what: 'file' | 'poster', token: string, now: Date): 'ok' | 'expired' | 'invalid';
}

export function createPlayLinks(secret: Buffer): PlayLinks {
  const links = createExpiringLinks(secret, 'expertos video play links');
  return {
    sign: (videoId, what, now) => links.sign(`${videoId}\n${what}`, now, VIDEO_LINK_HOURS * 3600),
    check: (videoId, what, token, now) => links.check(`${videoId}\n${what}`, token, now),
  };
}
