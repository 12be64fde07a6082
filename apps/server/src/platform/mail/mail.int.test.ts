import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { openMigratedTestDatabase, testDialect } from '../../test/context.js';
import { createTestWorker } from '../../test/job-worker.js';
import { createTestLogger } from '../../test/logger.js';
import { parseMail } from '../../test/mime.js';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.js';
import { createJobQueue, type JobQueue } from '../jobs/job-queue.js';
import type { JobWorker } from '../jobs/job-worker.js';
import { linksIn } from './dev-mailbox.js';
import { enqueueSystemMail, MAIL_SEND_JOB, mailSendHandler } from './mail.jobs.js';
import type { Mailer } from './mail-message.js';
import { createMailer } from './mailer.js';
import { verifyEmail } from './templates.js';

const FROM = 'Expertos <no-reply@expertos.test>';
const link = 'http://localhost:3000/confirm-email?token=tok_123&redirect=%2Fworkspaces';

describe(`mail on ${testDialect}`, () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let queue: JobQueue;
  beforeAll(async () => {
    ({ database, dispose } = await openMigratedTestDatabase());
    queue = createJobQueue({ database });
  });
  afterAll(() => dispose());
  beforeEach(async () => {
    await database.db.deleteFrom('jobs').execute();
    await database.db.deleteFrom('dev_mailbox').execute();
  });

  const workerFor = (mailer: Mailer): JobWorker =>
    createTestWorker(database, { handlers: { [MAIL_SEND_JOB]: mailSendHandler(mailer) } });
  const smtpMailer = (url: string) =>
    createMailer(
      { smtpUrl: url, from: FROM },
      { database, logger: createTestLogger().logger, timeoutMs: 500 },
    );
  const job = (id: string) =>
    database.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const message = { to: 'ana@example.com', ...verifyEmail({ name: 'Ana <Admin>', url: link }) };

  describe('over SMTP', () => {
    let smtp: TestSmtpServer;
    beforeAll(async () => {
      smtp = await startSmtpServer({ refuse: ['nobody@example.com'] });
    });
    afterAll(() => smtp.close());
    beforeEach(() => {
      smtp.received.length = 0;
    });

    it('delivers a queued mail with its subject, both parts and the link intact', async () => {
      const { id } = await enqueueSystemMail(queue, message);
      expect(await workerFor(smtpMailer(smtp.url)).runOnce()).toBe(true);

      expect(await job(id)).toMatchObject({ status: 'done', attempts: 1 });
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail!.from).toBe('no-reply@expertos.test');
      expect(mail!.to).toEqual(['ana@example.com']);
      const parsed = parseMail(mail!.raw);
      expect(parsed.subject).toBe('Confirm your e-mail address for Expertos');
      expect(parsed.headers.get('message-id')).toBe(`<${id}@expertos.test>`);
      expect(parsed.text).toBe(message.text);
      expect(parsed.html).toBe(message.html);
      expect(parsed.text).toContain(link);
      expect(parsed.html).toContain(`href="${link.replace('&', '&amp;')}"`);
      expect(parsed.html).toContain('Hi Ana &lt;Admin&gt;,');
    });

    it('marks the job dead at once when the server refuses the recipient (a 5xx reply)', async () => {
      const { id } = await enqueueSystemMail(queue, { ...message, to: 'nobody@example.com' });
      await workerFor(smtpMailer(smtp.url)).runOnce();
      const row = await job(id);
      expect(row).toMatchObject({ status: 'dead', attempts: 1 });
      expect(row.last_error).toContain('No such mailbox here');
    });
  });

  describe('with the SMTP server down', () => {
    it('fails the job, keeps the error and retries it later', async () => {
      const smtp = await startSmtpServer();
      await smtp.close();
      const { id } = await enqueueSystemMail(queue, message);
      const before = Date.now();
      expect(await workerFor(smtpMailer(smtp.url)).runOnce()).toBe(true);

      const row = await job(id);
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.last_error).toMatch(/ECONNREFUSED/);
      expect(Date.parse(row.run_at)).toBeGreaterThanOrEqual(before + 1_000);
    });

    it('gives up on a server that accepts the connection but never answers, within the timeout', async () => {
      const silent = net.createServer(() => {});
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const { port } = silent.address() as net.AddressInfo;
      try {
        const { id } = await enqueueSystemMail(queue, message);
        const started = Date.now();
        await workerFor(smtpMailer(`smtp://127.0.0.1:${port}`)).runOnce();
        expect(Date.now() - started).toBeLessThan(3_000);
        const row = await job(id);
        expect(row).toMatchObject({ status: 'pending', attempts: 1 });
        expect(row.last_error).toMatch(/greeting|timeout/i);
      } finally {
        silent.close();
      }
    });
  });

  describe('without SMTP (the dev mailbox)', () => {
    it('keeps the mail in the database and prints its links to the log', async () => {
      const { logger, records } = createTestLogger();
      const mailer = createMailer({ smtpUrl: undefined, from: FROM }, { database, logger });
      expect(mailer.transport).toBe('dev-mailbox');
      const { id } = await enqueueSystemMail(queue, message);
      await workerFor(mailer).runOnce();

      expect((await job(id)).status).toBe('done');
      const rows = await database.db.selectFrom('dev_mailbox').selectAll().execute();
      expect(rows).toEqual([
        {
          id: expect.any(String),
          to: 'ana@example.com',
          subject: message.subject,
          html: message.html,
          text: message.text,
          created_at: expect.any(String),
        },
      ]);
      expect(records).toContainEqual({
        level: 'info',
        fields: { to: 'ana@example.com', subject: message.subject, links: [link] },
        message: 'dev mailbox: mail kept',
      });
    });
  });

  describe('without SMTP in production', () => {
    it('keeps the mail but prints no link (they carry one-time tokens)', async () => {
      const { logger, records } = createTestLogger();
      const mailer = createMailer(
        { smtpUrl: undefined, from: FROM },
        { database, logger, printLinks: false },
      );
      await enqueueSystemMail(queue, message);
      await workerFor(mailer).runOnce();
      expect(records).toContainEqual({
        level: 'info',
        fields: { to: 'ana@example.com', subject: message.subject },
        message: 'dev mailbox: mail kept',
      });
      expect(JSON.stringify(records)).not.toContain(link);
    });
  });

  describe('enqueueSystemMail', () => {
    it('refuses a message without both parts before it reaches the queue', () => {
      expect(() => enqueueSystemMail(queue, { ...message, text: '' })).toThrow();
    });

    it('is rolled back with the transaction of the change that caused it', async () => {
      const failed = database.db.transaction().execute(async (trx) => {
        await enqueueSystemMail(queue, message, { trx });
        throw new Error('sign-up failed');
      });
      await expect(failed).rejects.toThrow('sign-up failed');
      expect(await database.db.selectFrom('jobs').selectAll().execute()).toEqual([]);
    });
  });
});

describe('linksIn', () => {
  it('finds each http(s) link once, without trailing punctuation', () => {
    const text = `Open ${link}. Or https://example.com/a, and again ${link}\nftp://no.example`;
    expect(linksIn(text)).toEqual([link, 'https://example.com/a']);
  });
});
