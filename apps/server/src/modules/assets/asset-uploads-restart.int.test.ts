import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { assetUploadSchema } from '@expertos/domain/assets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { mailCollector } from '../../test/auth-helpers.js';
import { type TestDatabaseTarget, testDialect } from '../../test/context.js';
import {
  bundleServerChild,
  openSharedDatabase,
  type ServerProcess,
  startServerProcess,
} from '../../test/server-process.js';
import { until } from '../../test/until.js';
import {
  insertProject,
  insertProjectMember,
  insertWorkspace,
  signUpPerson,
  type TestPerson,
} from '../../test/workspace-fixtures.js';

const MB = 1024 * 1024;
const TUS = { 'tus-resumable': '1.0.0' };

/**
 * A resumable asset upload across a killed server (issue 45; docs/product.md#asset-library):
 * the first part of a tus PATCH goes to the whole server in its own process, which is killed
 * with SIGKILL while the request is still sending — no shutdown, no row updated with what
 * arrived. A new process on the same DATA_DIR and database answers HEAD with the bytes that
 * reached the disk, and the upload ends from there with one PATCH; the stored file is the file.
 */
describe(`a resumable asset upload through kill -9 on ${testDialect}`, () => {
  const mail = mailCollector();
  let database: Database;
  let target: TestDatabaseTarget;
  let dispose: () => Promise<void>;
  let bundle: Awaited<ReturnType<typeof bundleServerChild>>;
  let dataDir: string;
  let env: Record<string, string>;
  let person: TestPerson;
  let workspaceId: string;
  let projectId: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    [{ database, target, dispose }, bundle] = await Promise.all([openSharedDatabase(), bundleServerChild()]);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-asset-restart-'));
    env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      // One issuer for the app here and the children: the token signed here verifies there.
      PUBLIC_URL: 'http://localhost:3000',
      RATE_LIMIT_MAX: '1000000',
      RUN_WORKER: 'false',
    };
    // A member and a brand, made through the real app in this process (closed before the
    // children start); the identity keys stay in the shared data folder.
    const app = await buildApp(loadConfig(env), { database, sendAccountMail: mail.send, migrate: false });
    await app.ready();
    person = await signUpPerson(app, mail, `assets-${randomUUID().slice(0, 8)}@example.com`);
    const workspace = await insertWorkspace(database.db, person);
    workspaceId = workspace.id;
    projectId = await insertProject(database.db, workspace.id, person.id);
    await insertProjectMember(database.db, projectId, workspace.ownerMemberId, 'admin');
    await app.close();
  }, 60_000);

  afterAll(async () => {
    await server?.kill();
    await dispose?.();
    bundle?.remove();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const url = (port: number, rest: string) => `http://127.0.0.1:${port}${rest}`;
  const partFile = (id: string) => path.join(dataDir, 'uploads', 'assets', `${id}.part`);
  const sizeOf = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : -1);

  it('answers HEAD with the bytes on disk after a SIGKILL mid-PATCH, and completes from there', async () => {
    // A PDF's magic, then noise: a 10 MB file that only a resumable upload takes.
    const data = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(10 * MB)]);
    server = await startServerProcess(bundle.entry, target, env);
    const created = await fetch(
      url(server.port, `/api/workspaces/${workspaceId}/projects/${projectId}/asset-uploads`),
      {
        method: 'POST',
        headers: {
          ...person.headers,
          ...TUS,
          'upload-length': String(data.length),
          'upload-metadata': `filename ${Buffer.from('brochure.pdf').toString('base64')}`,
        },
      },
    );
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const uploadId = assetUploadSchema.parse(await created.json()).uid;

    // The PATCH announces the whole file and sends a part; the process dies while it waits
    // for the rest, once the part is on disk.
    const sent = 3 * MB + 4321;
    const request = http.request(url(server.port, location), {
      method: 'PATCH',
      headers: {
        ...person.headers,
        ...TUS,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(data.length),
      },
    });
    const cut = new Promise<unknown>((resolve) => {
      request.on('error', resolve);
      request.on('response', (response) => resolve(new Error(`answered ${response.statusCode}`)));
    });
    request.write(data.subarray(0, sent));
    await until(() => sizeOf(partFile(uploadId)) === sent, 20_000);
    await server.kill();
    expect(String(await cut)).not.toMatch(/answered/);
    // The killed process never recorded what arrived: the row still says nothing did.
    const row = await database.db
      .selectFrom('asset_uploads')
      .select(['status', 'received'])
      .where('id', '=', uploadId)
      .executeTakeFirstOrThrow();
    expect([row.status, Number(row.received)]).toEqual(['uploading', 0]);

    // A new process on the same data folder and database.
    server = await startServerProcess(bundle.entry, target, env);
    const head = await fetch(url(server.port, location), {
      method: 'HEAD',
      headers: { ...person.headers, ...TUS },
    });
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get('upload-offset'));
    expect([offset, Number(head.headers.get('upload-length'))]).toEqual([sent, data.length]);
    // What it keeps is the start of the file, not a byte more or other.
    expect(fs.readFileSync(partFile(uploadId)).equals(data.subarray(0, offset))).toBe(true);

    const resumed = await fetch(url(server.port, location), {
      method: 'PATCH',
      headers: {
        ...person.headers,
        ...TUS,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(data.subarray(offset)),
    });
    expect(resumed.status).toBe(200);
    expect(resumed.headers.get('upload-offset')).toBe(String(data.length));
    const done = assetUploadSchema.parse(await resumed.json());
    if (done.result?.status !== 'stored') throw new Error(JSON.stringify(done));
    const asset = done.result.asset;
    expect(asset).toMatchObject({ name: 'brochure.pdf', kind: 'pdf', version: { size: data.length } });
    expect(fs.existsSync(partFile(uploadId))).toBe(false);

    const file = await fetch(
      url(
        server.port,
        `/api/workspaces/${workspaceId}/projects/${projectId}/assets/${asset.uid}/versions/${asset.version.uid}/file`,
      ),
      { headers: person.headers },
    );
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(data)).toBe(true);
    // Two server processes start in it: about 5 s each on two busy cores.
  }, 90_000);
});
