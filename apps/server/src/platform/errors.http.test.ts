import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, type TestContext } from '../test/context.js';
import { AppError } from './errors.js';

describe('error model', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      beforeReady: (app) => {
        const ok = { 200: z.object({ ok: z.boolean() }) };
        app.get('/api/test/crash', { config: { access: 'public' }, schema: { response: ok } }, async () => {
          const error = new Error('connection string postgres://admin:secret@db/prod refused');
          throw error;
        });
        app.get(
          '/api/test/catalogue',
          { config: { access: 'public' }, schema: { response: ok } },
          async () => {
            throw new AppError('workspace_min_one');
          },
        );
        app.post(
          '/api/test/body',
          {
            config: { access: 'public' },
            schema: {
              body: z.object({ name: z.string().min(1), seats: z.number().int().min(0) }),
              response: ok,
            },
          },
          async () => ({ ok: true }),
        );
        app.get(
          '/api/test/leak',
          { config: { access: 'public' }, schema: { response: { 200: z.object({ name: z.string() }) } } },
          async () => ({ name: 'Ada', password_hash: 'never-leaves' }) as { name: string },
        );
        app.get(
          '/api/test/bad-reply',
          { config: { access: 'public' }, schema: { response: { 200: z.object({ count: z.number() }) } } },
          async () => ({ count: 'many' }) as unknown as { count: number },
        );
      },
    });
  });
  afterAll(() => ctx.close());

  it('answers an unexpected error with 500 and the catalogue message, never a stack or internals', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 'internal_error',
      message: 'Something went wrong on our end. Please try again later.',
    });
    expect(res.body).not.toMatch(/secret|stack|at |\.ts/);
  });

  it('answers a catalogue error with its status, code and message', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/catalogue' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'workspace_min_one',
      message: 'You must have at least 1 admin on this workspace.',
    });
  });

  it('answers invalid input with 400 and one detail per invalid field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/body',
      payload: { name: '', seats: -1 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_error');
    expect(body.message).toBe('The entered data is incomplete. Please fill in all the required fields.');
    expect(body.details.map((d: { path: string }) => d.path).sort()).toEqual(['name', 'seats']);
  });

  it('answers malformed JSON with 400 bad_request', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/body',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('bad_request');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/body',
      headers: { 'content-type': 'application/xml' },
      payload: '<name/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('unsupported_media_type');
  });

  it('serialises replies from the schema so stray fields never leave', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/leak' });
    expect(res.json()).toEqual({ name: 'Ada' });
  });

  it('turns a reply that breaks its own schema into a 500, not a wrong answer', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/bad-reply' });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('internal_error');
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ code: 'not_found', message: 'The requested resource was not found.' });
  });
});
