import { apiErrorSchema } from '@expertos/domain/errors.schema';
import {
  domainName,
  SSO_DNS_RECORD_LABEL,
  SSO_DOMAIN_CHECK_ATTEMPTS,
  SSO_DOMAIN_CHECK_EVERY_MINUTES,
} from '@expertos/domain/sso';
import {
  ssoDomainCreateSchema,
  ssoDomainSchema,
  ssoPolicyUpdateSchema,
  ssoSettingsSchema,
  ssoSettingsUpdateSchema,
} from '@expertos/domain/sso.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, workspaceParams } from '../../platform/params.js';
import type { SsoService } from './sso.service.js';

const tags = ['workspaces'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const domainParams = workspaceParams.extend({ domainId: idParam });

/** A workspace's single sign-on, for its admins (docs/product.md#single-sign-on). */
export const ssoRoutes =
  (sso: SsoService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/workspaces/:workspaceId/sso',
      {
        config: { access: 'workspaceAdmin', scope: 'session' },
        schema: {
          tags,
          summary: 'The workspace’s identity provider, its domains, and whether single sign-on is required',
          params: workspaceParams,
          response: { 200: ssoSettingsSchema, ...errors },
        },
      },
      async (request) => sso.settings(request.params.workspaceId),
    );

    app.put(
      '/workspaces/:workspaceId/sso',
      {
        config: { access: 'workspaceAdmin', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Set up or change the identity provider (SAML 2.0 metadata, or an OpenID Connect issuer)',
          description:
            'SAML: paste the metadata XML or give its URL (fetched once, now). OIDC: the issuer, client id and secret (the secret is kept sealed and never shown again; leave it out to keep it). A setting that cannot be used answers 400 `sso_config_invalid` naming the field. Recorded in the audit log.',
          params: workspaceParams,
          body: ssoSettingsUpdateSchema,
          response: { 200: ssoSettingsSchema, ...errors },
        },
      },
      async (request) => sso.configure(request.params.workspaceId, request.body),
    );

    app.delete(
      '/workspaces/:workspaceId/sso',
      {
        config: { access: 'workspaceAdmin', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Remove the identity provider (its domains stay, "require SSO" ends)',
          params: workspaceParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await sso.remove(request.params.workspaceId);
        return reply.code(204).send(null);
      },
    );

    app.put(
      '/workspaces/:workspaceId/sso/policy',
      {
        config: { access: 'workspaceAdmin', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Require members of the verified domains to sign in through the identity provider',
          description:
            'Needs a provider switched on and a verified domain (else 404 `sso_not_configured` or 409 `domain_not_verified`). Then a session of such a member that did not come through it gets 403 `sso_required`; the owner may still use their password with a second factor.',
          params: workspaceParams,
          body: ssoPolicyUpdateSchema,
          response: { 200: ssoSettingsSchema, ...errors },
        },
      },
      async (request) => sso.setRequired(request.params.workspaceId, request.body.require_sso),
    );

    app.post(
      '/workspaces/:workspaceId/sso/domains',
      {
        config: { access: 'workspaceAdmin', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Claim an e-mail domain: add the TXT record shown to prove it',
          description: `The record is \`${SSO_DNS_RECORD_LABEL}.<domain>\`. It is looked up every ${SSO_DOMAIN_CHECK_EVERY_MINUTES} minutes, ${SSO_DOMAIN_CHECK_ATTEMPTS} times, then the domain is marked failed (check it again any time). A domain another workspace verified answers 409 \`sso_domain_taken\`.`,
          params: workspaceParams,
          body: ssoDomainCreateSchema,
          response: { 201: ssoDomainSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await sso.addDomain(request.params.workspaceId, domainName(request.body.domain))),
    );

    app.post(
      '/workspaces/:workspaceId/sso/domains/:domainId/check',
      {
        config: { access: 'workspaceAdmin', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Look the domain’s TXT record up now',
          params: domainParams,
          response: { 200: ssoDomainSchema, ...errors },
        },
      },
      async (request) => sso.checkNow(request.params.workspaceId, request.params.domainId),
    );

    app.delete(
      '/workspaces/:workspaceId/sso/domains/:domainId',
      {
        config: { access: 'workspaceAdmin', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Give up a domain (its addresses no longer sign in through the provider)',
          params: domainParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await sso.removeDomain(request.params.workspaceId, request.params.domainId);
        return reply.code(204).send(null);
      },
    );
  };
