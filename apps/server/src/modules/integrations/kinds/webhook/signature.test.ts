import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import {
  type EndpointSecrets,
  generateWebhookSecret,
  newWebhookMessageId,
  rotateWebhookSecret,
  signingSecrets,
  signWebhook,
  WEBHOOK_SECRET_OVERLAP_MS,
  webhookHeaders,
} from './signature.js';

const body = JSON.stringify({
  type: 'ticket.created',
  timestamp: '2026-01-01T00:00:00.000Z',
  data: { ticket: { uid: 't_1', summary: 'Grüße & "quotes"' } },
});

describe('generateWebhookSecret', () => {
  it('makes whsec_ and the base64 of 32 random bytes, which the standardwebhooks library takes', () => {
    const a = generateWebhookSecret();
    const b = generateWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(a.slice('whsec_'.length), 'base64')).toHaveLength(32);
    expect(a).not.toBe(b);
    expect(() => new Webhook(a)).not.toThrow();
  });
});

describe('signWebhook', () => {
  it('matches the Standard Webhooks reference example', () => {
    expect(
      signWebhook(
        'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        'msg_p5jXN8AQM9LWM0D4loKWxJek',
        1614265330,
        '{"test": 2432232314}',
      ),
    ).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('signs exactly what the library signs', () => {
    const secret = generateWebhookSecret();
    const at = new Date('2026-03-01T12:00:00.999Z');
    expect(signWebhook(secret, 'msg_1', 1772366400, body)).toBe(new Webhook(secret).sign('msg_1', at, body));
  });

  it('refuses a secret that is not whsec_ base64 of 24–64 bytes, and ids with a dot', () => {
    const key = (n: number) => `whsec_${Buffer.alloc(n, 1).toString('base64')}`;
    expect(() => signWebhook(key(24), 'msg_1', 1, body)).not.toThrow();
    expect(() => signWebhook(key(64), 'msg_1', 1, body)).not.toThrow();
    for (const bad of [
      key(23),
      key(65),
      Buffer.alloc(32).toString('base64'),
      'whsec_not base64!',
      'whsec_',
    ]) {
      expect(() => signWebhook(bad, 'msg_1', 1, body)).toThrow(RangeError);
    }
    expect(() => signWebhook(key(32), 'msg.1', 1, body)).toThrow(RangeError);
    expect(() => signWebhook(key(32), 'msg_1', 1.5, body)).toThrow(RangeError);
  });
});

describe('webhookHeaders', () => {
  it('carry webhook-id, webhook-timestamp in seconds and a signature the library verifies', () => {
    const secret = generateWebhookSecret();
    const id = newWebhookMessageId();
    const headers = webhookHeaders({ id, at: new Date(), body, secrets: [secret] });
    expect(headers['webhook-id']).toBe(id);
    expect(headers['webhook-timestamp']).toMatch(/^\d{10}$/);
    expect(Math.abs(Number(headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(5);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('fail verification when the body, the id or the timestamp is changed', () => {
    const secret = generateWebhookSecret();
    const headers = webhookHeaders({ id: 'msg_abc', at: new Date(), body, secrets: [secret] });
    const receiver = new Webhook(secret);
    expect(() => receiver.verify(body.replace('t_1', 't_2'), headers)).toThrow(/No matching signature/);
    expect(() => receiver.verify(`${body} `, headers)).toThrow(WebhookVerificationError);
    expect(() => receiver.verify(body, { ...headers, 'webhook-id': 'msg_abd' })).toThrow(
      WebhookVerificationError,
    );
    const later = String(Number(headers['webhook-timestamp']) + 1);
    expect(() => receiver.verify(body, { ...headers, 'webhook-timestamp': later })).toThrow(
      WebhookVerificationError,
    );
  });

  it('fail verification with another secret', () => {
    const headers = webhookHeaders({
      id: 'msg_abc',
      at: new Date(),
      body,
      secrets: [generateWebhookSecret()],
    });
    expect(() => new Webhook(generateWebhookSecret()).verify(body, headers)).toThrow(/No matching signature/);
  });

  it('are refused by the library when the timestamp is older than its 5 minutes', () => {
    const secret = generateWebhookSecret();
    const stale = webhookHeaders({
      id: 'msg_old',
      at: new Date(Date.now() - 10 * 60_000),
      body,
      secrets: [secret],
    });
    expect(() => new Webhook(secret).verify(body, stale)).toThrow(/timestamp too old/);
    const future = webhookHeaders({
      id: 'msg_new',
      at: new Date(Date.now() + 10 * 60_000),
      body,
      secrets: [secret],
    });
    expect(() => new Webhook(secret).verify(body, future)).toThrow(/timestamp too new/);
  });

  it('need a secret', () => {
    expect(() => webhookHeaders({ id: 'msg_1', at: new Date(), body, secrets: [] })).toThrow(RangeError);
  });

  it('verify at a real HTTP receiver, which gets the exact body bytes and the headers', async () => {
    const secret = generateWebhookSecret();
    const received: { ok: boolean; error?: string }[] = [];
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        try {
          new Webhook(secret).verify(
            Buffer.concat(chunks).toString('utf8'),
            req.headers as Record<string, string>,
          );
          received.push({ ok: true });
          res.writeHead(204).end();
        } catch (error) {
          received.push({ ok: false, error: (error as Error).message });
          res.writeHead(400).end();
        }
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    try {
      const headers = webhookHeaders({ id: newWebhookMessageId(), at: new Date(), body, secrets: [secret] });
      const good = await fetch(url, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body,
      });
      const bad = await fetch(url, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: body.replace('ticket.created', 'ticket.deleted'),
      });
      expect([good.status, bad.status]).toEqual([204, 400]);
      expect(received).toEqual([{ ok: true }, { ok: false, error: 'No matching signature found' }]);
    } finally {
      server.close();
    }
  });
});

describe('secret rotation', () => {
  const t0 = new Date('2026-05-01T10:00:00Z');
  const oldSecret = generateWebhookSecret();
  const rotated = rotateWebhookSecret({ current: oldSecret, previous: null }, t0);

  it('makes a new current secret and keeps the old one valid for 24 hours', () => {
    expect(rotated.current).not.toBe(oldSecret);
    expect(rotated.current).toMatch(/^whsec_/);
    expect(rotated.previous).toEqual({
      secret: oldSecret,
      expiresAt: new Date(t0.getTime() + WEBHOOK_SECRET_OVERLAP_MS),
    });
  });

  it('signs with both secrets during the 24 hours and with the new one alone after', () => {
    expect(signingSecrets(rotated, t0)).toEqual([rotated.current, oldSecret]);
    expect(signingSecrets(rotated, new Date(t0.getTime() + WEBHOOK_SECRET_OVERLAP_MS - 1))).toEqual([
      rotated.current,
      oldSecret,
    ]);
    expect(signingSecrets(rotated, new Date(t0.getTime() + WEBHOOK_SECRET_OVERLAP_MS))).toEqual([
      rotated.current,
    ]);
    expect(signingSecrets({ current: oldSecret, previous: null }, t0)).toEqual([oldSecret]);
  });

  it("a rotated endpoint's message verifies with either secret, and one after the overlap only with the new", () => {
    const now = new Date();
    const endpoint: EndpointSecrets = rotateWebhookSecret({ current: oldSecret, previous: null }, now);
    const during = webhookHeaders({ id: 'msg_rot', at: now, body, secrets: signingSecrets(endpoint, now) });
    expect(during['webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Webhook(oldSecret).verify(body, during)).toEqual(JSON.parse(body));
    expect(new Webhook(endpoint.current).verify(body, during)).toEqual(JSON.parse(body));

    // An endpoint whose overlap has run out (the rotation was over a day ago).
    const expired: EndpointSecrets = {
      ...endpoint,
      previous: { secret: oldSecret, expiresAt: new Date(now.getTime() - 1) },
    };
    const after = webhookHeaders({ id: 'msg_rot2', at: now, body, secrets: signingSecrets(expired, now) });
    expect(new Webhook(endpoint.current).verify(body, after)).toEqual(JSON.parse(body));
    expect(() => new Webhook(oldSecret).verify(body, after)).toThrow(/No matching signature/);
  });

  it('a second rotation within the 24 hours keeps only the secret it replaced', () => {
    const t1 = new Date(t0.getTime() + 60 * 60_000);
    const twice = rotateWebhookSecret(rotated, t1);
    expect(signingSecrets(twice, t1)).toEqual([twice.current, rotated.current]);
    expect(signingSecrets(twice, t1)).not.toContain(oldSecret);
  });

  it('refuses to rotate to a malformed secret', () => {
    expect(() => rotateWebhookSecret(rotated, t0, 'whsec_short')).toThrow(RangeError);
  });
});
