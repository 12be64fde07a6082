import {
  type Metric,
  type MetricValue,
  type PostMetrics,
  readCount,
} from '@expertos/domain/analytics/metrics';
import { type AccountDay, type ChannelAccess, NetworkError, type PostInsights } from '../network.js';
import {
  type PinterestApi,
  PinterestHttpError,
  type PinterestSession,
  pinterestSession,
} from './pinterest-api.js';
import { pinterestError } from './pinterest-errors.js';

/**
 * A Pin's results and the account's followers, from Pinterest's API v5 (providers/publishing.md
 * §8): `GET /v5/pins/{id}/analytics`, one Pin a call, and `GET /v5/user_account`.
 *
 * One Pin a call: Pinterest's `GET /v5/pins/analytics` takes 100 Pins, but its description says
 * it is in beta and not open to all apps (from the network's docs, not the sheet).
 *
 * The days asked run from 89 days back to today (UTC): Pinterest takes a start up to 90 days
 * back, and one day is kept in hand so a clock a little behind Pinterest's is not refused. A
 * younger Pin's days before it was made are answered as such and not counted. Each figure is
 * the Pin's `lifetime_metrics` when Pinterest gives them (every Pin made since 2023-03-20),
 * else the sum of the days Pinterest has finished counting (`READY`, or its `ESTIMATE`); the
 * latest days are `PROCESSING` and not read. A figure with no finished day yet is `not_yet`,
 * never 0.
 *
 * Pinterest's figures as ours: impressions are views, outbound clicks (to the Pin's link) are
 * link clicks, saves are saves; and, from the network's docs, not the sheet, reactions are
 * likes and comments are comments (`TOTAL_REACTIONS`, `TOTAL_COMMENTS`). Pinterest has no reach
 * or shares for a Pin, so they are left out. `PIN_CLICK` (a tap to the Pin's close-up) is not
 * asked for: no figure of ours is one.
 */

/** Ours, each with Pinterest's metric type. */
const FIGURES: readonly (readonly [Metric, string])[] = [
  ['views', 'IMPRESSION'],
  ['link_clicks', 'OUTBOUND_CLICK'],
  ['saves', 'SAVE'],
  ['likes', 'TOTAL_REACTIONS'],
  ['comments', 'TOTAL_COMMENTS'],
];
/** How far back the days asked start: Pinterest's 90, less one for the clocks. */
const DAYS_BACK = 89;
const DAY_MS = 86_400_000;
/** Days Pinterest has counted (the others are still processing, or before the Pin was made). */
const COUNTED = new Set(['READY', 'ESTIMATE']);

type Counts = Record<string, unknown>;

interface PinAnalytics {
  all?: {
    daily_metrics?: { date?: string; data_status?: string; metrics?: Counts }[];
    lifetime_metrics?: Counts;
  };
}

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** One of Pinterest's figures: its lifetime count, else the days counted so far, else not yet. */
function figure(all: PinAnalytics['all'], type: string): MetricValue {
  const lifetime = readCount(all?.lifetime_metrics?.[type]);
  if (lifetime !== null) return lifetime;
  let sum: number | null = null;
  for (const day of all?.daily_metrics ?? []) {
    if (!COUNTED.has(day.data_status ?? '')) continue;
    const value = readCount(day.metrics?.[type]);
    if (value !== null) sum = (sum ?? 0) + value;
  }
  return sum ?? 'not_yet';
}

/** A Pin's figures from its analytics answer. */
export function pinMetrics(answer: PinAnalytics): PostMetrics {
  return Object.fromEntries(FIGURES.map(([metric, type]) => [metric, figure(answer.all, type)]));
}

/**
 * A refused read as the engine acts on it (pinterest-errors.ts), but a token granted without a
 * scope the read needs is "reconnect", naming the scopes: only connecting again grants them.
 */
function insightsError(caught: unknown, what: string, scopes: string, now: Date): NetworkError {
  if (
    caught instanceof PinterestHttpError &&
    (caught.status === 401 || caught.status === 403) &&
    /scope/i.test(caught.said)
  )
    return new NetworkError(
      'reconnect',
      `Pinterest does not let this connection read ${what}: reconnect the account to grant ${scopes}. (Pinterest: ${caught.said})`,
      { code: 'scope_missing', cause: caught },
    );
  return pinterestError(caught, `reading ${what}`, now);
}

export function pinterestInsights(api: PinterestApi, now: () => Date) {
  async function pinInsights(session: PinterestSession, remoteId: string): Promise<PostInsights> {
    const today = now();
    try {
      const answer = await session.call<PinAnalytics>({
        method: 'GET',
        path: `/v5/pins/${encodeURIComponent(remoteId)}/analytics`,
        query: {
          start_date: utcDay(new Date(today.getTime() - DAYS_BACK * DAY_MS)),
          end_date: utcDay(today),
          metric_types: FIGURES.map(([, type]) => type).join(','),
        },
      });
      return { remoteId, metrics: pinMetrics(answer) };
    } catch (caught) {
      // "Pin not found.": deleted on Pinterest.
      if (caught instanceof PinterestHttpError && caught.status === 404)
        return { remoteId, metrics: {}, gone: true };
      throw caught;
    }
  }

  return {
    async insights(channel: ChannelAccess, remoteIds: readonly string[]): Promise<PostInsights[]> {
      try {
        const session = pinterestSession(api, channel);
        const answers: PostInsights[] = [];
        for (const remoteId of remoteIds) answers.push(await pinInsights(session, remoteId));
        return answers;
      } catch (caught) {
        throw insightsError(caught, 'the Pin’s analytics', 'boards:read and pins:read', now());
      }
    },

    /** The account's followers (`follower_count`, null when Pinterest gives none). */
    async accountDay(channel: ChannelAccess): Promise<AccountDay> {
      try {
        const account = await pinterestSession(api, channel).call<{ follower_count?: unknown }>({
          method: 'GET',
          path: '/v5/user_account',
        });
        return { followers: readCount(account.follower_count) };
      } catch (caught) {
        throw insightsError(caught, 'the account’s followers', 'user_accounts:read', now());
      }
    },
  };
}
