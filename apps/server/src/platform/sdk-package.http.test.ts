import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTicketsTestContext,
  insertTicket,
  type TicketWorld,
} from '../modules/tickets/tickets.fixtures.js';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const sdk = path.join(root, 'packages/api-client');

/**
 * The published SDK (packages/api-client/README.md) as someone outside would get it: built,
 * packed, installed from the tarball into an empty project (its one dependency packed from this
 * checkout's copy: nothing is downloaded), type-checked against its own declarations, and each of its
 * examples run against a running server with an API key.
 */
describe('the SDK package', () => {
  let t: Awaited<ReturnType<typeof createTicketsTestContext>>;
  let world: TicketWorld;
  let project: string;
  let apiUrl: string;

  beforeAll(async () => {
    // A small allowance over a short window, so the rate-limit example meets a 429 and waits.
    t = await createTicketsTestContext({
      env: { RATE_LIMIT_MAX: '100000', API_KEY_RATE_LIMIT_MAX: '4', RATE_LIMIT_WINDOW_MS: '1500' },
    });
    world = await t.buildTicketWorld();
    await t.ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.ctx.app.server.address();
    apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;

    await run(process.execPath, [path.join(sdk, 'build-sdk.mjs')], { cwd: root });
    project = mkdtempSync(path.join(os.tmpdir(), 'expertos-sdk-'));
    const packed = await run(
      'npm',
      ['pack', path.join(sdk, 'dist'), '--pack-destination', project, '--json'],
      {
        cwd: project,
      },
    );
    const tarball = (JSON.parse(packed.stdout) as { filename: string }[])[0]!.filename;
    // zod as npm would fetch it, packed from this checkout's copy: the test downloads nothing.
    const zod = await run(
      'npm',
      ['pack', path.join(root, 'node_modules/zod'), '--pack-destination', project, '--json'],
      {
        cwd: project,
      },
    );
    const zodTarball = (JSON.parse(zod.stdout) as { filename: string }[])[0]!.filename;
    writeFileSync(
      path.join(project, 'package.json'),
      JSON.stringify({ name: 'outside', private: true, type: 'module' }),
    );
    await run('npm', ['install', '--offline', '--no-audit', '--no-fund', `./${zodTarball}`, `./${tarball}`], {
      cwd: project,
    });
    cpSync(path.join(project, 'node_modules/@expertos/api-client/examples'), path.join(project, 'examples'), {
      recursive: true,
    });
  }, 180_000);
  afterAll(async () => {
    await t?.ctx.close();
    if (project) rmSync(project, { recursive: true, force: true });
  });

  async function key(scopes: string[]) {
    const made = await t.ctx.app.inject({
      method: 'POST',
      url: '/api/me/api-keys',
      headers: t.people.member.headers,
      payload: { name: 'sdk', scopes },
    });
    expect(made.statusCode, made.body).toBe(201);
    return made.json().secret as string;
  }
  const example = async (name: string, secret: string, env: Record<string, string> = {}) =>
    run(process.execPath, [path.join(project, 'examples', name)], {
      cwd: project,
      env: { ...process.env, EXPERTOS_API_URL: apiUrl, EXPERTOS_API_KEY: secret, ...env },
    });

  it('installs with only its code, types, examples and README, and zod beside it', () => {
    const installed = path.join(project, 'node_modules/@expertos/api-client');
    expect(readdirSync(installed).sort()).toEqual([
      'README.md',
      'examples',
      'index.js',
      'index.js.map',
      'package.json',
      'types',
    ]);
    expect(readdirSync(path.join(project, 'node_modules')).sort()).toEqual([
      '.package-lock.json',
      '@expertos',
      'zod',
    ]);
  });

  it('type-checks a caller against its declarations, and refuses a wrong call', async () => {
    const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
    const options = [
      '--noEmit',
      '--strict',
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
      '--target',
      'es2022',
      '--lib',
      'es2023,dom',
      '--types',
      '',
    ];
    writeFileSync(
      path.join(project, 'good.ts'),
      `import { apiKey, createApiClient, tickets, type ApiError } from '@expertos/api-client';
const client = createApiClient({ baseUrl: 'http://localhost/api', tokens: apiKey('exp_pat_x') });
const page = await tickets.listProjectTickets(client, 'brand', { limit: 10 });
const summary: string = page.items[0]?.summary ?? '';
const next: string | null = page.next_cursor;
export { summary, next };
export type Failure = ApiError['code'];
`,
    );
    await run(process.execPath, [tsc, ...options, 'good.ts'], { cwd: project });
    writeFileSync(
      path.join(project, 'bad.ts'),
      `import { apiKey, createApiClient, tickets } from '@expertos/api-client';
const client = createApiClient({ tokens: apiKey('exp_pat_x') });
const page = await tickets.listProjectTickets(client, 'brand');
const wrong: number = page.items[0]!.summary;
export { wrong };
`,
    );
    const refused = await run(process.execPath, [tsc, ...options, 'bad.ts'], { cwd: project }).catch(
      (error: { stdout: string }) => error,
    );
    expect('stdout' in refused ? refused.stdout : '').toMatch(/bad\.ts\(4,7\): error TS2322/);
  });

  it('runs its examples against the server: paging, an idempotent create, a wait out of a 429, an error', async () => {
    for (const summary of ['First of three', 'Second of three', 'Third of three'])
      await insertTicket(
        t.ctx.database.db,
        { workspaceId: world.a.id, projectId: world.a.projectId },
        { summary },
      );
    const brand = { EXPERTOS_BRAND_ID: world.a.projectId };

    const listed = await example('list-tickets.mjs', await key(['tickets:read']), brand);
    expect(listed.stdout).toContain('Second of three');
    expect(listed.stdout).toMatch(/^3 tickets$/m);

    const created = await example('create-ticket.mjs', await key(['tickets:write']), brand);
    expect(created.stdout).toContain('the retry answered the same ticket');
    const made = await t.ctx.database.db
      .selectFrom('tickets')
      .select('id')
      .where('summary', '=', 'Weekly report is ready')
      .execute();
    expect(made).toHaveLength(1);

    const limited = await example('rate-limits.mjs', await key(['brands:read']), { CALLS: '6' });
    expect(limited.stdout).toMatch(/rate limited on \/workspaces: waiting \d+ s/);
    expect(limited.stdout).toContain('call 6: 1 workspace(s)');

    const refused = await example('errors.mjs', await key(['tickets:read']));
    expect(refused.stdout.trim()).toBe('404 not_found: The requested resource was not found.');
  });
});
