// `npm run bench` (its approvals part; alone: `npm run bench:approvals`): a post's versions
// (issue 42, docs/product.md#approvals) with BENCH_VERSIONS (1,000) versions of 10,000-character
// captions and 10 files each, on SQLite and, when BENCH_POSTGRES_URL (or TEST_POSTGRES_URL) names
// a server, on PostgreSQL too. The server is the real app (buildApp) on a real port, asked over
// HTTP one request at a time; the caller is the brand's owner (the token check is left out, the
// access guard is not). A benchmark, not a test: it prints figures and asserts only that each
// answer is a 200.
//
// 1. The history (`GET /api/tickets/{id}/versions`): its first page (50), a page of the most
//    (100), and every page in turn. Target: p99 ≤ 50 ms.
// 2. The diff of two 10,000-character captions: the domain's diff alone (a caption edited here
//    and there, and two unrelated captions), and the diff route of the first and last versions.
//    Target: ≤ 25 ms.
import { createHash, randomUUID } from 'node:crypto';
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
import { diffText } from '../packages/domain/src/approvals/diff.js';
import { benchPostgresUrl, figures, openBenchDatabase } from './bench-database.js';
import { settle } from './seed/database.mjs';

const VERSIONS = Number(process.env.BENCH_VERSIONS ?? 1_000);
const REQUESTS = Number(process.env.BENCH_VERSIONS_REQUESTS ?? 300);
const CAPTION_CHARS = 10_000;
// biome-ignore lint/suspicious/noExplicitAny: the bench writes every table, whoever owns it.
type AnyDb = Kysely<any>;

const WORDS = (
  'spring menu tea cake sunny terrace open from the a fresh daily bread lemon tart coffee ' +
  'garden table friends morning light season new our your with and for to of in on at'
).split(' ');
/**
 * A caption of about 10,000 characters, in lines of 40 words, as a writer makes them (no two
 * lines alike); `text` picks the words (another text: an unrelated caption), `edits` changes
 * that many words spread over it (a version of the same caption), `version` how.
 */
function caption(text: number, edits = 0, version = 1): string {
  let state = text * 2_654_435_761;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state;
  };
  const words: string[] = [];
  let length = 0;
  for (let i = 0; length < CAPTION_CHARS; i += 1) {
    let word = WORDS[next() % WORDS.length]!;
    if (edits > 0 && i % Math.max(1, Math.floor(1700 / edits)) === 0) word = `${word}-v${version}`;
    words.push(i % 40 === 39 ? `${word}\n` : word);
    length += word.length + 1;
  }
  return words.join(' ').slice(0, CAPTION_CHARS);
}

/** The post's versions as the recorder leaves them, and rounds asking for (and approving) some. */
async function seedVersions(
  db: AnyDb,
  place: { workspaceId: string; projectId: string; ticketId: string; memberId: string },
) {
  const start = Date.now() - VERSIONS * 15 * 60_000;
  const media = Array.from({ length: 10 }, (_, i) => ({ id: randomUUID(), name: `scene-${i + 1}.jpg` }));
  const hashes: string[] = [];
  for (let from = 0; from < VERSIONS; from += 100) {
    const rows = [];
    for (let n = from + 1; n <= Math.min(VERSIONS, from + 100); n += 1) {
      const content = JSON.stringify({
        summary: 'Spring launch',
        caption: caption(1, 20, n),
        hooks: ['Hungry?', null, null, null],
        platform: 'instagram',
        format: 'carousel',
        media: media.slice(0, 1 + (n % 10)),
        variants: [],
      });
      const hash = createHash('sha256').update(content).digest('hex');
      hashes.push(hash);
      const at = new Date(start + n * 15 * 60_000).toISOString();
      rows.push({
        id: randomUUID(),
        workspace_id: place.workspaceId,
        project_id: place.projectId,
        ticket_id: place.ticketId,
        number: n,
        // Every seventh by someone who left ("Former member").
        author_id: n % 7 === 0 ? randomUUID() : place.memberId,
        content,
        content_hash: hash,
        dated_hash: hash,
        media_count: 1 + (n % 10),
        sealed: 0,
        restored_from: n % 50 === 0 ? n - 10 : null,
        published_at: n === VERSIONS - 5 ? at : null,
        created_at: at,
        updated_at: at,
      });
    }
    await db.insertInto('approval_versions').values(rows).execute();
  }
  // A round asked for every 20th version; every other one approved on it.
  for (let n = 20; n <= VERSIONS; n += 20) {
    const roundId = randomUUID();
    const at = new Date(start + n * 15 * 60_000 + 60_000).toISOString();
    const approved = n % 40 === 0;
    await db
      .insertInto('approval_rounds')
      .values({
        id: roundId,
        workspace_id: place.workspaceId,
        project_id: place.projectId,
        ticket_id: place.ticketId,
        requested_by: place.memberId,
        status: approved ? 'approved' : 'changes_requested',
        steps: JSON.stringify([{ kind: 'internal', rule: 'any', approvers: [place.memberId] }]),
        content_hash: hashes[n - 1],
        created_at: at,
        ended_at: at,
      })
      .execute();
    await db
      .insertInto('approval_decisions')
      .values({
        id: randomUUID(),
        round_id: roundId,
        step: 0,
        decided_by: place.memberId,
        decided_by_name: 'Bench',
        decision: approved ? 'approved' : 'changes_requested',
        comment: approved ? null : 'Shorter, please',
        content_hash: hashes[n - 1],
        channel: 'app',
        created_at: at,
      })
      .execute();
  }
}

