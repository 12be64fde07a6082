import { execFileSync } from 'node:child_process';
import type { Video } from '@expertos/domain/media.schema';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { type AppServer, startAppServer, stopStrayServers } from './app-server';
import {
  en,
  extensionUrl,
  launchWithExtension,
  newProfile,
  removeProfiles,
  signIn,
  signUpWithBrand,
} from './extension-browser';
import { startSlowLink } from './extension-slow-link';
import { expect, test } from './fixtures';
import { unique } from './journeys';

const SERVER_PORT = Number(process.env.E2E_PORT ?? 4310) + 31;
// The app is reached through a slow link on a port of its own, as over a poor connection.
const LINK_PORT = SERVER_PORT + 2;
const BASE = `http://localhost:${LINK_PORT}`;
// A stopped server stops at once, cutting the upload in flight rather than waiting for it.
const env = { PUBLIC_URL: BASE, SHUTDOWN_GRACE_MS: '300' };
const BRAND = 'Tea House';

// One journey at a time owns the ports; whatever it leaves running is stopped here, also on a timeout.
test.describe.configure({ mode: 'serial' });
let running: { server?: AppServer; context?: BrowserContext; link?: { close: () => Promise<void> } } = {};
test.afterEach(async () => {
  await running.context?.close().catch(() => undefined);
  await running.link?.close();
  await running.server?.stop();
  // A journey cut off while its server was starting never got the server's handle.
  await stopStrayServers();
  running = {};
  removeProfiles();
});

/** Chromium's main process for a profile: the one started with it and no `--type` (not a helper). */
function killBrowserHard(profile: string) {
  const pids = execFileSync('pgrep', ['-f', `user-data-dir=${profile}`])
    .toString()
    .trim()
    .split('\n');
  const main = pids.find(
    (pid) => !execFileSync('ps', ['-o', 'args=', '-p', pid]).toString().includes('--type='),
  );
  if (!main) throw new Error('no browser process for the profile');
  process.kill(Number(main), 'SIGKILL');
}

