import { describe, expect, it } from 'vitest';
import { PUBLISHING_NETWORKS } from '../publishing/limits';
import { SOCIAL_PROVIDERS } from '../social.schema';
import { POST_FORMATS, POST_PURPOSES } from '../tickets';
import {
  ANALYTICS_GROUPS,
  ANALYTICS_MAX_RANGE_DAYS,
  ANALYTICS_ORDER_MESSAGE,
  ANALYTICS_PILLAR_MAX,
  ANALYTICS_PLATFORMS,
  ANALYTICS_RANGE_MESSAGE,
  ANALYTICS_TIME_ZONE_MESSAGE,
  analyticsQuerySchema,
  analyticsRangeProblem,
} from './analytics.schema';

const ACCOUNT = '3f2c8a4e-5b1d-4c7a-9e2f-0a1b2c3d4e5f';

/** The issues of a refused query, as path → its first message (the one a form shows). */
function issues(query: Record<string, string>) {
  const result = analyticsQuerySchema.safeParse(query);
  expect(result.success).toBe(false);
  const byPath: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byPath[issue.path.join('.')] ??= issue.message;
  return byPath;
}

describe('analyticsQuerySchema', () => {
  it('takes a full query from an address, every value a string', () => {
    const query = {
      from: '2026-01-01',
      to: '2026-03-31',
      platform: 'bluesky',
      account: ACCOUNT,
      pillar: ' Behind the scenes ',
      purpose: 'growth',
      format: 'reel',
      source: 'imported',
      group: 'pillar',
      tz: 'Europe/Berlin',
    };
    expect(analyticsQuerySchema.parse(query)).toEqual({ ...query, pillar: 'Behind the scenes' });
  });

  it('takes an empty query: every filter is optional', () => {
    expect(analyticsQuerySchema.parse({})).toEqual({});
  });

  it('reads an empty value (the "All" of a form) as no filter', () => {
    const parsed = analyticsQuerySchema.parse({ platform: '', group: '', tz: '', from: '', account: '' });
    expect(Object.values(parsed).filter((v) => v !== undefined)).toEqual([]);
  });

  it('leaves out parameters it does not know', () => {
    expect(analyticsQuerySchema.parse({ utm_source: 'mail', group: 'format' })).toEqual({ group: 'format' });
  });

  describe('the range', () => {
    it('refuses a day that is not YYYY-MM-DD or does not exist, naming the field', () => {
      expect(issues({ from: '01/02/2026' })).toEqual({ from: 'Use a date as YYYY-MM-DD' });
      expect(issues({ to: '2026-02-30' })).toEqual({ to: 'Not a date' });
    });

    it('refuses a start after the end, on `from`', () => {
      expect(issues({ from: '2026-03-02', to: '2026-03-01' })).toEqual({ from: ANALYTICS_ORDER_MESSAGE });
    });

    it(`takes one day, and up to ${ANALYTICS_MAX_RANGE_DAYS} days, both ends counted`, () => {
      expect(ANALYTICS_MAX_RANGE_DAYS).toBe(400);
      expect(analyticsQuerySchema.safeParse({ from: '2026-03-01', to: '2026-03-01' }).success).toBe(true);
      // 2025-01-01 … 2026-02-04 is 365 + 35 = 400 days.
      expect(analyticsQuerySchema.safeParse({ from: '2025-01-01', to: '2026-02-04' }).success).toBe(true);
    });

    it('refuses a longer range, on `to`', () => {
      expect(issues({ from: '2025-01-01', to: '2026-02-05' })).toEqual({ to: ANALYTICS_RANGE_MESSAGE });
      expect(ANALYTICS_RANGE_MESSAGE).toBe('The range is at most 400 days');
    });

    it('is checked again by the server once it fills in an open end', () => {
      expect(analyticsRangeProblem('2026-01-01', '2026-01-31')).toBeNull();
      expect(analyticsRangeProblem('2026-02-01', '2026-01-31')).toEqual({
        path: 'from',
        message: ANALYTICS_ORDER_MESSAGE,
      });
      expect(analyticsRangeProblem('2020-01-01', '2026-01-31')?.path).toBe('to');
    });
  });

  describe('the filters', () => {
    it('takes every publishing network and every import provider as a platform', () => {
      expect(ANALYTICS_PLATFORMS).toEqual(
        expect.arrayContaining([...PUBLISHING_NETWORKS, ...SOCIAL_PROVIDERS]),
      );
      expect(new Set(ANALYTICS_PLATFORMS).size).toBe(ANALYTICS_PLATFORMS.length);
      for (const platform of ANALYTICS_PLATFORMS) {
        expect(analyticsQuerySchema.parse({ platform }).platform).toBe(platform);
      }
    });

    it('refuses an unknown platform, or one named otherwise', () => {
      expect(issues({ platform: 'myspace' })).toEqual({ platform: 'Unknown network' });
      expect(issues({ platform: 'Instagram' })).toEqual({ platform: 'Unknown network' });
    });

    it("takes the tickets' purposes and formats, and refuses others", () => {
      for (const purpose of POST_PURPOSES)
        expect(analyticsQuerySchema.parse({ purpose }).purpose).toBe(purpose);
      for (const format of POST_FORMATS) expect(analyticsQuerySchema.parse({ format }).format).toBe(format);
      expect(issues({ purpose: 'fun', format: 'gif' })).toEqual({
        purpose: 'Unknown purpose',
        format: 'Unknown format',
      });
    });

    it('takes an account only as a uuid', () => {
      expect(issues({ account: '12' })).toEqual({ account: 'Not an account id' });
      expect(issues({ account: `${ACCOUNT}' OR 1=1` })).toEqual({ account: 'Not an account id' });
    });

    it('takes a pillar as long as a brand may name one, trimmed, and refuses a blank one', () => {
      expect(analyticsQuerySchema.parse({ pillar: 'p'.repeat(ANALYTICS_PILLAR_MAX) }).pillar).toHaveLength(
        120,
      );
      expect(issues({ pillar: 'p'.repeat(121) })).toEqual({ pillar: 'A pillar is at most 120 characters' });
      expect(issues({ pillar: '   ' })).toEqual({ pillar: 'Enter a pillar' });
    });

    it('takes published or imported as the source', () => {
      expect(analyticsQuerySchema.parse({ source: 'published' }).source).toBe('published');
      expect(issues({ source: 'both' })).toEqual({ source: 'Use published or imported' });
    });
  });

  describe('group', () => {
    it('takes only the allowed names', () => {
      expect(ANALYTICS_GROUPS).toEqual(['pillar', 'purpose', 'format', 'platform', 'account']);
      for (const group of ANALYTICS_GROUPS) expect(analyticsQuerySchema.parse({ group }).group).toBe(group);
    });

    it('refuses any other name, so none reaches SQL as typed', () => {
      for (const group of ['ticket_id', 'pillar; drop table posts', 'PILLAR', 'created_at']) {
        expect(issues({ group })).toEqual({ group: 'Group by pillar, purpose, format, platform, account' });
      }
    });
  });

  describe('tz', () => {
    it('takes a zone the runtime lists, and UTC', () => {
      for (const tz of ['Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'UTC']) {
        expect(analyticsQuerySchema.parse({ tz }).tz).toBe(tz);
      }
    });

    it('takes an older name the runtime still knows as the listed name', () => {
      const listed = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
      for (const tz of ['Europe/Kyiv', 'Europe/Kiev', 'US/Eastern', 'Etc/UTC']) {
        const parsed = analyticsQuerySchema.parse({ tz }).tz;
        expect(listed.has(parsed!)).toBe(true);
      }
      expect(analyticsQuerySchema.parse({ tz: 'US/Eastern' }).tz).toBe('America/New_York');
      expect(analyticsQuerySchema.parse({ tz: 'Etc/UTC' }).tz).toBe('UTC');
    });

    it('refuses anything else: unknown, offsets, abbreviations, injections', () => {
      for (const tz of [
        'Mars/Olympus_Mons',
        'Berlin',
        'EST',
        '+02:00',
        'UTC+3',
        'utc',
        "Europe/Berlin'; select 1 --",
        'x'.repeat(65),
      ]) {
        expect(issues({ tz }).tz).toBeDefined();
      }
      expect(issues({ tz: 'Mars/Olympus_Mons' })).toEqual({ tz: ANALYTICS_TIME_ZONE_MESSAGE });
    });
  });

  it('names every refused field at once', () => {
    expect(Object.keys(issues({ from: 'x', platform: 'y', group: 'z', tz: 'w' })).sort()).toEqual([
      'from',
      'group',
      'platform',
      'tz',
    ]);
  });
});
