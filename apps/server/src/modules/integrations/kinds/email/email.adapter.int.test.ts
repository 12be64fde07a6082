import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../../db/database.js';
import type { Mailer } from '../../../../platform/mail/mail-message.js';
import { createMailer } from '../../../../platform/mail/mailer.js';
import { openMigratedTestDatabase, testDialect } from '../../../../test/context.js';
import { createTestLogger } from '../../../../test/logger.js';
import { parseMail } from '../../../../test/mime.js';
import { startSmtpServer, type TestSmtpServer } from '../../../../test/smtp.js';
import type { Connection, DeliveryMessage } from '../../delivery/adapter.js';
import { createEmailAdapter, type EmailConfig, messageKey } from './email.adapter.js';

const FROM = 'Expertos <no-reply@expertos.test>';
const url = 'https://app.example.com/brand/acme/tasks?task=tk_1';

const connection = (addresses: string[]): Connection<EmailConfig, null> => ({
  uid: 'int_1',
  config: { addresses, rules: [] },
  secret: null,
  previousSecret: null,
  previousSecretExpiresAt: null,
});

let sequence = 0;
function message(overrides: Partial<DeliveryMessage> = {}): DeliveryMessage {
  sequence += 1;
  return {
    id: `msg_test${sequence}`,
    event: 'ticket.status_changed',
    occurred_at: '2030-01-01T10:00:00.000Z',
    status_change: { from: 'in_progress', to: 'needs_approval' },
    ticket: {
      uid: 'tk_1',
      number: 128,
      summary: 'Film the <reel>',
      status: 'needs_approval',
      ticket_type: 'post',
      due_date: '2030-01-08',
      assignee: 'Ana',
      caption: 'Summer & sun',
      project: { uid: 'pr_1', name: 'Acme', slug: 'acme' },
      url,
      updated_at: '2030-01-01T10:00:00.000Z',
    },
    ...overrides,
  };
}

const live = () => new AbortController().signal;

