import * as de from '@expertos/domain/error-texts/de';
import * as es from '@expertos/domain/error-texts/es';
import * as fr from '@expertos/domain/error-texts/fr';
import * as ptBR from '@expertos/domain/error-texts/pt-br';
import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import { profileSchema } from '@expertos/domain/profile.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailCollector, signUpAndConfirm } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function multipart(data: Buffer, filename: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), filename);
  const request = new Request('http://localhost/upload', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

describe('own profile: /api/me', () => {
  let ctx: TestContext;
  let auth: { authorization: string };

  beforeAll(async () => {
    const mail = mailCollector();
    ctx = await createTestContext({ deps: { sendAccountMail: mail.send } });
    const { token } = await signUpAndConfirm(ctx.app, mail, 'ada@example.com');
    auth = { authorization: `Bearer ${token}` };
  });
  afterAll(() => ctx.close());

  const upload = async (data: Buffer, filename = 'me.png', type = 'image/png') => {
    const { payload, contentType } = await multipart(data, filename, type);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/me/avatar',
      payload,
      headers: { ...auth, 'content-type': contentType },
    });
  };

  it('GET answers the signed-in user with empty profile fields', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(profileSchema.parse(res.json())).toEqual({
      id: expect.any(String),
      email: 'ada@example.com',
      email_verified: true,
      name: 'Ada Lovelace',
      avatar_url: null,
      job_title: null,
      industry: null,
      skills: [],
      language: null,
      time_zone: null,
    });
  });

  it('PUT saves name, job title, industry and its skills', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: auth,
      payload: {
        name: 'Ada King',
        job_title: 'Analyst',
        industry: 'Content Creator',
        skills: ['Writer', 'Editor'],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Ada King',
      job_title: 'Analyst',
      industry: 'Content Creator',
      skills: ['Writer', 'Editor'],
    });
    const again = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: auth });
    expect(again.json().skills).toEqual(['Writer', 'Editor']);
  });

  it('refuses skills that do not belong to the industry', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: auth,
      payload: { industry: 'Other', skills: ['Writer'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe('skills');
  });

  it('drops skills of the old industry when only the industry changes', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: auth,
      payload: { industry: 'Other' },
    });
    expect(res.json()).toMatchObject({ industry: 'Other', skills: [] });
  });

  it('keeps the language chosen, refuses one the app does not speak, and follows the browser again on null', async () => {
    const put = (language: unknown) =>
      ctx.app.inject({ method: 'PUT', url: '/api/me', headers: auth, payload: { language } });
    const chosen = await put('pt-BR');
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().language).toBe('pt-BR');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me', headers: auth })).json().language).toBe(
      'pt-BR',
    );

    for (const unknown of ['xx', 'pt', 'EN', 'de-DE']) {
      const refused = await put(unknown);
      expect(refused.statusCode, unknown).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'unsupported_language', details: [{ path: 'language' }] });
    }
    expect((await put(42)).statusCode).toBe(400);
    expect((await put('x'.repeat(100))).statusCode).toBe(400);
    // Nothing refused was kept; null goes back to the browser's.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me', headers: auth })).json().language).toBe(
      'pt-BR',
    );
    expect((await put(null)).json().language).toBeNull();
  });

  it('keeps a time zone by its IANA name or an alias, and refuses anything else with invalid_time_zone', async () => {
    const put = (time_zone: unknown) =>
      ctx.app.inject({ method: 'PUT', url: '/api/me', headers: auth, payload: { time_zone } });
    const me = async () => (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: auth })).json();
    expect((await me()).time_zone).toBeNull();

    for (const zone of [
      'Europe/Berlin',
      'Asia/Kathmandu',
      'Pacific/Kiritimati',
      'America/Argentina/Buenos_Aires',
      'UTC',
    ]) {
      const kept = await put(zone);
      expect(kept.statusCode, zone).toBe(200);
      expect(kept.json().time_zone).toBe(zone);
    }
    // An alias stays as given; a name in another case takes the runtime's spelling.
    expect((await put('Asia/Kolkata')).json().time_zone).toBe('Asia/Kolkata');
    expect((await put('europe/paris')).json().time_zone).toBe('Europe/Paris');

    const refusals: unknown[] = [
      'Mars/Olympus_Mons',
      '+05:00',
      'UTC+2',
      "Europe/Berlin'; DROP TABLE profiles; --",
      'Europe/../Berlin',
      ' Europe/Berlin',
      '',
      'E'.repeat(65),
    ];
    for (const zone of refusals) {
      const refused = await put(zone);
      expect(refused.statusCode, String(zone)).toBe(400);
      expect(refused.json(), String(zone)).toMatchObject({
        code: 'invalid_time_zone',
        details: [{ path: 'time_zone' }],
      });
    }
    // Not a string at all is a malformed request, not a zone.
    const number = await put(42);
    expect(number.statusCode).toBe(400);
    expect(number.json().code).toBe('validation_error');
    // A bad zone beside another mistake: both are named, as a validation error.
    const both = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: auth,
      payload: { time_zone: 'Nowhere/Land', job_title: 'x'.repeat(500) },
    });
    expect(both.json().code).toBe('validation_error');
    expect(
      both
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['job_title', 'time_zone']);
    expect((await me()).time_zone).toBe('Europe/Paris');
    expect((await put(null)).json().time_zone).toBeNull();
  });

  it('answers an error in the language the request asks for, the code unchanged, and says which', async () => {
    const refuse = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/me',
        headers: { ...auth, ...headers },
        payload: { time_zone: 'Mars/Base' },
      });
    const english = await refuse({});
    expect(english.headers['content-language']).toBe('en');
    expect(english.json()).toMatchObject({
      code: 'invalid_time_zone',
      message: ERROR_CATALOGUE.invalid_time_zone.message,
    });

    for (const [header, language, texts] of [
      ['de-AT,de;q=0.9,en;q=0.5', 'de', de],
      ['es-MX', 'es', es],
      ['fr-CA;q=0.8, xx;q=0.9', 'fr', fr],
      ['pt', 'pt-BR', ptBR],
    ] as const) {
      const reply = await refuse({ 'accept-language': header });
      expect(reply.statusCode).toBe(400);
      expect(reply.headers['content-language'], header).toBe(language);
      // The field's message is the catalogue's too: translated with it.
      expect(reply.json(), header).toEqual({
        code: 'invalid_time_zone',
        message: texts.errors.invalid_time_zone,
        details: [{ path: 'time_zone', message: texts.errors.invalid_time_zone }],
      });
    }
    // Whoever writes the error: the guard's 401, the router's 404.
    const unauthorized = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { 'accept-language': 'fr' },
    });
    expect(unauthorized.json()).toMatchObject({ code: 'unauthorized', message: fr.errors.unauthorized });
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/no-such-route',
      headers: { 'accept-language': 'de' },
    });
    expect(missing.json()).toMatchObject({ code: 'not_found', message: de.errors.not_found });
    // A language we do not speak, or nonsense: English.
    for (const header of ['ja-JP', ';;;', 'x'.repeat(2000)]) {
      const reply = await refuse({ 'accept-language': header });
      expect(reply.headers['content-language'], header).toBe('en');
      expect(reply.json().message).toBe(ERROR_CATALOGUE.invalid_time_zone.message);
    }
  });

  it('answers a signed-in caller who names no language in the profile language', async () => {
    const refuse = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/me',
        headers: { ...auth, ...headers },
        payload: { time_zone: 'Mars/Base' },
      });
    const chosen = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: auth,
      payload: { language: 'de' },
    });
    expect(chosen.statusCode).toBe(200);
    const bare = await refuse({});
    expect(bare.headers['content-language']).toBe('de');
    expect(bare.json()).toMatchObject({ code: 'invalid_time_zone', message: de.errors.invalid_time_zone });
    // The request's own Accept-Language still wins: the web app asks in the language it shows.
    const asked = await refuse({ 'accept-language': 'es' });
    expect(asked.headers['content-language']).toBe('es');
    expect(asked.json().message).toBe(es.errors.invalid_time_zone);
  });

  it('refuses an unknown industry', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: auth,
      payload: { industry: 'Alchemy' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('stores an uploaded avatar, serves it, and replaces it on the next upload', async () => {
    const first = await upload(PNG_1X1);
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json().avatar_url as string;
    expect(firstUrl).toMatch(/^\/api\/media\/avatars\/[0-9a-f-]{36}\.png$/);

    const image = await ctx.app.inject({ method: 'GET', url: firstUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG_1X1)).toBe(true);

    const second = await upload(PNG_1X1, 'again.png');
    expect(second.json().avatar_url).not.toBe(firstUrl);
    expect((await ctx.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
  });

  it('judges an avatar by its bytes, not by what the client claims', async () => {
    const res = await upload(Buffer.from('<svg onload="alert(1)"></svg>'), 'evil.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_error');
  });

  it('accepts an avatar of several megabytes (under the 5 MB limit)', async () => {
    const res = await upload(Buffer.concat([PNG_1X1, Buffer.alloc(4 * 1024 * 1024)]));
    expect(res.statusCode).toBe(200);
  });

  it('refuses an avatar over 5 MB with 413', async () => {
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('attachment_too_large');
  });

  it('is closed to anonymous callers', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/me', payload: { name: 'x' } })).statusCode).toBe(
      401,
    );
  });
});
