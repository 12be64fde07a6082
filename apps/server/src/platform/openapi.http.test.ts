import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { createTestContext, type TestContext } from '../test/context.js';
import { resolveResponse } from '../test/declared-replies.js';

type OpenApiOperation = {
  security: unknown[];
  requestBody?: unknown;
  responses: Record<string, { content: Record<string, { schema: unknown }> }>;
};

describe('API reference', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('GET /api/openapi.json is an OpenAPI 3.1 document generated from the routes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/ready', '/api/roles']),
    );
    const roles = doc.paths['/api/roles'].get.responses['200'].content['application/json'].schema;
    expect(roles.type).toBe('object');
    expect(roles.additionalProperties.properties.name.type).toBe('string');
  });

  it('every operation declares its error replies with the one shared schema, and its security', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.schemas.ApiError.required).toEqual(['code', 'message']);
    const errorRef = { $ref: '#/components/schemas/ApiError' };
    let operations = 0;
    for (const [url, item] of Object.entries(doc.paths as Record<string, Record<string, OpenApiOperation>>)) {
      for (const [method, operation] of Object.entries(item)) {
        operations += 1;
        const where = `${method.toUpperCase()} ${url}`;
        expect(
          Object.keys(operation).filter((key) => key.startsWith('x-expertos')),
          where,
        ).toEqual([]);
        expect(operation.security, where).toBeDefined();
        const isPublic = operation.security.length === 0;
        if (!isPublic) expect(operation.security, where).toEqual([{ bearer: [] }]);
        // Every operation a key could reach says what a key needs (a scope, or `session`).
        if (!isPublic)
          expect((operation as { 'x-api-key-scope'?: string })['x-api-key-scope'], where).toMatch(
            /^(session|any|[a-z_]+:(read|write))$/,
          );
        const expected = ['400', '500', ...(isPublic ? [] : ['401', '403', '404'])];
        if (operation.requestBody || ['post', 'put', 'patch', 'delete'].includes(method))
          expected.push('413', '415');
        for (const status of expected) {
          expect(operation.responses[status], `${where} ${status}`).toBeDefined();
        }
        const badRequest = resolveResponse(
          doc,
          operation.responses['400'] as never,
        ) as OpenApiOperation['responses'][string];
        // The OAuth endpoints answer in RFC 6749's words (with the API's code and message too).
        if (url.startsWith('/api/oauth/') && operation.security.length === 0)
          expect(badRequest.content['application/json']?.schema, where).toMatchObject({
            required: ['error', 'error_description', 'code', 'message'],
          });
        else expect(badRequest.content['application/json']?.schema, where).toEqual(errorRef);
      }
    }
    expect(operations).toBeGreaterThan(20);
    expect(doc.paths['/api/health'].get.security).toEqual([]);
    expect(doc.paths['/api/health'].get.responses['429']).toBeUndefined();
    expect(doc.paths['/api/health'].get.responses['200'].headers?.RateLimit).toBeUndefined();
    // A limited route's replies declare the limit fields; its 429, Retry-After too.
    const list = doc.paths['/api/workspaces'].get.responses;
    expect(Object.keys(list['200'].headers).sort()).toEqual(['RateLimit', 'RateLimit-Policy']);
    // The stock errors are one shared response each, which carries the limit fields.
    expect(list['429']).toEqual({ $ref: '#/components/responses/TooManyRequests' });
    expect(Object.keys(doc.components.responses.TooManyRequests.headers).sort()).toEqual([
      'RateLimit',
      'RateLimit-Policy',
      'Retry-After',
    ]);
    expect(doc.components.headers.RateLimit.schema).toEqual({ type: 'string' });
    expect(doc.paths['/api/roles'].get.security).toEqual([]);
    expect(doc.paths['/api/workspaces'].get.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/tickets/{ticketId}'].get['x-api-key-scope']).toBe('tickets:read');
    // A signed-in POST takes an Idempotency-Key and says when a reply is a kept one.
    const create = doc.paths['/api/projects/{projectId}/tickets'].post;
    expect(create.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'Idempotency-Key' }),
    );
    expect(create.responses['422']).toEqual({ $ref: '#/components/responses/IdempotencyKeyReused' });
    expect(Object.keys(create.responses['201'].headers)).toContain('Idempotent-Replayed');
    expect(doc.paths['/api/tickets/{ticketId}'].patch.parameters ?? []).not.toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key' }),
    );
    expect(doc.paths['/api/me/api-keys'].post['x-api-key-scope']).toBe('session');
    expect(resolveResponse(doc, doc.paths['/api/workspaces'].get.responses['401'])).toMatchObject({
      content: { 'application/json': { schema: errorRef } },
    });
    // An unlimited public route's errors are written out, without the limit fields.
    expect(doc.paths['/api/health'].get.responses['500'].headers).toBeUndefined();
    expect(doc.paths['/api/health'].get.responses['500'].content['application/json'].schema).toEqual(
      errorRef,
    );
  });

  it('describes and tags every operation, and gives each JSON body and success reply an example that fits the route’s own schema', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    type Part = { content?: Record<string, { schema?: unknown; example?: unknown }> };
    type Operation = {
      description?: string;
      tags?: string[];
      requestBody?: Part;
      responses: Record<string, Part>;
    };
    const gaps: string[] = [];
    let examples = 0;
    for (const { method, url, options } of ctx.app.routeDeclarations) {
      const schema = options.schema as
        | { hide?: boolean; body?: ZodType; response?: Record<string, ZodType> }
        | undefined;
      if (!schema || schema.hide || method === 'HEAD' || url.startsWith('/api/docs')) continue;
      const path = url.replace(/:(\w+)/g, '{$1}');
      const operation = (doc.paths[path] as Record<string, Operation> | undefined)?.[method.toLowerCase()];
      const where = `${method} ${url}`;
      if (!operation) {
        gaps.push(`${where}: not in the document`);
        continue;
      }
      if (!operation.description?.trim()) gaps.push(`${where}: no description`);
      if (!operation.tags?.length) gaps.push(`${where}: no tags`);
      const check = (label: string, zod: ZodType | undefined, part: Part | undefined) => {
        const json = part?.content?.['application/json'];
        if (!zod || !json?.schema) return;
        if (!('example' in json)) return void gaps.push(`${where} ${label}: no example`);
        examples += 1;
        const parsed = zod.safeParse(json.example);
        if (!parsed.success)
          gaps.push(
            `${where} ${label}: the example does not fit: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`,
          );
      };
      check('body', schema.body, operation.requestBody);
      for (const [status, zod] of Object.entries(schema.response ?? {}))
        if (status.startsWith('2')) check(status, zod, operation.responses[status]);
    }
    expect(gaps).toEqual([]);
    expect(examples).toBeGreaterThan(250);
    // What a reader sees: a ticket's example reads like one.
    const ticket =
      doc.paths['/api/tickets/{ticketId}'].get.responses['200'].content['application/json'].example;
    expect(ticket).toMatchObject({ summary: expect.any(String), uid: expect.any(String) });
  });

  it('names the resources once: a ticket is the Ticket component wherever a route answers one', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const ticket = { $ref: '#/components/schemas/Ticket' };
    for (const method of ['get', 'patch'])
      expect(
        doc.paths['/api/tickets/{ticketId}'][method].responses['200'].content['application/json'].schema,
      ).toEqual(ticket);
    expect(doc.components.schemas.Ticket.properties.uid).toEqual({ type: 'string' });
    // Only what something points at is kept: no ticket is ever sent as a body.
    expect(doc.components.schemas.TicketInput).toBeUndefined();
  });

  it('GET /api/docs serves the browsable reference from our own origin', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('swagger-ui');
    expect(res.body).not.toMatch(/src="https?:\/\//);
  });
});