async function videoOf(token: string, uid: string): Promise<Video> {
  const reply = await fetch(`http://127.0.0.1:${SERVER_PORT}/api/videos/${uid}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  // A refusal says why here, rather than as a missing field further on.
  if (!reply.ok) throw new Error(`GET /api/videos/${uid}: ${reply.status} ${await reply.text()}`);
  return (await reply.json()) as Video;
}

async function start(): Promise<{
  context: BrowserContext;
  profile: string;
  app: Page;
  email: string;
  token: string;
}> {
  running.server = await startAppServer(SERVER_PORT, env);
  running.link = await startSlowLink(LINK_PORT, SERVER_PORT, 64 * 1024);
  const profile = newProfile();
  const context = await launchWithExtension(profile);
  running.context = context;
  const app = await context.newPage();
  const email = unique('rec');
  await signUpWithBrand(app, BASE, email, BRAND);
  const token = await app.evaluate(
    async () => (await (await fetch('/api/auth/token')).json()).token as string,
  );
  return { context, profile, app, email, token };
}

/** Records the fake screen and microphone for a while from the record page. */
async function record(context: BrowserContext, seconds: number): Promise<Page> {
  const page = await context.newPage();
  await page.goto(extensionUrl('record.html'));
  await page.getByRole('button', { name: 'Start recording' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Recording' })).toBeVisible();
  await page.waitForTimeout(seconds * 1000);
  return page;
}

/** The uid the upload got from the server, as the extension keeps it beside the chunks. */
async function uploadedVideoUid(page: Page): Promise<string> {
  let uid = '';
  await expect
    .poll(async () => {
      uid = await page.evaluate(async () => {
        const db = await new Promise<IDBDatabase>((resolve) => {
          const open = indexedDB.open('expertos-recordings');
          open.onsuccess = () => resolve(open.result);
        });
        const all = await new Promise<{ videoUid: string | null }[]>((resolve) => {
          const req = db.transaction('recordings').objectStore('recordings').getAll();
          req.onsuccess = () => resolve(req.result);
        });
        return all[0]?.videoUid ?? '';
      });
      return uid;
    })
    .not.toBe('');
  return uid;
}

const recordingCard = (page: Page): Locator => page.locator('[aria-label^="Recording of"]').first();

test('a recording survives the browser being killed mid-recording and is uploaded into a new ticket after the restart; the next goes to that ticket by its link', async () => {
  test.setTimeout(90_000);
  const { profile, email, token } = await start();
  await record(running.context!, 6);
  killBrowserHard(profile);
  await running.context!.close().catch(() => undefined);

  // Started again on the same profile. Chromium writes new cookies to disk every 30 seconds, so
  // the session begun just before the crash may be gone: then the person signs in again, and the
  // app hands the extension its token.
  const context = await launchWithExtension(profile);
  running.context = context;
  const app = await context.newPage();
  await app.goto(`${BASE}/dashboard`);
  const signInForm = app.getByRole('form', { name: en.ui.auth.signIn });
  await expect(signInForm.or(app.getByRole('article', { name: BRAND }))).toBeVisible();
  if (await signInForm.isVisible()) await signIn(app, email);
  await expect(app.getByRole('article', { name: BRAND })).toBeVisible();

  // The record page finds what was kept: six seconds, less the chunk being recorded at most.
  const page = await context.newPage();
  await page.goto(extensionUrl('record.html'));
  const card = recordingCard(page);
  await expect(card).toContainText('Cut short');
  await expect(card).toContainText(/0:0[46]/);
  await card.getByRole('button', { name: 'Upload' }).click();
  await expect(card).toContainText('Uploaded', { timeout: 30_000 });
  const uid = await uploadedVideoUid(page);
  const video = await videoOf(token, uid);
  expect(video.status).toBe('ready');
  expect(video.received).toBe(video.size);
  expect(video.ticket_uid).not.toBeNull();
  await expect(card.getByRole('link', { name: 'Watch the recording' })).toHaveAttribute(
    'href',
    `${BASE}/play/${uid}`,
  );

  // A second recording goes to that same ticket, named by its pasted link.
  await page.getByText('Existing ticket').click();
  await page
    .getByRole('textbox', { name: 'Ticket link' })
    .fill(`${BASE}/brand/tea-house/tasks/${video.ticket_uid}`);
  await page.getByRole('button', { name: 'Start recording' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Recording' })).toBeVisible();
  await page.waitForTimeout(2500);
  await page.getByRole('button', { name: 'Stop recording' }).click();
  const uploaded = page.locator('[aria-label^="Recording of"]').filter({ hasText: 'Uploaded' });
  await expect(uploaded).toHaveCount(2, { timeout: 30_000 });
  // Each card links to its own recording (the extension kept both uids)...
  const links = uploaded.getByRole('link', { name: 'Watch the recording' });
  await expect(links).toHaveCount(2);
  const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
  expect(new Set(hrefs).size).toBe(2);
  expect(hrefs).toContain(`${BASE}/play/${uid}`);
  // ...and both recordings are on that ticket, as the app lists them (what its people see).
  await expect
    .poll(
      async () => {
        const reply = await fetch(`http://127.0.0.1:${SERVER_PORT}/api/tickets/${video.ticket_uid}/videos`, {
          headers: { authorization: `Bearer ${token}` },
        });
        if (!reply.ok) return `GET videos: ${reply.status} ${await reply.text()}`;
        const { items } = (await reply.json()) as { items: Video[] };
        return items.length === 2 && items.some((v) => v.uid === uid) ? 'both' : `${items.length} videos`;
      },
      { timeout: 15_000 },
    )
    .toBe('both');
});

test('an upload cut by the server stopping goes on from where it got to once the server is back', async () => {
  test.setTimeout(90_000);
  const { context, token } = await start();
  const page = await record(context, 5);
  await page.getByRole('button', { name: 'Stop recording' }).click();
  const card = recordingCard(page);
  await expect(card).toContainText('Uploading');

  // Created, and its bytes on their way over the slow link: the server stops in the middle.
  const uid = await uploadedVideoUid(page);
  await page.waitForTimeout(1500);
  const before = await videoOf(token, uid);
  expect(before.status).toBe('uploading');
  const dataDir = running.server!.dataDir;
  await running.server!.stop({ keepData: true });
  running.server = undefined;
  await expect(card).toContainText('Uploading');
  running.server = await startAppServer(SERVER_PORT, env, { dataDir });

  // The same upload (no second one) finishes.
  await expect(card).toContainText('Uploaded', { timeout: 60_000 });
  const after = await videoOf(token, uid);
  expect(after.status).toBe('ready');
  expect(after.received).toBe(after.size);
});
