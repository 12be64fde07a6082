import { apiErrorSchema } from '@expertos/domain/errors.schema';
import {
  authorizationServerMetadataSchema,
  OAUTH_RESOURCE_METADATA_PATH,
  oauthAuthorizeRequestSchema,
  oauthClientSchema,
  oauthConsentSchema,
  oauthDenySchema,
  oauthErrorSchema,
  oauthGrantListSchema,
  oauthRedirectSchema,
  oauthRegistrationSchema,
  oauthRequestViewSchema,
  oauthRevokeSchema,
  oauthTokenRequestSchema,
  oauthTokenSchema,
  protectedResourceMetadataSchema,
} from '@expertos/domain/oauth';
import { projectDeletedSchema } from '@expertos/domain/project.schema';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/access.js';
import { AppError } from '../../platform/errors.js';
import { formFields } from '../../platform/http/form-fields.js';
import { idParam } from '../../platform/params.js';
import { OAuthFailure, type OAuthService } from './oauth.service.js';

const tags = ['oauth'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
/** A form body is small: a code, a verifier, a couple of addresses. */
const FORM_BODY_MAX = 16 * 1024;

/**
 * The discovery documents (RFC 9728, RFC 8414), which live at the origin's root rather than
 * under /api: a client reads them before it knows anything else about this server.
 */
export const oauthDiscoveryRoutes =
  ({ oauth }: { oauth: OAuthService }): FastifyPluginAsyncZod =>
  async (app) => {
    for (const url of [OAUTH_RESOURCE_METADATA_PATH, '/.well-known/oauth-protected-resource']) {
      app.get(
        url,
        {
          config: { access: 'public' },
          schema: {
            tags,
            summary: 'RFC 9728: the MCP endpoint’s protected-resource metadata',
            description:
              'Names the resource (`/api/mcp`), this server as its authorization server, and the scopes a token may carry.',
            response: { 200: protectedResourceMetadataSchema },
          },
        },
        async () => oauth.resourceMetadata(),
      );
    }
    app.get(
      '/.well-known/oauth-authorization-server',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'RFC 8414: this server as an OAuth 2.1 authorization server',
          description:
            'Authorization code with PKCE S256 only, public clients registered at `registration_endpoint` (RFC 7591), refresh tokens rotated on use.',
          response: { 200: authorizationServerMetadataSchema },
        },
      },
      async () => oauth.serverMetadata(),
    );
  };

/** An OAuth endpoint's refusal in RFC 6749's words (and the API's `code`/`message`), never cached. */
function refuse(reply: FastifyReply, failure: OAuthFailure) {
  return reply.code(failure.status).header('cache-control', 'no-store').send(failure.body);
}

/**
 * The authorization server's endpoints (docs/product.md#mcp): registration, token and revocation
 * for clients (public, form-encoded as OAuth sends them); the consent screen's calls and the
 * person's connected apps for a person signed in (session only: a key never authorizes an app).
 */
