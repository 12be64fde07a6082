import { type Metric, type PostMetrics, readCount } from '@expertos/domain/analytics/metrics';
import type { EgressResponse } from '../../../../platform/http/guarded-fetch.js';
import { type AccountDay, type ChannelAccess, NetworkError, type PostInsights } from '../network.js';
import { inPath, type LinkedInApi } from './linkedin-api.js';
import { answerJson, errorBody, linkedInFailure } from './linkedin-errors.js';

/**
 * A LinkedIn post's results and the account's followers (providers/publishing.md §4,
 * "Analytics"), the post named by its URN (`urn:li:share:…` or `urn:li:ugcPost:…`).
 *
 * - A member's post: `memberCreatorPostAnalytics`, one call a figure (IMPRESSION → views,
 *   MEMBERS_REACHED → reach, REACTION → likes, COMMENT → comments, RESHARE → shares), each
 *   `aggregation=TOTAL`. LinkedIn answers no element for a figure it has not counted yet
 *   (`not_yet`); a post it no longer has answers 404 (`gone`: LinkedIn's docs do not say, so
 *   read as its other resources answer a deleted one).
 * - A page's posts: `organizationalEntityShareStatistics` for up to LINKEDIN_INSIGHTS_BATCH posts
 *   a call (`shares=List(…)`, and `ugcPosts=List(…)` in a call of their own), lifetime totals.
 *   A post missing from the answer is either not counted yet or deleted: LinkedIn's post says
 *   which (`GET /rest/posts/{urn}`, 404 when deleted). Clicks and link clicks are one figure here
 *   (`clickCount`: every click on the post).
 * - Followers: a page's from `networkSizes`; a member's are not for this app to read (null).
 *
 * The permissions, from LinkedIn's docs, not the sheet: `r_member_postAnalytics` for a member's
 * figures, `rw_organization_admin` (an administrator of the page) for a page's figures and
 * followers. Without one LinkedIn answers 403, and only connecting again can grant it.
 */

/**
 * Posts named in one page-statistics call. LinkedIn documents no bound for `shares=List(…)`;
 * twenty keeps the address short (our choice, not the network's).
 */
export const LINKEDIN_INSIGHTS_BATCH = 20;

/** A member's post: LinkedIn's `queryType` for each figure. */
const MEMBER_FIGURES: readonly (readonly [string, Metric])[] = [
  ['IMPRESSION', 'views'],
  ['MEMBERS_REACHED', 'reach'],
  ['REACTION', 'likes'],
  ['COMMENT', 'comments'],
  ['RESHARE', 'shares'],
];

/** A page's post: `totalShareStatistics` field for each figure. */
const PAGE_FIGURES: readonly (readonly [string, Metric])[] = [
  ['impressionCount', 'views'],
  ['uniqueImpressionsCount', 'reach'],
  ['likeCount', 'likes'],
  ['commentCount', 'comments'],
  ['shareCount', 'shares'],
  ['clickCount', 'link_clicks'],
];

const WHAT = "the posts' statistics";

/** How a URN is named in LinkedIn's analytics calls: a share, or a UGC post (videos, documents). */
function kindOf(urn: string) {
  return urn.startsWith('urn:li:ugcPost:')
    ? { entity: 'ugc', list: 'ugcPosts', element: 'ugcPost' }
    : { entity: 'share', list: 'shares', element: 'share' };
}

const isPage = (channel: ChannelAccess) => channel.accountId.startsWith('urn:li:organization:');
const gone = (remoteId: string): PostInsights => ({ remoteId, metrics: {}, gone: true });
const notYet = (figures: readonly (readonly [string, Metric])[]): PostMetrics =>
  Object.fromEntries(figures.map(([, metric]) => [metric, 'not_yet']));
const ok = (answer: EgressResponse) => answer.status >= 200 && answer.status < 300;

/** `metricType` is a plain string from version 202605, an object of one value before it. */
function metricTypeOf(element: Record<string, unknown>): unknown {
  const type = element.metricType;
  return type && typeof type === 'object' ? Object.values(type)[0] : type;
}

