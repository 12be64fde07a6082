import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Links that carry their own permission until they expire: `<expiry seconds>.<signature>`, an
 * HMAC of what they open (`subject`) and until when. For a reader that cannot send a token — a
 * `<video>` element, a social network fetching a post's file — handed out only to whoever may
 * open the subject. Each use has a key of its own (`purpose`), so a link made for one use never
 * opens another.
 */
export interface ExpiringLinks {
  sign(subject: string, now: Date, ttlSeconds: number): string;
  /** 'ok', 'expired', or 'invalid' (tampered with, or made for another subject or use). */
  check(subject: string, token: string, now: Date): 'ok' | 'expired' | 'invalid';
}

export function createExpiringLinks(secret: Buffer, purpose: string): ExpiringLinks {
  const key = createHmac('sha256', secret).update(purpose).digest();
  const mac = (subject: string, expires: number) =>
    createHmac('sha256', key).update(`${subject}\n${expires}`).digest('base64url');

  return {
    sign(subject, now, ttlSeconds) {
      const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
      return `${expires}.${mac(subject, expires)}`;
    },
    check(subject, token, now) {
      const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return 'invalid';
      const expires = Number(match[1]);
      const given = Buffer.from(match[2]!, 'base64url');
      const expected = Buffer.from(mac(subject, expires), 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return expires * 1000 < now.getTime() ? 'expired' : 'ok';
    },
  };
}