export const oauthRoutes =
  ({ oauth }: { oauth: OAuthService }): FastifyPluginAsyncZod =>
  async (app) => {
    // OAuth clients send forms (RFC 6749 §4.1.3). Only in this scope; a name sent twice is refused.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_MAX },
      (_request, body, done) => {
        const form = formFields(body as string);
        if ('duplicate' in form)
          return done(new OAuthFailure(400, 'invalid_request', `${form.duplicate} is sent twice.`));
        done(null, form.fields);
      },
    );
    // Every 400 in OAuth's words too: a malformed body, a field's type, a bad character.
    const oauthErrors = (error: unknown, reply: FastifyReply) => {
      if (error instanceof OAuthFailure) return refuse(reply, error);
      const status = error instanceof AppError ? error.status : (error as { statusCode?: number }).statusCode;
      if ((error as { validation?: unknown }).validation || status === 400) {
        const detail = error instanceof AppError ? error.message : 'The request is malformed.';
        return refuse(reply, new OAuthFailure(400, 'invalid_request', detail));
      }
      throw error;
    };
    const clientReplies = (ok: z.ZodType) => ({ 200: ok, 400: oauthErrorSchema, 401: oauthErrorSchema });

    app.post(
      '/oauth/register',
      {
        config: { access: 'public' },
        errorHandler: (error, _request, reply) => oauthErrors(error, reply),
        schema: {
          tags,
          summary: 'RFC 7591: an app registers itself (public client, PKCE, no secret)',
          description:
            'Redirect addresses must be https, http to the machine itself (any port), or an app’s own scheme. At most 20 registrations an hour from one address (429). A registration no one connects within a week is forgotten.',
          body: oauthRegistrationSchema,
          response: { 201: oauthClientSchema, 400: oauthErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const client = await oauth.register(request.body, request.ip, app.attemptCounters);
        return reply.code(201).header('cache-control', 'no-store').send(client);
      },
    );

    app.post(
      '/oauth/token',
      {
        config: { access: 'public' },
        errorHandler: (error, _request, reply) => oauthErrors(error, reply),
        schema: {
          tags,
          summary: 'The token endpoint: a code and its PKCE verifier, or a refresh token, for tokens',
          description:
            'Form-encoded (or JSON). Access tokens (`exp_oat_…`) last an hour and work at `/api/mcp` only; refresh tokens (`exp_ort_…`) last 30 days and are replaced each time: one used twice ends the grant.',
          body: z.union([oauthTokenRequestSchema, z.record(z.string(), z.unknown())]),
          response: clientReplies(oauthTokenSchema),
        },
      },
      async (request, reply) => {
        try {
          const tokens = await oauth.token(request.body);
          return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(tokens);
        } catch (error) {
          return oauthErrors(error, reply);
        }
      },
    );

    app.post(
      '/oauth/revoke',
      {
        config: { access: 'public' },
        errorHandler: (error, _request, reply) => oauthErrors(error, reply),
        schema: {
          tags,
          summary: 'RFC 7009: hand back a token; its app is disconnected',
          description: 'Answers 200 for any token, known or not, as RFC 7009 asks.',
          body: oauthRevokeSchema,
          response: { 200: z.object({}).describe('Done, whatever the token was'), 400: oauthErrorSchema },
        },
      },
      async (request) => {
        await oauth.revoke(request.body.token);
        return {};
      },
    );

    app.get(
      '/oauth/authorize',
      {
        config: { access: 'signedIn', scope: 'session' },
        schema: {
          tags,
          summary: 'The consent screen’s question: which app asks, for what, and where you return',
          description:
            'The authorization request’s parameters, checked: a client not registered, a redirect it did not register, another resource or an unknown scope answer 400 `oauth_request_invalid`.',
          querystring: oauthAuthorizeRequestSchema,
          response: { 200: oauthRequestViewSchema, ...errors },
        },
      },
      async (request) => oauth.describe(request.query),
    );

    app.post(
      '/oauth/authorize',
      {
        config: { access: 'signedIn', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Allow the app: a one-time code for it, and where to send the browser',
          description:
            'With the scopes you allow and, optionally, the brands (only brands you see). The app’s tokens act as you, capped by those, at `/api/mcp` only. 409 `oauth_grants_limit` past 50 connected apps.',
          body: oauthConsentSchema,
          response: { 200: oauthRedirectSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request) => oauth.approve(contextOf(request, 'signedIn').user.id, request.body),
    );

    app.post(
      '/oauth/authorize/deny',
      {
        config: { access: 'signedIn', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Decline the app: where to send the browser (with `error=access_denied`)',
          description: 'The app learns only that access was denied.',
          body: oauthDenySchema,
          response: { 200: oauthRedirectSchema, ...errors },
        },
      },
      async (request) => oauth.deny(request.body),
    );

    app.get(
      '/me/oauth-grants',
      {
        config: { access: 'signedIn', scope: 'session' },
        schema: {
          tags,
          summary: 'The apps you connected through OAuth (AI assistants on the MCP server), newest first',
          description: 'Each with the access and brands you allowed and its last use.',
          response: { 200: oauthGrantListSchema, ...errors },
        },
      },
      async (request) => ({ items: await oauth.grants(contextOf(request, 'signedIn').user.id) }),
    );

    app.delete(
      '/me/oauth-grants/:grantId',
      {
        config: { access: 'signedIn', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Disconnect an app: its tokens stop at once',
          description: 'Its next call answers 401; it must ask you again.',
          params: z.object({ grantId: idParam }),
          response: { 200: projectDeletedSchema, ...errors },
        },
      },
      async (request) => {
        await oauth.disconnect(contextOf(request, 'signedIn').user.id, request.params.grantId);
        return { ok: true as const };
      },
    );
  };
