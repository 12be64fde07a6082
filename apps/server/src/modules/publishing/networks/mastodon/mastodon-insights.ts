import { type MetricValue, type PostMetrics, readCount } from '@expertos/domain/analytics/metrics';
import { MastoHttpError, type mastodon } from 'masto';
import { type AccountDay, type ChannelAccess, NetworkError, type PostInsights } from '../network.js';
import { mastodonError } from './mastodon-errors.js';

/**
 * A Mastodon status's figures and the account's followers (providers/publishing.md §10,
 * "Analytics"): `GET /api/v1/statuses/:id` → likes = `favourites_count`, shares =
 * `reblogs_count`, comments = `replies_count`; the account's followers from
 * `GET /api/v1/accounts/verify_credentials`. Mastodon counts nothing like reach or views, so
 * those are left out (not offered).
 *
 * One status a call: the instance may be any version, and the call for several statuses at once
 * (`GET /api/v1/statuses?id[]=`) exists only from Mastodon 4.3 (from the network's docs, not the
 * sheet); one status a call works on every instance, within its 300 calls in 5 minutes.
 */

export interface MastodonInsightsDeps {
  /** The adapter's client for the channel (its token, through the egress guard). */
  client: (channel: ChannelAccess) => mastodon.rest.Client;
  now: () => Date;
}

/** The scopes Mastodon checks for these reads (`read` covers both); named in the words to reconnect. */
const READ_STATUSES = 'read:statuses';
const READ_ACCOUNTS = 'read:accounts';

export function mastodonInsights(deps: MastodonInsightsDeps) {
  /**
   * Mastodon's refusal in words a person can act on: a token without the scope (403 "This action
   * is outside the authorized scopes", from Mastodon's source, not the sheet) is reconnected to
   * grant it.
   */
  function failure(caught: unknown, what: string, scope: string): NetworkError {
    if (caught instanceof MastoHttpError && caught.statusCode === 403 && /scope/i.test(caught.message))
      return new NetworkError(
        'reconnect',
        `Mastodon does not let this connection read ${what} (it lacks the ${scope} permission): reconnect the account to grant it.`,
        { code: 'missing_scope', cause: caught },
      );
    return mastodonError(caught, what, deps.now());
  }

  async function one(channel: ChannelAccess, remoteId: string): Promise<PostInsights> {
    try {
      const status = await deps.client(channel).v1.statuses.$select(remoteId).fetch();
      return { remoteId, metrics: metricsOf(status) };
    } catch (caught) {
      // Mastodon answers 404 for a status deleted (or no longer visible to the account).
      if (caught instanceof MastoHttpError && caught.statusCode === 404)
        return { remoteId, metrics: {}, gone: true };
      throw failure(caught, "the post's figures", READ_STATUSES);
    }
  }

  return {
    insightsBatch: 1,

    async insights(channel: ChannelAccess, remoteIds: readonly string[]): Promise<PostInsights[]> {
      const answers: PostInsights[] = [];
      // One after another: the instance counts every call against the token's window.
      for (const remoteId of remoteIds) answers.push(await one(channel, remoteId));
      return answers;
    },

    async accountDay(channel: ChannelAccess): Promise<AccountDay> {
      try {
        const account = await deps.client(channel).v1.accounts.verifyCredentials();
        return { followers: readCount(account.followersCount) };
      } catch (caught) {
        throw failure(caught, "the account's followers", READ_ACCOUNTS);
      }
    },
  };
}

/**
 * A count Mastodon always sends; one missing from an answer (a server that has not counted it)
 * is `not_yet`, never 0.
 */
const countOf = (value: unknown): MetricValue => readCount(value) ?? 'not_yet';

function metricsOf(status: mastodon.v1.Status): PostMetrics {
  const reblogs = countOf(status.reblogsCount);
  // Quote posts came with Mastodon 4.5 (`quotes_count`, from the network's docs, not the sheet):
  // a quote shares the post as a boost does. An older server has no quotes, so boosts are all.
  const quotes = readCount((status as Partial<mastodon.v1.Status>).quotesCount);
  return {
    likes: countOf(status.favouritesCount),
    comments: countOf(status.repliesCount),
    shares: typeof reblogs === 'number' && quotes !== null ? reblogs + quotes : reblogs,
  };
}
