// `npm run bench` (its asset library part; alone: `npm run bench:assets`): a brand's library of
// BENCH_ASSETS (20,000) assets (issue 45, docs/product.md#asset-library) on SQLite and, when
// BENCH_POSTGRES_URL (or TEST_POSTGRES_URL) names a server, on PostgreSQL too; and the worker's
// thumbnails of a 24-megapixel JPEG. A benchmark, not a test: it prints figures beside targets.
//
// - a folder's newest page, and a search of a word, each 220 times (the first 20 warm up);
// - a 6000 × 4000 JPEG's two WebP thumbnails, 5 times (the median).
//
// Targets: a folder and a search ≤ 100 ms p99 at 20,000 assets; the thumbnails ≤ 300 ms.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assetListQuerySchema } from '@expertos/domain/assets';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Dialect } from '../apps/server/src/db/database.js';
import { createAssetFolders } from '../apps/server/src/modules/assets/asset-folders.js';
import { findPreviewTools, makePreviews } from '../apps/server/src/modules/assets/asset-previews.js';
import { createAssetsRepository } from '../apps/server/src/modules/assets/assets.repository.js';
import { createAssetsService } from '../apps/server/src/modules/assets/assets.service.js';
import { createUnreachableAccounts } from '../apps/server/src/modules/auth/unreachable-accounts.js';
import { createTicketTitles } from '../apps/server/src/modules/tickets/ticket-titles.js';
import { createLocalStorage } from '../apps/server/src/platform/storage/storage.js';
import { insertProject, insertWorkspace } from '../apps/server/src/test/workspace-fixtures.js';
import { benchPostgresUrl, figures, openBenchDatabase, percentile } from './bench-database.js';
import { settle } from './seed/database.mjs';

const ASSETS = Number(process.env.BENCH_ASSETS ?? 20_000);
const FOLDERS = 40;
const WORDS = [
  'harbour',
  'sunset',
  'roast',
  'morning',
  'launch',
  'team',
  'studio',
  'summer',
  'field',
  'city',
];
// biome-ignore lint/suspicious/noExplicitAny: the bench seeds the library's tables directly.
type AnyDb = Kysely<any>;

