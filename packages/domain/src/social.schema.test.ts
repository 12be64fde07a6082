import { describe, expect, it } from 'vitest';
import { feedItemSchema } from './brand.schema';
import {
  SOCIAL_CALLBACK_PATHS,
  SOCIAL_PROVIDERS,
  socialSecretSchema,
  socialStatusSchema,
} from './social.schema';

describe('social schemas', () => {
  it('has a callback under /api for every provider', () => {
    for (const provider of SOCIAL_PROVIDERS)
      expect(SOCIAL_CALLBACK_PATHS[provider]).toMatch(/^\/api\/social\//);
  });

  it('reads a status with and without connections', () => {
    expect(
      socialStatusSchema.parse({
        instagram: { available: false, connection: null },
        youtube: { available: true, connection: null },
      }).youtube.available,
    ).toBe(true);
  });

  it('keeps a secret only with an access token', () => {
    expect(
      socialSecretSchema.safeParse({
        access_token: '',
        refresh_token: null,
        expires_at: null,
        issued_at: 'x',
      }).success,
    ).toBe(false);
  });

  it('takes an imported post as a Feed item without ticket fields', () => {
    const item = feedItemSchema.parse({
      source: 'youtube',
      uid: 'p1',
      id: null,
      summary: 'Episode 1',
      caption: null,
      status: null,
      post_platform: 'youtube',
      post_format: null,
      post_audience: null,
      posted_date: '2026-01-01',
      live_link: 'https://www.youtube.com/watch?v=x',
      image_url: null,
      updated_at: '2026-01-01T00:00:00.000Z',
      published_at: '2026-01-01T00:00:00.000Z',
      metrics: { likes: 1, comments: null, views: 10, reach: null, saved: null, shares: null },
      ticket_uid: null,
    });
    expect(item.source).toBe('youtube');
  });
});
