// `npm run bench` (its portal part; alone: `npm run bench:portal`): a client's portal
// (issue 42, docs/product.md#approvals) with BENCH_PORTAL_ITEMS (500) posts waiting on one
// contact, each with a caption and a client step, on SQLite and, when BENCH_POSTGRES_URL (or
// TEST_POSTGRES_URL) names a server, on PostgreSQL too. The server is the real app (buildApp) on
// a real port, asked over HTTP one request at a time, without a session, as a client's browser
// asks. The portal's own limits stay on: the requests are spread over five links of the contact
// (each its own counter, all under the address's), so none is refused. A benchmark, not a test:
// it prints figures and asserts only that each answer is a 200 listing every post.
//
// Target: the portal's page (`GET /api/portal/{token}`) with 500 items ≤ 100 ms p99.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import type { Dialect } from '../apps/server/src/db/database.js';
import { createUnreachableAccounts } from '../apps/server/src/modules/auth/unreachable-accounts.js';
import { insertTicket } from '../apps/server/src/modules/tickets/tickets.fixtures.js';
import { insertProject, insertWorkspace } from '../apps/server/src/test/workspace-fixtures.js';
import { benchPostgresUrl, figures, openBenchDatabase } from './bench-database.js';
import { settle } from './seed/database.mjs';

const ITEMS = Number(process.env.BENCH_PORTAL_ITEMS ?? 500);
const LINKS = 5;
const PER_LINK = 40;
// biome-ignore lint/suspicious/noExplicitAny: the bench writes every table, whoever owns it.
type AnyDb = Kysely<any>;

async function benchDialect(kind: Dialect) {
  const { database, drop } = await openBenchDatabase(kind, 'portal');
  const db = database.db as AnyDb;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-bench-portal-data-'));
  try {
    const at = new Date().toISOString();
    const email = `bench-${randomUUID()}@example.invalid`;
    const userId = await createUnreachableAccounts(kind).ensure(database.db, { email, name: 'Bench', at });
    const workspace = await insertWorkspace(database.db, { id: userId, email });
    const projectId = await insertProject(database.db, workspace.id, userId);
    const place = { workspace_id: workspace.id, project_id: projectId };
    const contactId = randomUUID();
    await db
      .insertInto('approval_contacts')
      .values({
        id: contactId,
        ...place,
        name: 'Dana Client',
        email: 'dana@client.example',
        company: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const seeding = performance.now();
    const steps = JSON.stringify([{ kind: 'client', rule: 'any', approvers: [contactId] }]);
    for (let from = 0; from < ITEMS; from += 100) {
      const rounds = [];
      for (let i = from; i < Math.min(ITEMS, from + 100); i += 1) {
        const ticketId = await insertTicket(database.db, { workspaceId: workspace.id, projectId }, {
          ticket_type: 'post',
          status: 'needs_approval',
          summary: `Weekly tip ${i + 1}`,
          caption: `Weekly tip ${i + 1}: ${'a caption of a few lines, as a post has '.repeat(8)}`,
          hook: 'Did you know?',
        } as never);
        rounds.push({
          id: randomUUID(),
          ...place,
          ticket_id: ticketId,
          requested_by: workspace.ownerMemberId,
          status: 'open',
          steps,
          content_hash: 'seeded',
          created_at: new Date(Date.now() - (ITEMS - i) * 60_000).toISOString(),
          ended_at: null,
        });
      }
      await db.insertInto('approval_rounds').values(rounds).execute();
    }
    const tokens = Array.from({ length: LINKS }, () => randomBytes(32).toString('base64url'));
    await db
      .insertInto('approval_portal_links')
      .values(
        tokens.map((token) => ({
          id: randomUUID(),
          ...place,
          contact_id: contactId,
          token_hash: createHash('sha256').update(token).digest('hex'),
          created_by: workspace.ownerMemberId,
          created_at: at,
          last_used_at: at,
          revoked_at: null,
        })),
      )
      .execute();
    await settle(database.db, kind);
    console.log(
      `\nResults on ${kind}: ${ITEMS} posts waiting on one contact, written in ${((performance.now() - seeding) / 1000).toFixed(1)} s; ` +
        `${os.cpus().length} CPUs shared with the database; load average ${os.loadavg()[0]!.toFixed(2)}`,
    );

    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      PUBLIC_URL: 'http://localhost:3000',
      RUN_WORKER: 'false',
      RATE_LIMIT_MAX: '1000000000',
    });
    const app = await buildApp(config, { database, migrate: false });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const get = async (token: string) => {
        const started = performance.now();
        const res = await fetch(`${address}/api/portal/${token}`);
        const body = await res.text();
        const took = performance.now() - started;
        if (res.status !== 200) throw new Error(`the portal answered ${res.status}: ${body.slice(0, 200)}`);
        const items = (JSON.parse(body) as { items: unknown[] }).items.length;
        if (items !== ITEMS) throw new Error(`the portal listed ${items} posts, not ${ITEMS}`);
        return { took, bytes: body.length };
      };
      // Warmed up first: the figures are of a running server, not of its first requests.
      for (const token of tokens) for (let i = 0; i < 6; i += 1) await get(token);
      const times: number[] = [];
      let bytes = 0;
      for (const token of tokens)
        for (let i = 0; i < PER_LINK; i += 1) {
          const answer = await get(token);
          times.push(answer.took);
          bytes = answer.bytes;
        }
      console.log(`  the portal's page, ${ITEMS} posts (${Math.round(bytes / 1024)} KiB): ${figures(times)}`);
    } finally {
      await app.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await drop();
  }
}

await benchDialect('sqlite');
if (benchPostgresUrl) await benchDialect('postgres');
else console.log('\n(PostgreSQL left out: set BENCH_POSTGRES_URL or TEST_POSTGRES_URL.)');
console.log('\nTarget (issue 42): a portal with 500 items waiting on one contact ≤ 100 ms p99.');
process.exit(0);
