import { apiErrorSchema } from '@expertos/domain/errors.schema';
import { INSTALL_PARAM_MAX } from '@expertos/domain/integration-install';
import { projectDeletedSchema } from '@expertos/domain/project.schema';
import {
  accountChoicesSchema,
  authorizeSchema,
  type ChannelBoard,
  type CreatorInfo,
  channelBoardListSchema,
  chooseAccountSchema,
  connectBlueskySchema,
  connectHandoffSchema,
  connectMastodonSchema,
  creatorInfoSchema,
  mastodonAuthorizeSchema,
  type PublishingLimit,
  publishingChannelListSchema,
  publishingChannelSchema,
  publishingLimitSchema,
  publishingNetworkListSchema,
  queueSettingsSchema,
} from '@expertos/domain/publishing/channel.schema';
import { HANDOFF_NETWORKS } from '@expertos/domain/publishing/handoff';
import { APP_NETWORKS, PUBLISHING_NETWORKS } from '@expertos/domain/publishing/limits';
import {
  brandPublicationListSchema,
  brandPublicationsQuerySchema,
} from '@expertos/domain/publishing/publication.schema';
import { rightsTakedownListSchema } from '@expertos/domain/publishing/rights-takedown.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/access.js';
import { idParam, projectParams } from '../../platform/params.js';
import { redirectReply } from '../../platform/replies.js';
import { BROWSER_COOKIE, browserCookie, cookieValue } from '../integrations/install-cookie.js';
import type { ChannelsService } from './channels.service.js';
import {
  MASTODON_CALLBACK_PATH,
  MASTODON_CONNECT_TTL_MS,
  type MastodonConnect,
} from './mastodon-connect.service.js';
import { OAUTH_CONNECT_TTL_MS, type OAuthConnect, oauthCallbackPath } from './oauth-connect.service.js';
import type { PublishingViews } from './publishing-views.js';
import type { RightsTakedowns } from './rights-takedowns.js';
import type { SettingsService } from './settings.service.js';

