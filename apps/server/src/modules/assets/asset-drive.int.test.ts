import { assetDriveCheckSchema, assetDriveImportSchema } from '@expertos/domain/asset-drive';
import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import { googleCalendarConnectStartedSchema } from '@expertos/domain/google-calendar.schema';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWorkerProcess } from '../../background.js';
import { testDialect } from '../../test/context.js';
import { type FakeGoogle, startFakeGoogle } from '../../test/google-calendar-server.js';
import { type FakeDrive, startFakeDrive } from '../../test/google-drive-server.js';
import { createTestLogger } from '../../test/logger.js';
import type { Persona } from '../../test/world.js';
import { createTicketsTestContext, type TicketWorld } from '../tickets/tickets.fixtures.js';
import { insertAsset } from './assets.fixtures.js';

type Context = Awaited<ReturnType<typeof createTicketsTestContext>>;

const png = (colour: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .png()
    .toBuffer();

/**
 * Google Drive import (docs/product.md#asset-library, issue 45 item 9), end to end: the person
 * connects Google with Drive access through the Google stand-in (incremental consent), the
 * worker's job imports with the real `@googleapis/drive` client from the Drive stand-in
 * (test/google-drive-server.ts), and "Check Drive" adds a version when the file changed there.
 */
describe(`Google Drive import on ${testDialect}`, () => {
  let t: Context;
  let world: TicketWorld;
  let google: FakeGoogle;
  let drive: FakeDrive;
  let background: ReturnType<typeof createWorkerProcess>;
  const base = () => `/api/workspaces/${world.a.id}/projects/${world.a.projectId}`;
  const call = (persona: Persona, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.call(persona, method, url, payload);

  async function drain() {
    while (await background.worker.runOnce()) {
      // every due job
    }
  }

  /** Connects the person's Google (with Drive when asked) through the consent stand-in. */
  async function connect(persona: Persona, withDrive: boolean) {
    const res = await call(
      persona,
      'POST',
      `/api/me/google-calendar/connect${withDrive ? '?with=drive' : ''}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    const authorize = new URL(googleCalendarConnectStartedSchema.parse(res.json()).authorize_url);
    if (withDrive) expect(authorize.searchParams.get('include_granted_scopes')).toBe('true');
    const consent = await fetch(authorize, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location')!);
    const landed = await t.ctx.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie },
    });
    expect(String(landed.headers.location)).toContain('google_calendar=ok');
    await drain();
  }

  async function startImport(links: string[], persona: Persona = 'member') {
    const res = await call(persona, 'POST', `${base()}/asset-drive-imports`, { links });
    expect(res.statusCode, res.body).toBe(202);
    return assetDriveImportSchema.parse(res.json());
  }

  async function progress(uid: string) {
    const res = await call('member', 'GET', `${base()}/asset-drive-imports/${uid}`);
    expect(res.statusCode, res.body).toBe(200);
    return assetDriveImportSchema.parse(res.json());
  }

  const driveAssets = () =>
    t.ctx.database.db
      .selectFrom('assets')
      .leftJoin('asset_folders', 'asset_folders.id', 'assets.folder_id')
      .select([
        'assets.id',
        'assets.name',
        'assets.kind',
        'assets.source_ref',
        'asset_folders.name as folder',
      ])
      .where('assets.project_id', '=', world.a.projectId)
      .where('assets.source', '=', 'drive')
      .orderBy('assets.name')
      .execute();

  beforeAll(async () => {
    google = await startFakeGoogle();
    drive = await startFakeDrive(google);
    t = await createTicketsTestContext({
      env: {
        ALLOW_PRIVATE_TARGETS: 'true',
        GOOGLE_CLIENT_ID: drive.oauth.clientId,
        GOOGLE_CLIENT_SECRET: drive.oauth.clientSecret,
        GOOGLE_AUTHORIZE_URL: drive.oauth.authorizeUrl,
        GOOGLE_TOKEN_URL: drive.oauth.tokenUrl,
        GOOGLE_REVOKE_URL: drive.oauth.revokeUrl,
        GOOGLE_API_URL: drive.apiRootUrl,
      },
    });
    background = createWorkerProcess(t.ctx.config, t.ctx.database, createTestLogger().logger);
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
    await t.ctx.database.db.deleteFrom('google_calendar_connections').execute();
    google.reset();
    drive.reset();
  });
  afterAll(async () => {
    await t.ctx.close();
    await drive.close();
    await google.close();
  });

  describe('POST /api/workspaces/:workspaceId/projects/:projectId/asset-drive-imports', () => {
    it('imports a file link and a folder with its sub-folder, a Google Doc as PDF, twice without copies', async () => {
      await connect('member', true);
      const single = drive.addFile({
        name: 'Logo.png',
        mimeType: 'image/png',
        content: await png('#cc0000'),
      });
      const shoot = drive.addFolder('Shoot');
      drive.addFile({
        name: 'Wide.png',
        mimeType: 'image/png',
        content: await png('#00cc00'),
        parent: shoot,
      });
      drive.addFile({ name: 'Brief', mimeType: 'application/vnd.google-apps.document', parent: shoot });
      drive.addFile({ name: 'Survey', mimeType: 'application/vnd.google-apps.form', parent: shoot });
      const day = drive.addFolder('Day 2', shoot);
      drive.addFile({ name: 'Close.png', mimeType: 'image/png', content: await png('#0000cc'), parent: day });
      const deeper = drive.addFolder('Deeper', day);
      drive.addFile({
        name: 'Lost.png',
        mimeType: 'image/png',
        content: await png('#cccc00'),
        parent: deeper,
      });

      const started = await startImport([
        `https://drive.google.com/file/d/${single}/view?usp=sharing`,
        `https://drive.google.com/drive/folders/${shoot}`,
      ]);
      expect(started).toMatchObject({ status: 'queued', total: 0, done: 0, failed: 0 });
      await drain();

      const finished = await progress(started.uid);
      expect(finished).toMatchObject({ status: 'done', total: 6, done: 4, failed: 2, error: null });
      expect(finished.failures.map((f) => f.name).sort()).toEqual(['Shoot/Day 2/Deeper', 'Shoot/Survey']);
      expect(await driveAssets()).toEqual([
        expect.objectContaining({ name: 'Brief.pdf', kind: 'pdf', folder: 'Shoot' }),
        expect.objectContaining({ name: 'Close.png', kind: 'image', folder: 'Day 2' }),
        expect.objectContaining({ name: 'Logo.png', kind: 'image', folder: null, source_ref: single }),
        expect.objectContaining({ name: 'Wide.png', kind: 'image', folder: 'Shoot' }),
      ]);

      // The same links again: every file is found by its bytes, no second copy.
      const again = await startImport([single, `https://drive.google.com/drive/folders/${shoot}`]);
      await drain();
      expect(await progress(again.uid)).toMatchObject({ status: 'done', total: 6, done: 4, failed: 2 });
      expect(await driveAssets()).toHaveLength(4);
    });

    it('is retried by the job queue after a Drive 503, the second run taking only what was left', async () => {
      await connect('member', true);
      const folder = drive.addFolder('Batch');
      const first = drive.addFile({
        name: 'One.png',
        mimeType: 'image/png',
        content: await png('#101010'),
        parent: folder,
      });
      const second = drive.addFile({
        name: 'Two.png',
        mimeType: 'image/png',
        content: await png('#202020'),
        parent: folder,
      });
      drive.addFile({
        name: 'Three.png',
        mimeType: 'image/png',
        content: await png('#303030'),
        parent: folder,
      });
      drive.failNext(second, 503, 'backendError');

      const started = await startImport([folder]);
      await drain();
      expect(await progress(started.uid)).toMatchObject({ status: 'running', total: 3, done: 1, failed: 0 });

      // The queue's backoff, passed at once.
      await t.ctx.database.db
        .updateTable('jobs')
        .set({ run_at: new Date().toISOString() })
        .where('type', '=', 'assets.drive-import')
        .where('status', '=', 'pending')
        .execute();
      await drain();
      expect(await progress(started.uid)).toMatchObject({ status: 'done', total: 3, done: 3, failed: 0 });
      expect(await driveAssets()).toHaveLength(3);
      const downloads = (id: string) =>
        drive.requests.filter((r) => r.path.endsWith(`/files/${id}`) && r.query.get('alt') === 'media')
          .length;
      expect([downloads(first), downloads(second)]).toEqual([1, 2]);
    });

    it('waits as long as Google asks when a download is rate limited (Retry-After), then goes on', async () => {
      await connect('member', true);
      const file = drive.addFile({ name: 'Later.png', mimeType: 'image/png', content: await png('#404040') });
      drive.failNext(file, 429, 'userRateLimitExceeded', 900);

      const started = await startImport([file]);
      const before = Date.now();
      await drain();
      expect(await progress(started.uid)).toMatchObject({ status: 'running', done: 0, failed: 0 });
      const waiting = await t.ctx.database.db
        .selectFrom('jobs')
        .select(['run_at', 'status'])
        .where('type', '=', 'assets.drive-import')
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      // Not the queue's own first backoff (seconds): the 15 minutes Google asked for.
      expect(Date.parse(String(waiting.run_at)) - before).toBeGreaterThanOrEqual(890_000);

      await t.ctx.database.db
        .updateTable('jobs')
        .set({ run_at: new Date().toISOString() })
        .where('type', '=', 'assets.drive-import')
        .where('status', '=', 'pending')
        .execute();
      await drain();
      expect(await progress(started.uid)).toMatchObject({ status: 'done', done: 1, failed: 0 });
    });

    it('refuses a link that is not a Drive link with 400 drive_link_invalid, naming it', async () => {
      await connect('member', true);
      const res = await call('member', 'POST', `${base()}/asset-drive-imports`, {
        links: ['1a2B3c4D5e6F7g8H9i0JkLmNoPqRsTuVw', 'https://example.com/file/d/abc/view'],
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'drive_link_invalid',
        details: [
          { path: 'links.1', message: expect.stringContaining('https://example.com/file/d/abc/view') },
        ],
      });
    });

    it('answers 409 drive_not_connected without a Google connection, and without Drive access on it', async () => {
      const link = 'https://drive.google.com/file/d/1a2B3c4D5e6F7g8H9i0JkLmNoPqRsTuVw/view';
      const none = await call('member', 'POST', `${base()}/asset-drive-imports`, { links: [link] });
      expect(none.statusCode, none.body).toBe(409);
      expect(none.json()).toMatchObject({ code: 'drive_not_connected', missing: 'connection' });

      await connect('member', false);
      const calendarOnly = await call('member', 'POST', `${base()}/asset-drive-imports`, { links: [link] });
      expect(calendarOnly.statusCode, calendarOnly.body).toBe(409);
      expect(calendarOnly.json()).toMatchObject({
        code: 'drive_not_connected',
        missing: 'scope',
        connect: '/api/me/google-calendar/connect?with=drive',
      });
    });

    it('fails the import, saying why, when the person disconnected Google before it ran', async () => {
      await connect('member', true);
      const file = drive.addFile({ name: 'Late.png', mimeType: 'image/png', content: await png('#777777') });
      const started = await startImport([file]);
      const gone = await call('member', 'DELETE', '/api/me/google-calendar');
      expect(gone.statusCode, gone.body).toBeLessThan(300);
      await drain();
      expect(await progress(started.uid)).toMatchObject({
        status: 'failed',
        error: ERROR_CATALOGUE.drive_not_connected.message,
        done: 0,
      });
      expect(await driveAssets()).toHaveLength(0);
    });

    it('refuses external collaborators', async () => {
      const res = await call('external', 'POST', `${base()}/asset-drive-imports`, {
        links: ['1a2B3c4D5e6F7g8H9i0JkLmNoPqRsTuVw'],
      });
      expect(res.statusCode, res.body).toBe(403);
    });
  });

  describe('POST /api/workspaces/:workspaceId/projects/:projectId/assets/:assetId/drive-check', () => {
    it('answers 409 asset_not_from_drive for an asset that came from elsewhere', async () => {
      await connect('member', true);
      const { assetId } = await insertAsset(t.ctx.database.db, {
        workspaceId: world.a.id,
        projectId: world.a.projectId,
      });
      const res = await call('member', 'POST', `${base()}/assets/${assetId}/drive-check`);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 'asset_not_from_drive' });
    });

    it('adds a version only when the Drive file changed', async () => {
      await connect('member', true);
      const file = drive.addFile({
        name: 'Poster.png',
        mimeType: 'image/png',
        content: await png('#123456'),
      });
      const started = await startImport([file]);
      await drain();
      expect(await progress(started.uid)).toMatchObject({ status: 'done', done: 1 });
      const [asset] = await driveAssets();
      const check = async () => {
        const res = await call('member', 'POST', `${base()}/assets/${asset!.id}/drive-check`);
        expect(res.statusCode, res.body).toBe(200);
        return assetDriveCheckSchema.parse(res.json());
      };

      expect(await check()).toMatchObject({ changed: false, asset: { version_count: 1 } });
      drive.changeFile(file, await png('#654321'));
      expect(await check()).toMatchObject({ changed: true, asset: { version_count: 2 } });
      expect(await check()).toMatchObject({ changed: false, asset: { version_count: 2 } });
    });
  });
});
