import { apiErrorSchema } from '@expertos/domain/errors.schema';
import { OAUTH_DEFAULT_SCOPES, OAUTH_RESOURCE_METADATA_PATH } from '@expertos/domain/oauth';
import { createMcpHandler, McpServer } from '@modelcontextprotocol/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type McpCaller, type McpToolDeps, registerTools } from './mcp.tools.js';

const tags = ['mcp'];
/** Where the caller rides along from the route to the per-request server (the SDK's authInfo). */
const CALLER = 'expertosCaller';

/**
 * The MCP server (docs/product.md#mcp) at `/api/mcp`: streamable HTTP, stateless (a fresh
 * server per request, nothing kept between them), inside the API process. The guard has
 * already identified the caller (a key, or a person's token); each tool checks its own scope.
 */
export const mcpRoutes =
  ({
    version,
    publicUrl,
    ...deps
  }: McpToolDeps & { version: string; publicUrl: string }): FastifyPluginAsyncZod =>
  async (app) => {
    // A client without a credential (or with one no longer good) learns where to get one: the
    // protected-resource metadata (RFC 9728 §5.1), and the scopes the consent screen offers.
    const challenge = `Bearer resource_metadata="${publicUrl}${OAUTH_RESOURCE_METADATA_PATH}", scope="${OAUTH_DEFAULT_SCOPES.join(' ')}"`;
    const onSend = async (request: FastifyRequest, reply: FastifyReply) => {
      if (reply.statusCode !== 401) return;
      reply.header(
        'www-authenticate',
        request.headers.authorization ? `${challenge}, error="invalid_token"` : challenge,
      );
    };
    const handler = createMcpHandler(
      (context) => {
        const server = new McpServer({ name: 'expertos', version });
        const caller = context.authInfo?.extra?.[CALLER] as McpCaller;
        registerTools(server, app, caller, deps);
        return server;
      },
      // The SDK's default answers one JSON reply per call unless a tool sends messages before
      // its result, which none does: a proxy never holds a stream open.
      { onerror: (error) => app.log.warn({ err: error }, 'mcp request refused') },
    );

    async function serve(request: FastifyRequest, reply: FastifyReply) {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers))
        if (typeof value === 'string') headers.set(name, value);
      const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
      const caller: McpCaller = { user: request.user!, apiKey: request.apiKey };
      const response = await handler.fetch(
        new Request(url, {
          method: request.method,
          headers,
          ...(request.method === 'POST' ? { body: JSON.stringify(request.body ?? null) } : {}),
        }),
        {
          authInfo: {
            token: '',
            clientId: request.apiKey ? `key:${request.apiKey.id}` : `user:${request.user!.id}`,
            scopes: request.apiKey?.scopes ?? [],
            extra: { [CALLER]: caller },
          },
        },
      );
      reply.code(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'content-length') reply.header(name, value);
      });
      return reply.send(Buffer.from(await response.arrayBuffer()));
    }

    const replies = {
      200: z.unknown().describe('The JSON-RPC answer (application/json)'),
      202: z.unknown().describe('A notification, accepted'),
      405: z.unknown().describe('GET and DELETE: this server keeps no sessions'),
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
    };
    const description =
      'Model Context Protocol, streamable HTTP, stateless. Authenticate with an API key, an OAuth access token (discovery: the 401’s `WWW-Authenticate` names the protected-resource metadata) or a signed-in ID token; each tool needs its own scope. See docs/product.md#mcp.';
    app.post(
      '/mcp',
      {
        config: { access: 'signedIn', scope: 'any', plan: 'exempt', raw: true },
        onSend,
        schema: {
          tags,
          summary: 'MCP: one JSON-RPC request or notification',
          description,
          response: replies,
        },
      },
      serve,
    );
    for (const method of ['get', 'delete'] as const)
      app[method](
        '/mcp',
        {
          config: { access: 'signedIn', scope: 'any', plan: 'exempt', raw: true },
          onSend,
          schema: {
            tags,
            summary: 'MCP: not offered (no sessions, no server-sent stream)',
            description,
            response: replies,
          },
        },
        serve,
      );
  };
