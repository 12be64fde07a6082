import { randomBytes } from 'node:crypto';
import { VIDEO_LINK_HOURS } from '@expertos/domain/media.schema';
import { describe, expect, it } from 'vitest';
import { createPlayLinks } from './play-links.js';

const links = createPlayLinks(randomBytes(32));
const at = new Date('2026-11-28T10:00:00Z');

describe('play links', () => {
  it('opens what it was made for until it expires', () => {
    const token = links.sign('video-1', 'file', at);
    expect(links.check('video-1', 'file', token, at)).toBe('ok');
    const justBefore = new Date(at.getTime() + VIDEO_LINK_HOURS * 3600_000 - 1000);
    expect(links.check('video-1', 'file', token, justBefore)).toBe('ok');
    const after = new Date(at.getTime() + VIDEO_LINK_HOURS * 3600_000 + 1000);
    expect(links.check('video-1', 'file', token, after)).toBe('expired');
  });

  it('does not open another recording, the poster, or a changed expiry', () => {
    const token = links.sign('video-1', 'file', at);
    expect(links.check('video-2', 'file', token, at)).toBe('invalid');
    expect(links.check('video-1', 'poster', token, at)).toBe('invalid');
    const [expires, signature] = token.split('.');
    expect(links.check('video-1', 'file', `${Number(expires) + 3600}.${signature}`, at)).toBe('invalid');
    expect(links.check('video-1', 'file', 'not-a-token', at)).toBe('invalid');
  });

  it('is not opened by links another server signed', () => {
    const other = createPlayLinks(randomBytes(32));
    expect(links.check('video-1', 'file', other.sign('video-1', 'file', at), at)).toBe('invalid');
  });
});
