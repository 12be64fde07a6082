import { describe, expect, it } from 'vitest';
import { checkLink, LINK_REASONS, linkKey, platformForUrl } from './post-import';

describe('links of a bulk import', () => {
  it('finds the platform from the host, subdomains included, and calls anything else a blog', () => {
    expect(platformForUrl('https://www.instagram.com/p/abc/')).toBe('instagram');
    expect(platformForUrl('https://m.youtube.com/watch?v=1')).toBe('youtube');
    expect(platformForUrl('https://youtu.be/xyz')).toBe('youtube');
    expect(platformForUrl('https://vm.tiktok.com/Z/')).toBe('tiktok');
    expect(platformForUrl('https://twitter.com/a/status/1')).toBe('x');
    expect(platformForUrl('https://x.com/a/status/1')).toBe('x');
    expect(platformForUrl('https://www.threads.net/@a/post/1')).toBe('threads');
    expect(platformForUrl('https://pin.it/abc')).toBe('pinterest');
    expect(platformForUrl('https://www.linkedin.com/posts/a')).toBe('linkedin');
    expect(platformForUrl('https://fb.watch/abc')).toBe('facebook');
    // A look-alike host is not the platform.
    expect(platformForUrl('https://notinstagram.com/p/1')).toBe('blog');
    expect(platformForUrl('https://example.com/blog/post')).toBe('blog');
  });

  it('takes http(s) links and www. addresses, and says why anything else is not one', () => {
    expect(checkLink(' https://example.com/a ')).toEqual({ ok: true, url: 'https://example.com/a' });
    expect(checkLink('www.example.com/a')).toEqual({ ok: true, url: 'https://www.example.com/a' });
    expect(checkLink('')).toEqual({ ok: false, reason: LINK_REASONS.empty });
    expect(checkLink(undefined)).toEqual({ ok: false, reason: LINK_REASONS.empty });
    expect(checkLink('javascript:alert(1)')).toEqual({ ok: false, reason: LINK_REASONS.notUrl });
    expect(checkLink('ftp://example.com/file')).toEqual({ ok: false, reason: LINK_REASONS.notUrl });
    expect(checkLink('just words')).toEqual({ ok: false, reason: LINK_REASONS.notUrl });
    expect(checkLink('https://nodot')).toEqual({ ok: false, reason: LINK_REASONS.notUrl });
    expect(checkLink('https://user:pw@example.com/')).toEqual({
      ok: false,
      reason: LINK_REASONS.credentials,
    });
    expect(checkLink(`https://example.com/${'a'.repeat(2000)}`)).toEqual({
      ok: false,
      reason: LINK_REASONS.tooLong,
    });
  });

  it('gives the same key to the same post however the link was copied', () => {
    const key = linkKey('https://www.instagram.com/p/abc/');
    expect(linkKey('https://instagram.com/p/abc')).toBe(key);
    expect(linkKey('https://WWW.Instagram.com/p/abc/?utm_source=ig&igsh=xyz#comments')).toBe(key);
    expect(linkKey('https://www.youtube.com/watch?v=1')).not.toBe(
      linkKey('https://www.youtube.com/watch?v=2'),
    );
    expect(linkKey('https://example.com/a/')).not.toBe(linkKey('https://example.com/b'));
  });
});
