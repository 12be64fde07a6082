import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { VideoPlayback } from '@expertos/domain/media.schema';
import { MESSAGES } from '@expertos/domain/messages';
import type { Ticket } from '@expertos/domain/ticket.schema';
import type { APIRequestContext, Page } from '@playwright/test';
import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import { apiOf, ownerWithBrand, unique } from './journeys';

const SHOTS = process.env.SHOTS_DIR;
const m = en.ui.media;
const SECONDS = 20;

/** A screen recording as a browser writes one (WebM, no length, no seek index: ffmpeg's `-live 1`). */
function browserLikeRecording(): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-recording-'));
  const file = path.join(dir, 'take.webm');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-v', 'error'],
    ...['-f', 'lavfi', '-i', `testsrc2=duration=${SECONDS}:size=640x360:rate=15`],
    ...['-f', 'lavfi', '-i', `sine=frequency=330:duration=${SECONDS}`],
    ...[
      '-c:v',
      'libvpx',
      '-b:v',
      '300k',
      '-g',
      '30',
      '-c:a',
      'libopus',
      '-live',
      '1',
      '-f',
      'webm',
      '-y',
      file,
    ],
  ]);
  const data = fs.readFileSync(file);
  fs.rmSync(dir, { recursive: true, force: true });
  return data;
}