const tags = ['publishing'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
/** Connecting: the account is taken already (409), the network refused it (422) or did not answer (502). */
const connectErrors = { ...errors, 409: apiErrorSchema, 422: apiErrorSchema, 502: apiErrorSchema };
const channelParams = projectParams.extend({ channelId: idParam });
const callbackParam = z.string().max(INSTALL_PARAM_MAX).optional();
const appNetworkParams = projectParams.extend({ network: z.enum(APP_NETWORKS) });
const choiceParams = projectParams.extend({ choice: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });
const callbackQuery = z.object({
  state: callbackParam,
  code: callbackParam,
  error: callbackParam,
  error_description: z.string().max(2000).optional(),
});

/**
 * A brand's publishing (docs/product.md#publishing): its channels (members who see tasks see
 * them; brand admins connect and disconnect them — credentials go in and never out), its
 * settings (zone, queue, approval rule) and its calendar window.
 */
export const brandPublishingRoutes =
  ({
    channels,
    mastodon,
    oauth,
    limit,
    creatorInfo,
    boards,
    settings,
    views,
    publicUrl,
    brandSlug,
    takedowns,
  }: {
    channels: ChannelsService;
    mastodon: MastodonConnect;
    oauth: OAuthConnect;
    /** A channel's rolling publishing limit (channel-limit.ts). */
    limit(projectId: string, channelId: string): Promise<PublishingLimit>;
    /** What the channel's account may post now (channel-creator-info.ts). */
    creatorInfo(projectId: string, channelId: string): Promise<CreatorInfo>;
    /** The boards the channel's account may pin to (channel-boards.ts). */
    boards(projectId: string, channelId: string): Promise<ChannelBoard[]>;
    settings: SettingsService;
    views: PublishingViews;
    publicUrl: string;
    /** The brand's slug (the projects module's), for the page a connect flow lands on. */
    brandSlug(projectId: string): Promise<string | null>;
    /** Published posts whose library asset may no longer be used (rights-takedowns.ts). */
    takedowns: Pick<RightsTakedowns, 'list'>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/projects/:projectId/publishing';
    const secure = publicUrl.startsWith('https://');

    app.get(
      `${base}/channels`,
      {
        config: { access: 'projectTickets', scope: 'publishing:read' },
        schema: {
          tags,
          summary: "The brand's publishing channels: each account and whether it needs reconnecting",
          params: projectParams,
          response: { 200: publishingChannelListSchema, ...errors },
        },
      },
      async (request) => channels.list(contextOf(request, 'projectTickets').project.projectId),
    );

    const placeOf = (request: Parameters<typeof contextOf>[0]) => {
      const { project, membership } = contextOf(request, 'projectAdmin');
      return {
        workspaceId: project.workspaceId,
        projectId: project.projectId,
        memberId: membership.memberId,
      };
    };

    app.post(
      `${base}/channels/bluesky`,
      {
        config: { access: 'projectAdmin', scope: 'session', plan: 'required' },
        schema: {
          tags,
          summary: 'Connect a Bluesky account with its handle and an app password (brand admins)',
          description:
            'The app password is checked with the account’s server, sealed, and never answered. An account password is refused: Bluesky’s app passwords can be revoked on their own.',
          params: projectParams,
          body: connectBlueskySchema,
          response: { 201: publishingChannelSchema, ...connectErrors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await channels.connectBluesky(placeOf(request), request.body)),
    );

    app.post(
      `${base}/channels/mastodon`,
      {
        config: { access: 'projectAdmin', scope: 'session', plan: 'required' },
        schema: {
          tags,
          summary: 'Start connecting a Mastodon account on the instance typed (brand admins)',
          description:
            'Registers the app on the instance and answers its approval page. The one-time state (10 minutes) is bound to the caller and, through an httpOnly cookie, to this browser.',
          params: projectParams,
          body: connectMastodonSchema,
          response: { 200: mastodonAuthorizeSchema, ...connectErrors },
        },
      },
      async (request, reply) => {
        const started = await mastodon.start(
          placeOf(request),
          request.body.instance,
          cookieValue(request.headers.cookie, BROWSER_COOKIE),
        );
        reply.header(
          'set-cookie',
          browserCookie(started.browserToken, Math.ceil(MASTODON_CONNECT_TTL_MS / 1000), secure),
        );
        return { authorize_url: started.authorizeUrl };
      },
    );

    app.get(
      MASTODON_CALLBACK_PATH.replace(/^\/api/, ''),
      {
        // The instance sends the browser here: a navigation, with no bearer token. The state,
        // bound to the admin who started and to this browser's cookie, is what is checked.
        config: { access: 'public', raw: true },
        schema: {
          tags,
          summary: 'Where a Mastodon instance sends the browser back after the approval',
          querystring: callbackQuery,
          response: redirectReply,
        },
      },
      async (request, reply) => {
        const outcome = await mastodon.finish(
          request.query,
          cookieValue(request.headers.cookie, BROWSER_COOKIE),
        );
        const slug = outcome.projectId ? await brandSlug(outcome.projectId) : null;
        const result = new URLSearchParams(
          outcome.ok ? { connected: 'mastodon' } : { connect_error: outcome.message },
        );
        return reply
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .redirect(`${publicUrl}${slug ? `/brand/${slug}/integrations` : '/'}?${result}`, 303);
      },
    );

    app.get(
      `${base}/networks`,
      {
        config: { access: 'projectTickets', scope: 'publishing:read' },
        schema: {
          tags,
          summary: 'The networks a channel can be connected on, and whether each is set up on this server',
          description:
            'A network that publishes through the team’s own developer app is set up when the server has its app’s credentials (README, “Publishing networks”); until then it takes phone hand-off channels only.',
          params: projectParams,
          response: { 200: publishingNetworkListSchema, ...errors },
        },
      },
      async () => [
        ...PUBLISHING_NETWORKS.map((network) => ({
          network,
          connect:
            network === 'bluesky'
              ? ('password' as const)
              : network === 'mastodon'
                ? ('instance' as const)
                : ('oauth' as const),
          set_up: network === 'bluesky' || network === 'mastodon' || oauth.setUp(network),
        })),
        ...HANDOFF_NETWORKS.filter((n) => !(PUBLISHING_NETWORKS as readonly string[]).includes(n)).map(
          (network) => ({ network, connect: 'oauth' as const, set_up: false }),
        ),
      ],
    );

    app.post(
      `${base}/channels/oauth/:network`,
      {
        config: { access: 'projectAdmin', scope: 'session', plan: 'required' },
        schema: {
          tags,
          summary:
            "Start connecting an account through the team's developer app on the network (brand admins)",
          description:
            'Answers the network’s approval page. The one-time state (10 minutes) is bound to the caller and, through an httpOnly cookie, to this browser; a PKCE challenge goes with it where the network takes one. 409 when the network is not set up on this server.',
          params: appNetworkParams,
          response: { 200: authorizeSchema, ...connectErrors },
        },
      },
      async (request, reply) => {
        const started = await oauth.start(
          placeOf(request),
          request.params.network,
          cookieValue(request.headers.cookie, BROWSER_COOKIE),
        );
        reply.header(
          'set-cookie',
          browserCookie(started.browserToken, Math.ceil(OAUTH_CONNECT_TTL_MS / 1000), secure),
        );
        return { authorize_url: started.authorizeUrl };
      },
    );

    app.get(
      oauthCallbackPath(':network').replace(/^\/api/, ''),
      {
        // The network sends the browser here: a navigation, with no bearer token. The state,
        // bound to the admin who started and to this browser's cookie, is what is checked.
        config: { access: 'public', raw: true },
        schema: {
          tags,
          summary: 'Where a network sends the browser back after the approval of the team’s app',
          params: z.object({ network: z.enum(APP_NETWORKS) }),
          querystring: callbackQuery,
          response: redirectReply,
        },
      },
      async (request, reply) => {
        const outcome = await oauth.finish(
          request.params.network,
          request.query,
          cookieValue(request.headers.cookie, BROWSER_COOKIE),
        );
        const slug = outcome.projectId ? await brandSlug(outcome.projectId) : null;
        const result = new URLSearchParams(
          outcome.ok === true
            ? { connected: request.params.network }
            : outcome.ok === 'choose'
              ? { choose: outcome.choice }
              : { connect_error: outcome.message },
        );
        return reply
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .redirect(`${publicUrl}${slug ? `/brand/${slug}/integrations` : '/'}?${result}`, 303);
      },
    );

    app.get(
      `${base}/connect-choices/:choice`,
      {
        config: { access: 'projectAdmin', scope: 'session' },
        schema: {
          tags,
          summary:
            'The accounts a login may publish as, to choose one (brand admins, in the browser that connected)',
          params: choiceParams,
          response: { 200: accountChoicesSchema, ...errors },
        },
      },
      async (request) =>
        oauth.choices(
          placeOf(request),
          request.params.choice,
          cookieValue(request.headers.cookie, BROWSER_COOKIE),
        ),
    );

    app.post(
      `${base}/connect-choices/:choice`,
      {
        config: { access: 'projectAdmin', scope: 'session', plan: 'required' },
        schema: {
          tags,
          summary: 'Connect the account chosen from a login’s accounts (brand admins)',
          params: choiceParams,
          body: chooseAccountSchema,
          response: { 201: publishingChannelSchema, ...connectErrors },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await oauth.choose(
              placeOf(request),
              request.params.choice,
              request.body.account_id,
              cookieValue(request.headers.cookie, BROWSER_COOKIE),
            ),
          ),
    );

    app.post(
      `${base}/channels/handoff`,
      {
        config: { access: 'projectAdmin', scope: 'session', plan: 'required' },
        schema: {
          tags,
          summary: 'Add a phone hand-off channel: an account posted by hand from a phone (brand admins)',
          params: projectParams,
          body: connectHandoffSchema,
          response: { 201: publishingChannelSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await channels.connectHandoff(placeOf(request), request.body)),
    );

    app.get(
      `${base}/channels/:channelId/limit`,
      {
        config: { access: 'projectTickets', scope: 'publishing:read' },
        schema: {
          tags,
          summary:
            "The channel's rolling publishing limit as the network reports it (Instagram: posts in 24 hours)",
          description: '404 for a channel whose network has no such limit to read.',
          params: channelParams,
          response: { 200: publishingLimitSchema, ...errors, 502: apiErrorSchema },
        },
      },
      async (request) =>
        limit(contextOf(request, 'projectTickets').project.projectId, request.params.channelId),
    );

    app.get(
      `${base}/channels/:channelId/creator-info`,
      {
        config: { access: 'projectTickets', scope: 'publishing:read' },
        schema: {
          tags,
          summary:
            "What the channel's account may post now, as the network says it (TikTok's creator info: who can see a post, interactions, longest video)",
          description:
            'Read from the network at each call, as TikTok asks before every post. 404 for a channel whose network has none.',
          params: channelParams,
          response: { 200: creatorInfoSchema, ...errors, 502: apiErrorSchema },
        },
      },
      async (request) =>
        creatorInfo(contextOf(request, 'projectTickets').project.projectId, request.params.channelId),
    );

    app.get(
      `${base}/channels/:channelId/boards`,
      {
        config: { access: 'projectTickets', scope: 'publishing:read' },
        schema: {
          tags,
          summary:
            "The boards the channel's account may pin to, as Pinterest says them (for choosing a Pin's board)",
          description:
            'Read from the network at each call (the first 250). 404 for a channel whose network has no boards.',
          params: channelParams,
          response: { 200: channelBoardListSchema, ...errors, 502: apiErrorSchema },
        },
      },
      async (request) =>
        boards(contextOf(request, 'projectTickets').project.projectId, request.params.channelId),
    );

    app.delete(
      `${base}/channels/:channelId`,
      {
        config: { access: 'projectAdmin', scope: 'session', plan: 'required' },
        schema: {
          tags,
          summary:
            'Disconnect a channel: its posts not out yet go with it, the published ones stay (brand admins)',
          params: channelParams,
          response: { 200: projectDeletedSchema, ...errors },
        },
      },
      async (request) => {
        await channels.remove(contextOf(request, 'projectAdmin').project.projectId, request.params.channelId);
        return { ok: true as const };
      },
    );

    app.get(
      `${base}/queue`,
      {
        config: { access: 'projectTickets', scope: 'publishing:read' },
        schema: {
          tags,
          summary: "The brand's publishing settings: its time zone, weekly queue slots and approval rule",
          params: projectParams,
          response: { 200: queueSettingsSchema, ...errors },
        },
      },
      async (request) => settings.of(contextOf(request, 'projectTickets').project.projectId),
    );

    app.put(
      `${base}/queue`,
      {
        config: { access: 'projectAdmin', scope: 'publishing:write', plan: 'required' },
        schema: {
          tags,
          summary: "Set the brand's publishing settings (brand admins)",
          params: projectParams,
          body: queueSettingsSchema,
          response: { 200: queueSettingsSchema, ...errors },
        },
      },
      async (request) => {
        const { project } = contextOf(request, 'projectAdmin');
        return settings.save(project.workspaceId, project.projectId, request.body);
      },
    );

    app.get(
      `${base}/publications`,
      {
        config: { access: 'projectTickets', scope: 'publishing:read' },
        schema: {
          tags,
          summary: "The brand's publications due in a window (at most 62 days): the calendar",
          params: projectParams,
          querystring: brandPublicationsQuerySchema,
          response: { 200: brandPublicationListSchema, ...errors },
        },
      },
      async (request) =>
        views.window(
          contextOf(request, 'projectTickets').project.projectId,
          request.query.from,
          request.query.to,
        ),
    );

    // Whoever sees the brand's calendar sees which of its published posts must come down.
    app.get(
      `${base}/rights-takedowns`,
      {
        config: { access: 'projectTickets', scope: 'publishing:read' },
        schema: {
          tags,
          summary:
            "The brand's published posts whose library asset's rights have ended or whose licence bars the network: to take down",
          params: projectParams,
          response: { 200: rightsTakedownListSchema, ...errors },
        },
      },
      async (request) => takedowns.list(contextOf(request, 'projectTickets').project.projectId),
    );
  };
