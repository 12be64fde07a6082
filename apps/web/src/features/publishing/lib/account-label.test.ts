import { describe, expect, it } from 'vitest';
import { accountLabel, hostLabel } from './account-label';

describe('an account under its post', () => {
  it('is @handle on Bluesky and @name@server on Mastodon, however the handle was kept', () => {
    expect(
      accountLabel({
        network: 'bluesky',
        mode: 'api',
        handle: 'acme.bsky.social',
        host: 'https://bsky.social',
      }),
    ).toBe('@acme.bsky.social');
    expect(
      accountLabel({ network: 'mastodon', mode: 'api', handle: 'acme', host: 'https://social.example/' }),
    ).toBe('@acme@social.example');
    expect(
      accountLabel({
        network: 'mastodon',
        mode: 'api',
        handle: '@acme@social.example',
        host: 'https://social.example',
      }),
    ).toBe('@acme@social.example');
  });

  it('is the name as typed for a hand-off network', () => {
    expect(accountLabel({ network: 'instagram', mode: 'handoff', handle: 'acme.coffee', host: '' })).toBe(
      'acme.coffee',
    );
  });

  it("says a server's address without its scheme", () => {
    expect(hostLabel('https://bsky.social')).toBe('bsky.social');
    expect(hostLabel('http://127.0.0.1:2583/')).toBe('127.0.0.1:2583');
  });
});
