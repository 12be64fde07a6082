// `npm run bench` (its audit part; alone: `npm run bench:audit`): a workspace's audit log (issue
// 44, docs/product.md#audit-log) on SQLite and, when BENCH_POSTGRES_URL (or TEST_POSTGRES_URL)
// names a server, on PostgreSQL too. A benchmark, not a test: it prints figures and asserts only
// that the chain it wrote verifies.
//
// - append: BENCH_AUDIT_APPENDS (2,000) changes, 32 at a time, each its own transaction
//   writing one entry at the end of the chain (the lock on the workspace's head included);
// - verify: the whole chain of BENCH_AUDIT_ENTRIES (1,000,000) entries, from its anchor;
// - a page: the newest 50 at that size, unfiltered and filtered by action, each 200 times.
//
// Targets: verify 1,000,000 entries ≤ 10 s; a page at 1M rows p95 ≤ 50 ms.
import { randomUUID } from 'node:crypto';
import { AUDIT_GENESIS_HASH, AUDIT_RETENTION_DEFAULT_DAYS } from '@expertos/domain/audit';
import type { Kysely } from 'kysely';
import type { Dialect } from '../apps/server/src/db/database.js';
import { entryHash } from '../apps/server/src/modules/audit/audit.chain.js';
import { createAuditRepository } from '../apps/server/src/modules/audit/audit.repository.js';
import { createAuditService } from '../apps/server/src/modules/audit/audit.service.js';
import { createUnreachableAccounts } from '../apps/server/src/modules/auth/unreachable-accounts.js';
import { insertWorkspace } from '../apps/server/src/test/workspace-fixtures.js';
import { benchPostgresUrl, figures, openBenchDatabase, percentile } from './bench-database.js';
import { settle } from './seed/database.mjs';

const ENTRIES = Number(process.env.BENCH_AUDIT_ENTRIES ?? 1_000_000);
const APPENDS = Number(process.env.BENCH_AUDIT_APPENDS ?? 2_000);
const CONCURRENCY = 32;
const ACTIONS = ['member.joined', 'invite.sent', 'member.access_changed', 'workspace_key.created'] as const;
// biome-ignore lint/suspicious/noExplicitAny: the bench seeds the audit tables directly.
type AnyDb = Kysely<any>;

async function benchDialect(kind: Dialect) {
  console.log(`\n${kind}`);
  const { database, drop } = await openBenchDatabase(kind, 'audit');
  const db = database.db as AnyDb;
  try {
    const at = new Date().toISOString();
    const email = `bench-${randomUUID()}@example.invalid`;
    const userId = await createUnreachableAccounts(kind).ensure(database.db, { email, name: 'Bench', at });
    const busy = await insertWorkspace(database.db, { id: userId, email });
    const big = await insertWorkspace(database.db, { id: userId, email });
    const repository = createAuditRepository(database.db, kind);
    const audit = createAuditService({ db: database.db, repository, now: () => new Date() });

    // 1. Appends under 32 concurrent changes.
    const times: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < APPENDS) {
        const i = next++;
        const started = performance.now();
        await database.db.transaction().execute((trx) =>
          audit.record(trx, {
            workspaceId: busy.id,
            action: ACTIONS[i % ACTIONS.length]!,
            target: { kind: 'member', id: randomUUID(), name: `person-${i}@example.com` },
            details: { role: 'member' },
          }),
        );
        times.push(performance.now() - started);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    console.log(`  append, ${CONCURRENCY} at once: ${figures(times)}`);
    const appended = await audit.verify(busy.id);
    if (!appended.ok || appended.checked !== APPENDS)
      throw new Error(`the appended chain does not verify: ${JSON.stringify(appended)}`);

    // 2. A chain of ENTRIES, written in batches with their hashes.
    const seeding = performance.now();
    let previous = AUDIT_GENESIS_HASH;
    const start = Date.now() - ENTRIES * 1000;
    const BATCH = 1_000;
    for (let from = 1; from <= ENTRIES; from += BATCH) {
      const rows = [];
      for (let seq = from; seq < Math.min(ENTRIES + 1, from + BATCH); seq += 1) {
        const row = {
          workspace_id: big.id,
          seq,
          at: new Date(start + seq * 1000).toISOString(),
          actor_kind: 'person',
          actor_id: userId,
          actor_name: email,
          action: ACTIONS[seq % ACTIONS.length]!,
          target_kind: 'member',
          target_id: `m-${seq}`,
          target_name: `person-${seq}@example.com`,
          ip: '203.0.113.7',
          user_agent: 'Bench',
          details: '{"role":"member"}',
        };
        previous = entryHash(previous, row);
        rows.push({ ...row, hash: previous });
      }
      await db.insertInto('audit_entries').values(rows).execute();
    }
    await db
      .insertInto('audit_heads')
      .values({
        workspace_id: big.id,
        seq: ENTRIES,
        hash: previous,
        retention_days: AUDIT_RETENTION_DEFAULT_DAYS,
        anchor_seq: 0,
        anchor_hash: AUDIT_GENESIS_HASH,
      })
      .execute();
    await settle(db, kind);
    console.log(
      `  seeded ${ENTRIES.toLocaleString('en')} entries in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );

    const verifying = performance.now();
    const verified = await audit.verify(big.id);
    const took = (performance.now() - verifying) / 1000;
    if (!verified.ok || verified.checked !== ENTRIES)
      throw new Error(`the chain does not verify: ${JSON.stringify(verified)}`);
    console.log(`  verify ${ENTRIES.toLocaleString('en')} entries: ${took.toFixed(2)} s`);

    // 3. Pages at that size.
    for (const [label, query] of [
      ['newest 50', {}],
      ['newest 50 of one action', { action: 'invite.sent' as const }],
      ['newest 50 by a part of a name', { target: 'person-99999' }],
    ] as const) {
      const pageTimes: number[] = [];
      for (let i = 0; i < 220; i += 1) {
        const started = performance.now();
        await audit.page(big.id, { ...query, limit: 50 });
        if (i >= 20) pageTimes.push(performance.now() - started);
      }
      console.log(`  a page, ${label}: p95 ${percentile(pageTimes, 95)} ms; ${figures(pageTimes)}`);
    }
  } finally {
    await drop();
  }
}

await benchDialect('sqlite');
if (benchPostgresUrl) await benchDialect('postgres');
else console.log('\n(PostgreSQL left out: set BENCH_POSTGRES_URL or TEST_POSTGRES_URL.)');
console.log('\nTargets (issue 44): verify 1,000,000 entries ≤ 10 s; a page at 1M rows p95 ≤ 50 ms.');
process.exit(0);