async function benchDialect(kind: Dialect) {
  const { database, drop } = await openBenchDatabase(kind, 'versions');
  const db = database.db;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-bench-versions-data-'));
  try {
    const at = new Date().toISOString();
    const email = `bench-${randomUUID()}@example.invalid`;
    const userId = await createUnreachableAccounts(kind).ensure(db, { email, name: 'Bench', at });
    const workspace = await insertWorkspace(db, { id: userId, email });
    const projectId = await insertProject(db, workspace.id, userId);
    const ticketId = await insertTicket(db, { workspaceId: workspace.id, projectId }, {
      ticket_type: 'post',
      caption: caption(1, 20, VERSIONS),
    } as never);
    const seeding = performance.now();
    await seedVersions(db as AnyDb, {
      workspaceId: workspace.id,
      projectId,
      ticketId,
      memberId: workspace.ownerMemberId,
    });
    await settle(db, kind);
    console.log(
      `\nResults on ${kind}: one post with ${VERSIONS} versions of ${CAPTION_CHARS.toLocaleString('en-US')}-character captions written in ${((performance.now() - seeding) / 1000).toFixed(1)} s; ` +
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
    const user = { id: userId, email, emailVerified: true };
    const app = await buildApp(config, { database, migrate: false, authenticate: async () => user });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const get = async (url: string) => {
        const started = performance.now();
        const res = await fetch(`${address}${url}`, { headers: { authorization: 'Bearer bench' } });
        const body = await res.text();
        const took = performance.now() - started;
        if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${body.slice(0, 200)}`);
        return { took, body };
      };
      const history = `/api/tickets/${ticketId}/versions`;
      const diff = `/api/tickets/${ticketId}/versions/diff?from=1&to=${VERSIONS}`;
      // Warmed up first: the figures are of a running server, not of its first requests.
      for (let i = 0; i < 30; i += 1) await Promise.all([get(history), get(diff)]);
      for (const [label, query] of [
        ['the history, first page (50)', ''],
        ['the history, a page of 100', '?limit=100'],
        ['the history, a page of 100 from the middle', `?limit=100&cursor=${Math.floor(VERSIONS / 2)}`],
      ] as const) {
        const times: number[] = [];
        for (let i = 0; i < REQUESTS; i += 1) times.push((await get(`${history}${query}`)).took);
        console.log(`  ${label}: ${figures(times)}`);
      }
      const walks: number[] = [];
      for (let i = 0; i < 10; i += 1) {
        const started = performance.now();
        let cursor: string | null = null;
        let seen = 0;
        do {
          const page = JSON.parse(
            (await get(`${history}?limit=100${cursor ? `&cursor=${cursor}` : ''}`)).body,
          ) as { items: unknown[]; next_cursor: string | null };
          seen += page.items.length;
          cursor = page.next_cursor;
        } while (cursor);
        if (seen !== VERSIONS) throw new Error(`the history listed ${seen} versions, not ${VERSIONS}`);
        walks.push(performance.now() - started);
      }
      console.log(`  the whole history, ${VERSIONS / 100} pages of 100 in turn: ${figures(walks)}`);

      const diffTimes: number[] = [];
      for (let i = 0; i < REQUESTS / 3; i += 1) diffTimes.push((await get(diff)).took);
      console.log(
        `  the diff route, versions 1 and ${VERSIONS} (10,000-character captions): ${figures(diffTimes)}`,
      );
    } finally {
      await app.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await drop();
  }
}

const oneLine = (text: string) => text.replaceAll('\n', ' ');

/** The domain's diff alone, on two 10,000-character captions. */
function benchDiff() {
  const base = caption(1);
  const cases = [
    ['a caption and an edit of it (40 words changed, here and there)', base, caption(1, 40)],
    ['a caption and an edit of it (200 words changed)', base, caption(1, 200)],
    ['a caption and an edit of it (200 words changed), in one line', oneLine(base), oneLine(caption(1, 200))],
    ['two unrelated captions', base, caption(2)],
    ['two unrelated captions, in one line each', oneLine(base), oneLine(caption(2))],
  ] as const;
  console.log(
    `\nThe word diff of two ${CAPTION_CHARS.toLocaleString('en-US')}-character captions (domain, in this process):`,
  );
  for (const [label, from, to] of cases) {
    for (let i = 0; i < 5; i += 1) diffText(from, to);
    const times: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      const started = performance.now();
      diffText(from, to);
      times.push(performance.now() - started);
    }
    console.log(`  ${label}: ${figures(times)}`);
  }
}

benchDiff();
await benchDialect('sqlite');
if (benchPostgresUrl) await benchDialect('postgres');
else console.log('\n(PostgreSQL left out: set BENCH_POSTGRES_URL or TEST_POSTGRES_URL.)');
console.log(
  '\nTargets (issue 42): a post’s 1,000-version history ≤ 50 ms p99; a diff of two 10,000-character captions ≤ 25 ms.',
);
process.exit(0);
