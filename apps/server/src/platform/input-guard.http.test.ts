import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, type TestContext } from '../test/context.js';

/** Refusals that happen before any route code runs answer in the app's format with a request id. */
describe('input guard', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      beforeReady: (app) => {
        const ok = { 200: z.object({ name: z.string() }) };
        app.get(
          '/api/test/things/:id',
          { config: { access: 'public' }, schema: { params: z.object({ id: z.string() }), response: ok } },
          async (request) => ({ name: (request.params as { id: string }).id }),
        );
        app.post(
          '/api/test/things',
          {
            config: { access: 'public' },
            schema: {
              body: z.object({ name: z.string(), tags: z.array(z.string()).optional() }),
              response: ok,
            },
          },
          async (request) => ({ name: (request.body as { name: string }).name }),
        );
      },
    });
  });
  afterAll(() => ctx.close());

  function expectAppError(
    res: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
    status: number,
    code: string,
  ) {
    expect(res.statusCode).toBe(status);
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ code, message: expect.any(String) });
  }

  it('refuses a NUL character in a path id or a query value with 400', async () => {
    expectAppError(
      await ctx.app.inject({ method: 'GET', url: '/api/test/things/a%00b' }),
      400,
      'validation_error',
    );
    expectAppError(
      await ctx.app.inject({ method: 'GET', url: '/api/test/things/a?x=%00' }),
      400,
      'validation_error',
    );
    const fine = await ctx.app.inject({ method: 'GET', url: '/api/test/things/%C3%A9t%C3%A9' });
    expect(fine.json()).toEqual({ name: 'été' });
  });

  it('refuses a NUL character in a JSON string or key with 400, and still parses JSON', async () => {
    const post = (payload: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/test/things',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    expectAppError(await post('{"name":"a\\u0000b"}'), 400, 'bad_request');
    expectAppError(await post('{"name":"a","tags":["\\u0000"]}'), 400, 'bad_request');
    expectAppError(await post('{"name":"a","x\\u0000":1}'), 400, 'bad_request');
    expectAppError(await post('{"name":"a'), 400, 'bad_request');
    expectAppError(await post(''), 400, 'bad_request');
    expectAppError(await post('{"name":"a","__proto__":{"x":1}}'), 400, 'bad_request');
    const fine = await post('{"name":"\\\\u0000 is text"}');
    expect(fine.statusCode).toBe(200);
    expect(fine.json()).toEqual({ name: '\\u0000 is text' });
  });

  it('answers an over-long id with 414 uri_too_long', async () => {
    expectAppError(
      await ctx.app.inject({ method: 'GET', url: `/api/test/things/${'x'.repeat(5000)}` }),
      414,
      'uri_too_long',
    );
  });

  it('answers an unsupported media type with 415 and an oversized body with 413', async () => {
    expectAppError(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/test/things',
        headers: { 'content-type': 'text/x-nope' },
        payload: 'x',
      }),
      415,
      'unsupported_media_type',
    );
    expectAppError(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/test/things',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
      }),
      413,
      'payload_too_large',
    );
  });
});