/** Uploads with tus 1.0.0 as the extension does: create, then the bytes in two PATCHes. */
async function upload(
  request: APIRequestContext,
  headers: Record<string, string>,
  projectUid: string,
  ticketUid: string,
) {
  const data = browserLikeRecording();
  const b64 = (value: string) => Buffer.from(value).toString('base64');
  const created = await request.post(`/api/projects/${projectUid}/videos`, {
    headers: {
      ...headers,
      'tus-resumable': '1.0.0',
      'upload-length': String(data.length),
      'upload-metadata': `filetype ${b64('video/webm')},ticket_uid ${b64(ticketUid)}`,
    },
  });
  expect(created.status()).toBe(201);
  const location = created.headers().location!;
  const half = Math.floor(data.length / 2);
  for (const [offset, part] of [
    [0, data.subarray(0, half)],
    [half, data.subarray(half)],
  ] as const) {
    const res = await request.patch(location, {
      headers: {
        ...headers,
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      data: part,
    });
    expect(res.status()).toBe(204);
  }
  return location.split('/').at(-2)!;
}

const videoState = (page: Page) =>
  page.getByTestId('video-player').evaluate((element) => {
    const video = element as HTMLVideoElement;
    return {
      ready: video.readyState,
      duration: video.duration,
      time: video.currentTime,
      paused: video.paused,
    };
  });

test('a recording on a ticket plays from its page, seeks by range requests, is shared by link and trimmed', async ({
  page,
  browser,
  consoleErrors: _,
}) => {
  test.setTimeout(90_000);
  const email = unique('viewer');
  await ownerWithBrand(page, {
    email,
    name: 'Vi Viewer',
    workspace: `Screen Co ${Date.now() % 100000}`,
    brand: 'Leafco',
    land: false,
  });

  const api = await apiOf(page);
  const joined = await api.call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
  const projects = await api.call<{ uid: string; slug: string }[]>(
    'GET',
    `/api/workspaces/${joined[0]!.workspaces.uid}/projects`,
  );
  const brand = projects[0]!;
  const ticket = await api.call<Ticket>('POST', `/api/projects/${brand.uid}/tickets`, {
    summary: 'Walk through the new checkout',
  });
  const videoUid = await upload(api.request, api.headers, brand.uid, ticket.uid);
  // The server has ffmpeg read it once: then it has a length and a poster.
  await expect
    .poll(async () => (await api.call<VideoPlayback>('GET', `/api/play/${videoUid}`)).duration_ms, {
      timeout: 20_000,
    })
    .toBeGreaterThan((SECONDS - 1) * 1000);

  // From the ticket to its recording.
  const partial: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes(`/api/videos/${videoUid}/file`) && response.status() === 206)
      partial.push(response.headers()['content-range'] ?? '');
  });
  await page.goto(`/brand/${brand.slug}/tasks/${ticket.uid}`);
  const recordings = page.getByRole('region', { name: m.recordingsTitle });
  await expect(recordings.getByText('0:20', { exact: true })).toBeVisible();
  await recordings.getByRole('link', { name: m.recording }).click();
  await expect(page).toHaveURL(`/play/${videoUid}`);
  await expect(page.getByRole('heading', { name: 'Walk through the new checkout' })).toBeVisible();

  // It plays, knows its length (the seek index ffmpeg added), and seeks by asking for a range.
  await expect.poll(async () => (await videoState(page)).ready).toBeGreaterThanOrEqual(1);
  expect((await videoState(page)).duration).toBeCloseTo(SECONDS, 0);
  await page.getByText('2×', { exact: true }).click();
  await page.getByTestId('video-player').evaluate(async (element) => {
    const video = element as HTMLVideoElement;
    video.muted = true;
    await video.play();
    video.currentTime = 15;
  });
  await expect.poll(async () => (await videoState(page)).time).toBeGreaterThan(15);
  expect(await page.getByTestId('video-player').evaluate((v) => (v as HTMLVideoElement).playbackRate)).toBe(
    2,
  );
  expect(partial.length).toBeGreaterThan(0);
  expect(partial[0]).toMatch(/^bytes \d+-\d+\/\d+$/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/play-member.png`, fullPage: true });

  // Unshared, a visitor is asked to sign in; shared, anyone with the link plays it.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/play/${videoUid}`);
  await expect(visitorPage.getByText(m.signInTitle)).toBeVisible();
  if (SHOTS) await visitorPage.screenshot({ path: `${SHOTS}/play-sign-in.png`, fullPage: true });
  await page.getByRole('switch', { name: new RegExp(`^${m.shareLabel}`) }).click({ force: true });
  await expect(page.getByText(m.sharedOn)).toBeVisible();
  await visitorPage.reload();
  await expect.poll(async () => (await videoState(visitorPage)).ready).toBeGreaterThanOrEqual(1);
  await expect(visitorPage.getByRole('link', { name: m.openTicket })).toHaveCount(0);
  await visitorPage.setViewportSize({ width: 390, height: 760 });
  if (SHOTS) await visitorPage.screenshot({ path: `${SHOTS}/play-shared-narrow.png`, fullPage: true });
  await visitor.close();

  // Its scenes become the ticket's reference images.
  await page.getByRole('button', { name: m.extractScenes }).click();
  await expect(page.getByText(MESSAGES.sceneExtractSuccess)).toBeVisible();
  const withScenes = await api.call<Ticket>('GET', `/api/tickets/${ticket.uid}`);
  expect(withScenes.reference_images.length).toBeGreaterThan(0);
  expect(withScenes.reference_images[0]).toMatchObject({ name: 'scene-1.jpg', content_type: 'image/jpeg' });

  // Trimmed to ten seconds: the page plays the shorter recording.
  await page.getByRole('textbox', { name: m.trimStart }).fill('0:05');
  await page.getByRole('textbox', { name: m.trimEnd }).fill('0:15');
  await page.getByRole('button', { name: m.trimSubmit }).click();
  await expect(page.getByText(/^Trimmed\. The recording is now 0:1\d long\.$/)).toBeVisible();
  await page.reload();
  // Reloaded, the member still sees their ticket and tools, not the visitor's view of a shared link.
  await expect(page.getByRole('heading', { name: 'Walk through the new checkout' })).toBeVisible();
  await expect.poll(async () => (await videoState(page)).ready).toBeGreaterThanOrEqual(1);
  const trimmed = (await videoState(page)).duration;
  expect(trimmed).toBeGreaterThan(9);
  expect(trimmed).toBeLessThan(11.5);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/play-trimmed.png`, fullPage: true });
});