async function benchDialect(kind: Dialect) {
  console.log(`\n${kind}`);
  const { database, drop } = await openBenchDatabase(kind, 'assets');
  const db = database.db as AnyDb;
  try {
    const at = new Date().toISOString();
    const email = `bench-${randomUUID()}@example.invalid`;
    const userId = await createUnreachableAccounts(kind).ensure(database.db, { email, name: 'Bench', at });
    const workspace = await insertWorkspace(database.db, { id: userId, email });
    const projectId = await insertProject(database.db, workspace.id, userId);

    const seeding = performance.now();
    const folderIds = Array.from({ length: FOLDERS }, () => randomUUID());
    await db
      .insertInto('asset_folders')
      .values(
        folderIds.map((id, i) => ({
          id,
          workspace_id: workspace.id,
          project_id: projectId,
          parent_id: null,
          parent_key: '',
          name: `Folder ${i}`,
          name_key: `folder ${i}`,
          open_to_externals: 0,
          created_by: null,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    const start = Date.now() - ASSETS * 60_000;
    const BATCH = 500;
    for (let from = 0; from < ASSETS; from += BATCH) {
      const assets = [];
      const versions = [];
      const tags = [];
      for (let i = from; i < Math.min(ASSETS, from + BATCH); i += 1) {
        const id = randomUUID();
        const versionId = randomUUID();
        const created = new Date(start + i * 60_000).toISOString();
        const name = `${WORDS[i % WORDS.length]}-${WORDS[(i * 7) % WORDS.length]}-${i}.jpg`;
        const tag = WORDS[(i * 3) % WORDS.length]!;
        assets.push({
          id,
          workspace_id: workspace.id,
          project_id: projectId,
          folder_id: folderIds[i % FOLDERS],
          name,
          kind: 'image',
          source: 'upload',
          source_ref: null,
          current_version_id: versionId,
          uploader_id: null,
          archived_at: null,
          rights_owner: null,
          licence: i % 3 === 0 ? 'licensed' : 'unknown',
          expires_on: i % 3 === 0 ? '2027-01-31' : null,
          networks: null,
          credit: i % 5 === 0 ? `Photo: Studio ${i}` : null,
          rights_notes: null,
          pull_policy: 'flag',
          search_text: `${name} ${tag}`,
          created_at: created,
          updated_at: created,
        });
        versions.push({
          id: versionId,
          asset_id: id,
          project_id: projectId,
          number: 1,
          storage_key: `assets/${projectId}/${versionId}.jpg`,
          content_type: 'image/jpeg',
          size: 2_000_000,
          sha256: randomUUID().replace(/-/g, '').padEnd(64, '0'),
          width: 6000,
          height: 4000,
          duration_ms: null,
          preview_state: 'ready',
          preview_failure: null,
          small_key: null,
          large_key: null,
          uploader_id: null,
          created_at: created,
        });
        tags.push({ asset_id: id, project_id: projectId, tag });
      }
      await db.insertInto('assets').values(assets).execute();
      await db.insertInto('asset_versions').values(versions).execute();
      await db.insertInto('asset_tags').values(tags).execute();
    }
    await settle(db, kind);
    console.log(
      `  seeded ${ASSETS.toLocaleString('en')} assets in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );

    const repository = createAssetsRepository(database.db, kind);
    const folders = createAssetFolders({ db: database.db, repository, now: () => new Date() });
    const service = createAssetsService({
      db: database.db,
      repository,
      folders,
      storage: createLocalStorage(os.tmpdir()),
      ticketTitles: createTicketTitles(database.db),
      today: () => new Date().toISOString().slice(0, 10),
    });
    for (const [label, query] of [
      ['a folder, newest 50', { folder: folderIds[7] }],
      ['a search of one word, newest 50', { q: 'sunset' }],
      ['a search of two words in a folder', { q: 'launch sunset', folder: folderIds[3] }],
      ['rights in force (licensed, no end near)', { rights: 'ok' as const }],
    ] as const) {
      const times: number[] = [];
      for (let i = 0; i < 220; i += 1) {
        const started = performance.now();
        await service.list(projectId, assetListQuerySchema.parse({ ...query, limit: 50 }));
        if (i >= 20) times.push(performance.now() - started);
      }
      console.log(`  ${label}: p99 ${percentile(times, 99)} ms; ${figures(times)}`);
    }
  } finally {
    await drop();
  }
}

async function benchThumbnails() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-bench-thumbs-'));
  try {
    const file = path.join(dir, 'photo.jpg');
    // Noise, so the JPEG is as costly to decode as a photo (a flat colour decodes far faster).
    const noise = Buffer.alloc(600 * 400 * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) % 251;
    await sharp(noise, { raw: { width: 600, height: 400, channels: 3 } })
      .resize(6000, 4000, { kernel: 'nearest' })
      .jpeg({ quality: 90 })
      .toFile(file);
    const tools = await findPreviewTools();
    const times: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const started = performance.now();
      const result = await makePreviews(file, 'image/jpeg', tools, { scratchDir: dir });
      if (result.state !== 'ready') throw new Error(`no preview: ${result.failure}`);
      if (i > 0) times.push(performance.now() - started);
    }
    console.log(
      `\n24 MP JPEG (${(fs.statSync(file).size / 1e6).toFixed(1)} MB), both thumbnails: median ${percentile(times, 50)} ms; ${figures(times)}`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await benchDialect('sqlite');
if (benchPostgresUrl) await benchDialect('postgres');
else console.log('\n(PostgreSQL left out: set BENCH_POSTGRES_URL or TEST_POSTGRES_URL.)');
await benchThumbnails();
console.log(
  '\nTargets (issue 45): a folder and a search ≤ 100 ms p99 at 20,000 assets; a 24 MP JPEG’s thumbnails ≤ 300 ms.',
);
process.exit(0);
