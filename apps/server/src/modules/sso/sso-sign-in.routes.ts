import { apiErrorSchema } from '@expertos/domain/errors.schema';
import { ssoStartResultSchema, ssoStartSchema } from '@expertos/domain/sso.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.js';
import { formFields } from '../../platform/http/form-fields.js';
import { idParam } from '../../platform/params.js';
import { redirectReply } from '../../platform/replies.js';
import { spMetadata } from './saml.js';
import { type SsoService, SsoSignInFailure } from './sso.service.js';

/** A SAMLResponse is a few KB; a form far past this is not one. */
const FORM_BODY_MAX = 256 * 1024;
const connectionParams = z.object({ connectionId: idParam });
const samlForm = z.object({
  SAMLResponse: z.string().min(1).max(FORM_BODY_MAX),
  RelayState: z.string().max(200).optional(),
});
const oidcQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
  iss: z.string().max(2000).optional(),
  session_state: z.string().max(2000).optional(),
});

/**
 * Signing in through a workspace's identity provider (docs/product.md#single-sign-on): start by
 * address, the IdP's answer (SAML POST, OIDC redirect), and our SAML metadata. All public: the
 * IdP's signed answer, bound to a request started here, is what is checked.
 */
export const ssoSignInRoutes =
  (sso: SsoService): FastifyPluginAsyncZod =>
  async (app) => {
    // Identity providers POST their answer as a form (SAML HTTP-POST binding). Only in this scope.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_MAX },
      (_request, body, done) => {
        const form = formFields(body as string);
        if ('duplicate' in form)
          return done(new AppError('validation_error', { message: `${form.duplicate} is sent twice.` }));
        done(null, form.fields);
      },
    );

    const failed = (error: unknown) => {
      if (error instanceof SsoSignInFailure) return `/signin?sso_error=${error.reason}`;
      throw error;
    };

    app.post(
      '/sso/start',
      {
        config: { access: 'public' },
        schema: {
          tags: ['account'],
          summary: 'Where to sign in with single sign-on, for an address whose domain a workspace verified',
          description:
            'Answers the identity provider’s address to send the browser to. 404 `sso_not_configured` when no workspace signs this domain in; 409 `domain_not_verified` when one claimed it but has not proven it yet.',
          body: ssoStartSchema,
          response: {
            200: ssoStartResultSchema,
            400: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        // The sign-in is bound to this browser: only it can turn the provider's answer into a session.
        const binding = sso.browserBinding();
        const url = await sso.start(
          request.body.email.toLowerCase(),
          request.body.redirect ?? null,
          binding.hash,
        );
        reply.header('set-cookie', binding.setCookie).header('cache-control', 'no-store');
        return { url };
      },
    );

    app.get(
      '/sso/:connectionId/saml/metadata',
      {
        config: { access: 'public', raw: true },
        schema: {
          tags: ['account'],
          summary: 'Our SAML service provider metadata for a workspace’s identity provider',
          params: connectionParams,
        },
      },
      async (request, reply) => {
        const addresses = await sso.spMetadataOf(request.params.connectionId);
        if (!addresses) throw new AppError('sso_not_configured');
        return reply.type('application/samlmetadata+xml').send(spMetadata(addresses));
      },
    );

    app.post(
      '/sso/:connectionId/saml/acs',
      {
        // The IdP's page POSTs here from the browser (a cross-site form): no Origin to trust,
        // no token. The signed assertion, answering a request started here, is the proof.
        config: { access: 'public', raw: true },
        schema: {
          tags: ['account'],
          summary: 'SAML assertion consumer service: the identity provider’s signed answer',
          params: connectionParams,
          body: samlForm,
          response: redirectReply,
        },
      },
      async (request, reply) => {
        const to = await sso.samlAnswer(request.params.connectionId, request.body).catch(failed);
        return reply
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .redirect(to, 303);
      },
    );

    app.get(
      '/sso/:connectionId/oidc/callback',
      {
        config: { access: 'public', raw: true },
        schema: {
          tags: ['account'],
          summary: 'OpenID Connect redirect: the provider sends the browser back with a code',
          params: connectionParams,
          querystring: oidcQuery,
          response: redirectReply,
        },
      },
      async (request, reply) => {
        if (request.query.error)
          return reply.header('cache-control', 'no-store').redirect('/signin?sso_error=failed', 303);
        const url = new URL(request.url, sso.addresses(request.params.connectionId).oidcRedirectUrl);
        const to = await sso.oidcAnswer(request.params.connectionId, url).catch(failed);
        return reply
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .redirect(to, 303);
      },
    );
  };
