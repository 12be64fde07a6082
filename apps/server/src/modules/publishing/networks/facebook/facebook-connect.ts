import { type ConnectedAccount, NetworkError, type OAuthConnector } from '../network.js';
import { type FacebookUrls, type Graph, text } from './facebook-graph.js';

/**
 * What publishing asks of Facebook Login (providers/publishing.md §2): the person's Pages, posting
 * to them (text, links, photos), reading them back (the cut-off search), the first comment,
 * videos, and the posts' insights (their results; `read_insights`).
 */
export const FACEBOOK_SCOPES = [
  'pages_show_list',
  'pages_manage_posts',
  'pages_read_engagement',
  'pages_manage_engagement',
  'publish_video',
  'read_insights',
] as const;

/** The Page task that lets a person post as the Page. */
const CREATE_CONTENT = 'CREATE_CONTENT';
/** `/me/accounts` pages at most read (100 Pages each). */
const ACCOUNT_PAGES = 10;

interface PageEntry {
  id?: string;
  name?: string;
  access_token?: string;
  tasks?: string[];
  picture?: { data?: { url?: string } };
}

/**
 * Facebook Login for Pages: the approval page, the code for a short-lived user token, that for
 * a long-lived one (~60 days), and each Page the person may post to with its own Page token.
 * A Page token got with a long-lived user token does not end (community-documented): so the
 * channel carries no end and needs no renewal; a revoked one asks for reconnecting. The person
 * token is not kept: only the Page's is used.
 */
export function facebookConnector(deps: {
  app: { appId: string; appSecret: string };
  urls: FacebookUrls;
  graph: Graph;
}): OAuthConnector {
  const { app, urls, graph } = deps;
  return {
    pkce: false,
    authorizeUrl({ redirectUri, state }) {
      const url = new URL(`${urls.authUrl}/${urls.version}/dialog/oauth`);
      url.search = new URLSearchParams({
        client_id: app.appId,
        redirect_uri: redirectUri,
        scope: FACEBOOK_SCOPES.join(','),
        response_type: 'code',
        state,
      }).toString();
      return url.toString();
    },

    async accounts({ code, redirectUri }): Promise<ConnectedAccount[]> {
      const short = await graph(
        'GET',
        '/oauth/access_token',
        null,
        {
          client_id: app.appId,
          client_secret: app.appSecret,
          redirect_uri: redirectUri,
          // Meta may append `#_` to the code it sends back.
          code: code.replace(/#_$/, ''),
        },
        'the sign-in',
      );
      const shortToken = text(short.access_token);
      if (!shortToken)
        throw new NetworkError('permanent', 'Facebook answered the sign-in without a token.', {
          code: 'no_token',
        });
      const long = await graph(
        'GET',
        '/oauth/access_token',
        null,
        {
          grant_type: 'fb_exchange_token',
          client_id: app.appId,
          client_secret: app.appSecret,
          fb_exchange_token: shortToken,
        },
        'the sign-in',
      );
      const userToken = text(long.access_token);
      if (!userToken)
        throw new NetworkError('permanent', 'Facebook answered the sign-in without a lasting token.', {
          code: 'no_token',
        });
      const pages: PageEntry[] = [];
      let after: string | undefined;
      for (let page = 0; page < ACCOUNT_PAGES; page += 1) {
        const body = await graph(
          'GET',
          '/me/accounts',
          userToken,
          { fields: 'id,name,access_token,picture,tasks', limit: 100, after },
          "the person's Pages",
        );
        pages.push(...(Array.isArray(body.data) ? (body.data as PageEntry[]) : []));
        const paging = (body.paging ?? {}) as { next?: string; cursors?: { after?: string } };
        after = paging.next ? paging.cursors?.after : undefined;
        if (!after) break;
      }
      // Only the Pages the person may post to: a Page where they only moderate or read insights cannot take a post.
      return pages.flatMap((entry) => {
        const id = text(entry.id);
        const token = text(entry.access_token);
        if (!id || !token || !(entry.tasks ?? []).includes(CREATE_CONTENT)) return [];
        const name = text(entry.name) ?? id;
        return [
          {
            host: urls.graphUrl,
            accountId: id,
            handle: name,
            displayName: name,
            avatarUrl: text(entry.picture?.data?.url) ?? null,
            credentials: { accessToken: token },
            tokenExpiresAt: null,
            renewableUntil: null,
          },
        ];
      });
    },
  };
}
