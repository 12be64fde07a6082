import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient } from './client';
import { type LocalServer, startLocalServer } from './testing/local-server';

let server: LocalServer;
const echo = (req: { method: string; query: URLSearchParams; headers: object; body: string }) => ({
  json: {
    method: req.method,
    query: [...req.query.entries()],
    headers: req.headers,
    body: req.body === '' ? null : JSON.parse(req.body),
  },
});

beforeAll(async () => {
  server = await startLocalServer({
    'GET /api/echo': echo,
    'POST /api/echo': echo,
    'PUT /api/echo': echo,
    'PATCH /api/echo': echo,
    'DELETE /api/echo': echo,
    'GET /api/user': () => ({ json: { id: 'u1', name: 'Ada', password_hash: 'secret' } }),
    'GET /api/broken-user': () => ({ json: { id: 1 } }),
    'DELETE /api/nothing': () => ({ status: 204 }),
    'GET /api/csv': () => ({ text: 'a,b\n1,2', contentType: 'text/csv' }),
    'GET /api/bad-json': () => ({ text: '{"oops', contentType: 'application/json' }),
    'GET /api/not-ready': () => ({ status: 503, json: { status: 'not_ready' } }),
    'POST /api/upload': () => ({ json: { ok: true } }),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
});

interface Echo {
  method: string;
  query: [string, string][];
  headers: Record<string, string>;
  body: unknown;
}

describe('requests', () => {
  it('serialises the query: skips undefined and null, repeats arrays, stringifies scalars', async () => {
    const client = createApiClient({ baseUrl: `${server.origin}/api` });

    const reply = (await client.get('/echo', {
      query: {
        search: 'ada & co/?',
        role: ['admin', 'member'],
        status: undefined,
        team: null,
        page: 2,
        archived: false,
      },
    })) as Echo;

    expect(reply.query).toEqual([
      ['search', 'ada & co/?'],
      ['role', 'admin'],
      ['role', 'member'],
      ['page', '2'],
      ['archived', 'false'],
    ]);
  });

  it.each(['post', 'put', 'patch', 'delete'] as const)(
    'sends a JSON body with %s and reads the JSON reply',
    async (verb) => {
      const client = createApiClient({ baseUrl: `${server.origin}/api` });
      const body = {
        content_pillars: ['Tips', 'Behind the scenes'],
        note: 'Grüße ✓',
        nested: { n: 1.5, ok: true },
      };

      const reply = (await client[verb]('/echo', { body })) as Echo;

      expect(reply.method).toBe(verb.toUpperCase());
      expect(reply.body).toEqual(body);
      expect(reply.headers['content-type']).toBe('application/json');
      expect(reply.headers.accept).toBe('application/json');
    },
  );

  it('sends no body and no content type without a body, and lets caller headers through', async () => {
    const client = createApiClient({ baseUrl: `${server.origin}/api` });

    const reply = (await client.request('GET', '/echo', { headers: { 'x-request-id': 'r1' } })) as Echo;

    expect(reply.body).toBeNull();
    expect(reply.headers).not.toHaveProperty('content-type');
    expect(reply.headers['x-request-id']).toBe('r1');
  });

  it('sends a FormData body as multipart, as it is, with no JSON content type', async () => {
    const client = createApiClient({ baseUrl: `${server.origin}/api` });
    const form = new FormData();
    form.append('file', new Blob(['fake image bytes'], { type: 'image/png' }), 'me.png');
    form.append('note', 'Grüße');

    await client.post('/upload', { body: form });

    const [hit] = server.hits('/api/upload');
    const contentType = hit?.headers['content-type'] ?? '';
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    // Read back the way a server would: the parts arrive intact.
    const parsed = await new Response(hit?.body, { headers: { 'content-type': contentType } }).formData();
    const file = parsed.get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('me.png');
    expect((file as File).type).toBe('image/png');
    expect(await (file as File).text()).toBe('fake image bytes');
    expect(parsed.get('note')).toBe('Grüße');
    expect(hit?.headers.accept).toBe('application/json');
  });

  it('sends the bearer token with a FormData body too', async () => {
    const client = createApiClient({
      baseUrl: `${server.origin}/api`,
      tokens: { getToken: async () => 'tok' },
    });
    const form = new FormData();
    form.append('a', '1');

    await client.post('/upload', { body: form });

    expect(server.hits('/api/upload')[0]?.headers.authorization).toBe('Bearer tok');
  });

  it('joins base and path whatever their slashes', async () => {
    const client = createApiClient({ baseUrl: `${server.origin}/api/` });

    await client.get('echo');

    expect(server.seen[0]?.path).toBe('/api/echo');
  });

  it("defaults to '/api' on the page's origin, through an injected fetch", async () => {
    // Node's fetch has no page to resolve a relative URL against; the injected fetch does
    // what the browser would, and proves the client uses the fetch it was given.
    const client = createApiClient({
      fetch: (input, init) => fetch(new URL(String(input), server.origin), init),
    });

    await client.get('/echo');

    expect(client.baseUrl).toBe('/api');
    expect(server.seen[0]?.path).toBe('/api/echo');
  });

  it('answers undefined for 204 and text for a non-JSON reply', async () => {
    const client = createApiClient({ baseUrl: `${server.origin}/api` });

    await expect(client.delete('/nothing')).resolves.toBeUndefined();
    await expect(client.get('/csv')).resolves.toBe('a,b\n1,2');
  });

  it('fails with internal_error when a JSON reply does not parse', async () => {
    const client = createApiClient({ baseUrl: `${server.origin}/api` });

    await expect(client.get('/bad-json')).rejects.toMatchObject({ status: 200, code: 'internal_error' });
  });

  it('reads a listed non-2xx status as a reply', async () => {
    const client = createApiClient({ baseUrl: `${server.origin}/api` });

    await expect(client.get('/not-ready', { okStatuses: [503] })).resolves.toEqual({ status: 'not_ready' });
    await expect(client.get('/not-ready')).rejects.toMatchObject({ status: 503 });
  });
});

describe('schema parsing', () => {
  const userSchema = z.object({ id: z.string(), name: z.string() });

  it('returns the parsed value, with fields the schema does not name stripped', async () => {
    const client = createApiClient({ baseUrl: `${server.origin}/api` });

    const user = await client.get('/user', { schema: userSchema });

    expect(user).toEqual({ id: 'u1', name: 'Ada' });
    expect(user).not.toHaveProperty('password_hash');
  });

  it('turns a reply that breaks the schema into an internal_error ApiError that is reported', async () => {
    const errors: ApiError[] = [];
    const client = createApiClient({ baseUrl: `${server.origin}/api`, onError: (e) => errors.push(e) });

    const error = await client
      .get('/broken-user', { schema: userSchema, notify: true })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: 'internal_error' });
    expect((error as ApiError).details?.map((d) => d.path)).toEqual(['id', 'name']);
    expect(errors).toEqual([error]);
  });

  it('imports a schema given as a function once, as the request starts, and parses the reply with it', async () => {
    const client = createApiClient({ baseUrl: `${server.origin}/api` });
    const events: string[] = [];
    const load = async () => {
      events.push(`import while ${server.seen.length} requests were seen`);
      return userSchema;
    };

    const user = await client.get('/user', { schema: load });

    expect(user).toEqual({ id: 'u1', name: 'Ada' });
    expect(events).toEqual(['import while 0 requests were seen']);
  });

  it('fails a call whose schema cannot be imported as a network failure, reported', async () => {
    const errors: ApiError[] = [];
    const client = createApiClient({ baseUrl: `${server.origin}/api`, onError: (e) => errors.push(e) });
    const unreachable = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

    const error = await client.get('/user', { schema: unreachable, notify: true }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'service_unavailable' });
    expect(errors).toEqual([error]);
  });

  it('leaves no unhandled failure when the request fails before a schema that cannot be imported is read', async () => {
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:9/api', rateLimitRetry: false });
    const unreachable = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

    const error = await client.get('/user', { schema: unreachable }).catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 0, code: 'service_unavailable' });
  });
});
