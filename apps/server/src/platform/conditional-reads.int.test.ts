import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailCollector } from '../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { buildTicketWorld } from '../test/route-world.js';
import { type Person, type Persona, signUpPeople } from '../test/world.js';
import { noneMatch } from './conditional-reads.js';

describe('conditional reads (ETag / 304)', () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;

  beforeAll(async () => {
    ctx = await createTestContext({ deps: { sendAccountMail: mail.send } });
    people = await signUpPeople(ctx.app, mail);
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: { ...people.member.headers, ...headers } });

  it('tags a read, and answers 304 with no body to a client that holds it; a change makes a new tag', async () => {
    const { world } = await buildTicketWorld(ctx.database.db, people);
    const url = `/api/workspaces/${world.a.id}`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    // Compressed or not, the tag is the plain body's, and a 304 is never compressed.
    const compressed = await get(url, { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(compressed.statusCode).toBe(304);
    expect(compressed.headers['content-encoding']).toBeUndefined();

    const renamed = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: { origin: 'http://localhost:3000', ...people.owner.headers },
      payload: { name: 'Renamed studio' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.headers.etag).toBeUndefined();
    const changed = await get(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().name).toBe('Renamed studio');
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('tags neither errors nor another person’s refusal', async () => {
    const { world } = await buildTicketWorld(ctx.database.db, people);
    const refused = await ctx.app.inject({
      method: 'GET',
      url: `/api/workspaces/${world.b.id}`,
      headers: people.member.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers.etag).toBeUndefined();
    const missing = await get('/api/no-such-thing');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });

  it('reads If-None-Match as a list, weak or strong, and *', () => {
    const tag = 'W/"abc"';
    expect(noneMatch('W/"abc"', tag)).toBe(true);
    expect(noneMatch('"abc"', tag)).toBe(true);
    expect(noneMatch('"x", W/"abc" , "y"', tag)).toBe(true);
    expect(noneMatch('*', tag)).toBe(true);
    expect(noneMatch('"abcd"', tag)).toBe(false);
    expect(noneMatch(undefined, tag)).toBe(false);
    expect(noneMatch('', tag)).toBe(false);
  });
});
