import { createHmac, timingSafeEqual } from 'node:crypto';
import { VIDEO_LINK_HOURS } from '@expertos/domain/media.schema';

/**
 * Signed links to a recording's file and poster (docs/product.md#recordings). A `<video>` element
 * asks for its bytes itself, many times as it seeks, and cannot send a bearer token; so the
 * player page is given a link that carries its own proof: `<expiry seconds>.<signature>`, an
 * HMAC of what it opens and until when. It works for anyone holding it until it expires, and
 * is handed out only to people who may watch the recording.
 */
export interface PlayLinks {
  sign(videoId: string, what: 'file' | 'poster', now: Date): string;
  /** 'ok', 'expired', or 'invalid' (tampered with, or made for something else). */
  check(videoId: string, what: 'file' | 'poster', token: string, now: Date): 'ok' | 'expired' | 'invalid';
}

export function createPlayLinks(secret: Buffer): PlayLinks {
  // A key of its own, so a signature here can never be mistaken for any other use of the secret.
  const key = createHmac('sha256', secret).update('expertos video play links').digest();
  const mac = (videoId: string, what: string, expires: number) =>
    createHmac('sha256', key).update(`${videoId}\n${what}\n${expires}`).digest('base64url');

  return {
    sign(videoId, what, now) {
      const expires = Math.floor(now.getTime() / 1000) + VIDEO_LINK_HOURS * 3600;
      return `${expires}.${mac(videoId, what, expires)}`;
    },
    check(videoId, what, token, now) {
      const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return 'invalid';
      const expires = Number(match[1]);
      const given = Buffer.from(match[2]!, 'base64url');
      const expected = Buffer.from(mac(videoId, what, expires), 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return expires * 1000 < now.getTime() ? 'expired' : 'ok';
    },
  };
}