describe(`e-mail integration on ${testDialect}`, () => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await openMigratedTestDatabase());
  });
  afterAll(() => dispose());

  const smtpMailer = (smtpUrl: string): Mailer =>
    createMailer({ smtpUrl, from: FROM }, { database, logger: createTestLogger().logger, timeoutMs: 500 });

  describe('over SMTP', () => {
    const refuse: string[] = [];
    const defer: string[] = [];
    let smtp: TestSmtpServer;
    beforeAll(async () => {
      smtp = await startSmtpServer({ refuse, defer });
    });
    afterAll(() => smtp.close());
    beforeEach(() => {
      smtp.received.length = 0;
      refuse.length = 0;
      defer.length = 0;
    });

    it('sends each address its own e-mail with the ticket in HTML and text', async () => {
      const adapter = createEmailAdapter({ mailer: smtpMailer(smtp.url) });
      const msg = message();
      const result = await adapter.deliver(connection(['ana@example.com', 'bo@example.com']), msg, live());

      expect(result).toEqual({ ok: true, status: null, excerpt: 'sent to ana@example.com, bo@example.com' });
      expect(smtp.received.map((m) => m.to)).toEqual([['ana@example.com'], ['bo@example.com']]);
      for (const [i, address] of ['ana@example.com', 'bo@example.com'].entries()) {
        const mail = parseMail(smtp.received[i]!.raw);
        expect(smtp.received[i]!.from).toBe('no-reply@expertos.test');
        expect(mail.subject).toBe('#128 Film the <reel> — In Progress → Needs Approval');
        expect(mail.headers.get('to')).toBe(address);
        expect(mail.headers.get('message-id')).toBe(`<${messageKey(msg, address)}@expertos.test>`);
        expect(mail.text).toContain('Summary: Film the <reel>');
        expect(mail.text).toContain('Due date: Jan 8, 2030');
        expect(mail.text).toContain(`Open the task: ${url}`);
        expect(mail.html).toContain('Film the &lt;reel&gt;');
        expect(mail.html).toContain('Summer &amp; sun');
        expect(mail.html).toContain(`href="${url}"`);
      }
    });

    it('sends a manual send to the addresses chosen in the dialog instead', async () => {
      const adapter = createEmailAdapter({ mailer: smtpMailer(smtp.url) });
      const result = await adapter.deliver(
        connection(['ana@example.com']),
        message({ event: 'ticket.sent', addresses: ['cy@example.com', 'CY@example.com'] }),
        live(),
      );
      expect(result.ok).toBe(true);
      expect(smtp.received.map((m) => m.to)).toEqual([['cy@example.com']]);
    });

    it('resends with the same Message-ID after a restart, and skips accepted addresses within one process', async () => {
      const msg = message();
      const to = connection(['ana@example.com']);
      const first = createEmailAdapter({ mailer: smtpMailer(smtp.url) });
      expect((await first.deliver(to, msg, live())).ok).toBe(true);
      // The same process retrying (a 'retry now'): the address already has it.
      expect((await first.deliver(to, msg, live())).ok).toBe(true);
      expect(smtp.received).toHaveLength(1);
      // Another process (after a crash before the delivery was recorded) sends it again.
      const second = createEmailAdapter({ mailer: smtpMailer(smtp.url) });
      expect((await second.deliver(to, msg, live())).ok).toBe(true);
      expect(smtp.received).toHaveLength(2);
      const ids = smtp.received.map((m) => parseMail(m.raw).headers.get('message-id'));
      expect(ids[0]).toBe(ids[1]);
      expect(ids[0]).toMatch(/^<msg_test\d+\.[0-9a-f]{16}@expertos\.test>$/);
    });

    it('maps a 4xx answer to retry, and on the retry sends only to the address still waiting', async () => {
      defer.push('bo@example.com');
      const adapter = createEmailAdapter({ mailer: smtpMailer(smtp.url) });
      const msg = message();
      const to = connection(['ana@example.com', 'bo@example.com']);

      const result = await adapter.deliver(to, msg, live());
      expect(result).toMatchObject({
        ok: false,
        outcome: 'retry',
        error: 'not yet delivered to bo@example.com',
      });
      expect(result.excerpt).toContain('sent to ana@example.com');
      expect(result.excerpt).toContain('bo@example.com: 451 Greylisted, try again later');
      expect(smtp.received.map((m) => m.to)).toEqual([['ana@example.com']]);

      defer.length = 0;
      expect((await adapter.deliver(to, msg, live())).ok).toBe(true);
      expect(smtp.received.map((m) => m.to)).toEqual([['ana@example.com'], ['bo@example.com']]);
    });

    it('maps a 550 to permanent, naming the refused address while the others receive it', async () => {
      refuse.push('nobody@example.com');
      const adapter = createEmailAdapter({ mailer: smtpMailer(smtp.url) });
      const result = await adapter.deliver(
        connection(['nobody@example.com', 'ana@example.com']),
        message(),
        live(),
      );
      expect(result).toMatchObject({
        ok: false,
        outcome: 'permanent',
        status: null,
        error: 'refused by nobody@example.com',
      });
      expect(result.excerpt).toBe('sent to ana@example.com; nobody@example.com: 550 No such mailbox here');
      expect(smtp.received.map((m) => m.to)).toEqual([['ana@example.com']]);
    });

    it('prefers retry when one address waits and another refuses', async () => {
      refuse.push('nobody@example.com');
      defer.push('bo@example.com');
      const adapter = createEmailAdapter({ mailer: smtpMailer(smtp.url) });
      const result = await adapter.deliver(
        connection(['nobody@example.com', 'bo@example.com']),
        message(),
        live(),
      );
      expect(result).toMatchObject({ ok: false, outcome: 'retry' });
    });

    it('sends nothing once the attempt was aborted, and asks for a retry', async () => {
      const adapter = createEmailAdapter({ mailer: smtpMailer(smtp.url) });
      const controller = new AbortController();
      controller.abort();
      const result = await adapter.deliver(connection(['ana@example.com']), message(), controller.signal);
      expect(result).toMatchObject({ ok: false, outcome: 'retry' });
      expect(smtp.received).toEqual([]);
    });

    it('sends the integration test', async () => {
      const adapter = createEmailAdapter({ mailer: smtpMailer(smtp.url) });
      const result = await adapter.deliver(
        connection(['ana@example.com']),
        message({ event: 'integration.test', ticket: null }),
        live(),
      );
      expect(result.ok).toBe(true);
      expect(parseMail(smtp.received[0]!.raw).subject).toBe('Expertos e-mail integration works');
    });
  });

  it('maps an SMTP server that is down to retry', async () => {
    const smtp = await startSmtpServer();
    await smtp.close();
    const adapter = createEmailAdapter({ mailer: smtpMailer(smtp.url) });
    const result = await adapter.deliver(connection(['ana@example.com']), message(), live());
    expect(result).toMatchObject({
      ok: false,
      outcome: 'retry',
      error: 'not yet delivered to ana@example.com',
    });
    expect(result.excerpt).toMatch(/ECONNREFUSED|connect/i);
  });

  it('keeps the e-mail in the dev mailbox without SMTP', async () => {
    await database.db.deleteFrom('dev_mailbox').execute();
    const mailer = createMailer(
      { smtpUrl: undefined, from: FROM },
      { database, logger: createTestLogger().logger },
    );
    const adapter = createEmailAdapter({ mailer });
    expect((await adapter.deliver(connection(['ana@example.com']), message(), live())).ok).toBe(true);
    const rows = await database.db.selectFrom('dev_mailbox').select(['to', 'subject']).execute();
    expect(rows).toEqual([
      { to: 'ana@example.com', subject: '#128 Film the <reel> — In Progress → Needs Approval' },
    ]);
  });

  it('describes its target by its addresses', () => {
    const adapter = createEmailAdapter({ mailer: smtpMailer('smtp://127.0.0.1:1') });
    expect(adapter.describe(connection(['ana@example.com', 'bo@example.com']))).toBe(
      'ana@example.com, bo@example.com',
    );
    const many = Array.from({ length: 7 }, (_, i) => `p${i}@example.com`);
    expect(adapter.describe(connection(many))).toBe(`${many.slice(0, 5).join(', ')} and 2 more`);
  });
});