export function linkedInInsights(deps: {
  api: LinkedInApi;
  now: () => Date;
  tokenOf: (c: ChannelAccess) => string;
}) {
  const { api, now, tokenOf } = deps;

  /** A refusal, in words: a missing permission can be granted only by connecting again. */
  function failure(answer: EgressResponse, channel: ChannelAccess): NetworkError {
    if (answer.status !== 403) return linkedInFailure(answer, WHAT, now());
    const body = errorBody(answer);
    const said = body.message ?? body.code ?? 'access denied';
    return new NetworkError(
      'reconnect',
      isPage(channel)
        ? `LinkedIn did not let this app read the page's statistics (${said}). The person who connects the page must be its administrator: reconnect the page to grant LinkedIn's page statistics permission (rw_organization_admin).`
        : `LinkedIn did not let this app read the member's post statistics (${said}): reconnect the account to grant LinkedIn's post analytics permission (r_member_postAnalytics).`,
      { code: body.code ?? 'ACCESS_DENIED' },
    );
  }

  async function get(channel: ChannelAccess, url: string): Promise<EgressResponse> {
    return api.send(url, { token: tokenOf(channel), what: WHAT });
  }

  /** A member's post, one figure a call (LinkedIn's finder takes one `queryType`). */
  async function memberPost(channel: ChannelAccess, urn: string): Promise<PostInsights> {
    const { entity } = kindOf(urn);
    const answers = await Promise.all(
      MEMBER_FIGURES.map(async ([queryType, metric]) => {
        // Rest.li 2.0: the URN encoded inside the union's parentheses, which stay as they are.
        const answer = await get(
          channel,
          `${api.apiUrl}/rest/memberCreatorPostAnalytics?q=entity&entity=(${entity}:${encodeURIComponent(urn)})&queryType=${queryType}&aggregation=TOTAL`,
        );
        if (answer.status === 404) return 'gone' as const;
        if (!ok(answer)) throw failure(answer, channel);
        const elements = (answerJson(answer).elements ?? []) as Record<string, unknown>[];
        const point = elements.find((element) => metricTypeOf(element) === queryType);
        return [metric, readCount(point?.count) ?? 'not_yet'] as const;
      }),
    );
    if (answers.includes('gone')) return gone(urn);
    return {
      remoteId: urn,
      metrics: Object.fromEntries(answers as (readonly [Metric, number | 'not_yet'])[]),
    };
  }

  /** Whether LinkedIn still has the page's post (deleted: 404). */
  async function stillThere(channel: ChannelAccess, urn: string): Promise<boolean> {
    const answer = await get(channel, `${api.apiUrl}/rest/posts/${inPath(urn)}`);
    if (answer.status === 404 || answer.status === 410) return false;
    if (!ok(answer)) throw failure(answer, channel);
    return true;
  }

  /** A page's posts: one call for its shares, one for its UGC posts. */
  async function pagePosts(channel: ChannelAccess, urns: readonly string[]): Promise<PostInsights[]> {
    const totals = new Map<string, Record<string, unknown>>();
    const groups = new Map<string, string[]>();
    for (const urn of new Set(urns))
      groups.set(kindOf(urn).list, [...(groups.get(kindOf(urn).list) ?? []), urn]);
    for (const group of groups.values()) {
      const kind = kindOf(group[0] as string);
      const answer = await get(
        channel,
        `${api.apiUrl}/rest/organizationalEntityShareStatistics?q=organizationalEntity&organizationalEntity=${encodeURIComponent(channel.accountId)}&${kind.list}=List(${group.map(encodeURIComponent).join(',')})`,
      );
      if (!ok(answer)) throw failure(answer, channel);
      for (const element of (answerJson(answer).elements ?? []) as Record<string, unknown>[]) {
        const urn = element[kind.element];
        if (typeof urn === 'string')
          totals.set(urn, (element.totalShareStatistics ?? {}) as Record<string, unknown>);
      }
    }
    const results: PostInsights[] = [];
    for (const urn of urns) {
      const total = totals.get(urn);
      if (total)
        results.push({
          remoteId: urn,
          metrics: Object.fromEntries(
            PAGE_FIGURES.map(([field, metric]) => [metric, readCount(total[field]) ?? 'not_yet']),
          ),
        });
      else
        results.push(
          (await stillThere(channel, urn)) ? { remoteId: urn, metrics: notYet(PAGE_FIGURES) } : gone(urn),
        );
    }
    return results;
  }

  return {
    insightsBatch: LINKEDIN_INSIGHTS_BATCH,

    async insights(channel: ChannelAccess, remoteIds: readonly string[]): Promise<PostInsights[]> {
      if (remoteIds.length === 0) return [];
      if (isPage(channel)) return pagePosts(channel, remoteIds);
      const results: PostInsights[] = [];
      // One post after another: five calls each, kept gentle on the member's daily limits.
      for (const urn of remoteIds) results.push(await memberPost(channel, urn));
      return results;
    },

    async accountDay(channel: ChannelAccess): Promise<AccountDay> {
      // A member's followers need another LinkedIn permission, which is not asked for: none to give.
      if (!isPage(channel)) return { followers: null };
      const answer = await get(
        channel,
        `${api.apiUrl}/rest/networkSizes/${inPath(channel.accountId)}?edgeType=COMPANY_FOLLOWED_BY_MEMBER`,
      );
      if (!ok(answer)) throw failure(answer, channel);
      return { followers: readCount(answerJson(answer).firstDegreeSize) };
    },
  };
}
