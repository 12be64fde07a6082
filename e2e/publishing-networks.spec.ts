import type { Ticket } from '@expertos/domain/ticket.schema';
import type { Locator, Page } from '@playwright/test';
import { type FakeInstagram, startFakeInstagram } from '../apps/server/src/test/instagram-server';
import { type FakeLinkedIn, startFakeLinkedIn } from '../apps/server/src/test/linkedin-server';
import { type FakeTikTok, startFakeTikTok } from '../apps/server/src/test/tiktok-server';
import { en } from '../apps/web/src/shared/i18n/en';
import { APP_SERVER_START_MS, type AppServer, startAppServer } from './app-server';
import { expect, test } from './fixtures';
import { apiOf, ownerWithBrand, text, unique } from './journeys';
import { uploadRecording } from './recordings';

/**
 * Networks through the team's own developer app (docs/product.md#publishing): a server of its
 * own set up with Instagram's and LinkedIn's apps, both pointed at local stand-ins that answer in
 * the networks' documented formats — their approval pages included.
 */
const PORT = Number(process.env.E2E_PORT ?? 4310) + 32;
const URL_ = `http://localhost:${PORT}`;
const SHOTS = process.env.SHOTS_DIR;
const p = en.ui.publishing;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: URL_ });

let ig: FakeInstagram;
let li: FakeLinkedIn;
let tt: FakeTikTok;
let server: AppServer;
test.beforeAll(async () => {
  test.setTimeout(APP_SERVER_START_MS + 10_000);
  ig = await startFakeInstagram({ mediaCount: 1 });
  li = await startFakeLinkedIn();
  tt = await startFakeTikTok();
  server = await startAppServer(PORT, {
    ALLOW_PRIVATE_TARGETS: 'true',
    JOBS_POLL_MS: '100',
    INSTAGRAM_CLIENT_ID: ig.clientId,
    INSTAGRAM_CLIENT_SECRET: ig.clientSecret,
    INSTAGRAM_AUTH_URL: `${ig.url}/oauth/authorize`,
    INSTAGRAM_API_URL: ig.url,
    INSTAGRAM_GRAPH_URL: ig.url,
    LINKEDIN_CLIENT_ID: li.clientId,
    LINKEDIN_CLIENT_SECRET: li.clientSecret,
    LINKEDIN_AUTH_URL: li.origin,
    LINKEDIN_API_URL: li.origin,
    TIKTOK_CLIENT_KEY: tt.clientKey,
    TIKTOK_CLIENT_SECRET: tt.clientSecret,
    TIKTOK_AUTH_URL: tt.authorizeUrl,
    TIKTOK_API_URL: tt.origin,
    // An app past TikTok's audit: the creator's own levels are offered.
    TIKTOK_AUDITED: 'true',
  });
  // Instagram fetches each file from the app's public address, as the real one would.
  ig.publishing.reachAt(URL_, `http://127.0.0.1:${PORT}`);
});
test.afterAll(async () => {
  await server?.stop();
  await ig?.close();
  await li?.close();
  await tt?.close();
});

/** The part at 1280 and 375 px wide. */
async function shoot(page: Page, part: Locator, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await part.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A new owner with the brand Acme on this server; answers the API and the brand. */
async function brandOwner(page: Page, email: string, name: string, workspace: string) {
  await ownerWithBrand(page, {
    email: unique(email),
    name,
    workspace: `${workspace} ${Date.now() % 100000}`,
    brand: 'Acme',
    origin: URL_,
  });
  const api = await apiOf(page);
  const [joined] = await api.call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
  const [project] = await api.call<{ uid: string; slug: string }[]>(
    'GET',
    `/api/workspaces/${joined!.workspaces.uid}/projects`,
  );
  return { api, project: project! };
}

test('a brand admin connects Instagram and a LinkedIn page through their approval pages, and a carousel goes out to both', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { api, project } = await brandOwner(page, 'nets', 'Nia Networks', 'Networks');

  // The networks with the team's app: Instagram and LinkedIn set up here, the others not.
  await page.goto(`/brand/${project.slug}/integrations`);
  const card = page.getByRole('region', { name: p.channels.title });
  await card.getByRole('button', { name: p.channels.connectApp }).click();
  const dialog = page.getByRole('dialog', { name: p.apps.title });
  const networks = dialog.getByRole('list', { name: p.apps.listLabel });
  await expect(
    networks.getByRole('listitem').filter({ hasText: 'Pinterest' }).getByText(p.apps.notSetUp),
  ).toBeVisible();
  await expect(
    dialog.getByRole('button', { name: text(p.apps.continueTo, { network: 'Pinterest' }) }),
  ).toHaveCount(0);
  await shoot(page, dialog, 'publishing-connect-networks');

  // Instagram: its approval page sends the browser back with the account connected.
  await dialog.getByRole('button', { name: text(p.apps.continueTo, { network: 'Instagram' }) }).click();
  await expect(page).toHaveURL(/connected=instagram/);
  await expect(card.getByText(text(p.channels.connectedNetwork, { network: 'Instagram' }))).toBeVisible();
  await expect(card.getByRole('listitem', { name: `Instagram @${ig.username}` })).toBeVisible();

  // LinkedIn: the member administers a page; the admin picks it.
  await card.getByRole('button', { name: p.channels.connectApp }).click();
  await page
    .getByRole('dialog', { name: p.apps.title })
    .getByRole('button', { name: text(p.apps.continueTo, { network: 'LinkedIn' }) })
    .click();
  const choose = card
    .getByRole('alert')
    .or(card.locator('.mantine-Alert-root'))
    .filter({
      hasText: text(p.apps.chooseTitle, { network: 'LinkedIn' }),
    });
  await expect(choose).toBeVisible();
  await shoot(page, choose, 'publishing-choose-account');
  const pageRow = choose.getByRole('listitem').filter({ hasText: 'Acme Studio' });
  await pageRow.getByRole('button', { name: p.apps.choose }).click();
  await expect(card.getByRole('listitem', { name: /LinkedIn/ })).toBeVisible();
  await shoot(page, card, 'publishing-channels-apps');

  // A post with two JPEG images: a carousel on Instagram, a multi-image post on LinkedIn.
  const post = await api.call<Ticket>('POST', `/api/projects/${project.uid}/tickets`, {
    summary: 'Autumn looks',
    ticket_type: 'post',
    caption: 'Two looks for autumn #autumn',
  });
  await page.goto(`/brand/${project.slug}/tasks/${post.uid}`);
  const section = page.getByTestId('publish-section');
  await section.getByRole('checkbox', { name: new RegExp(`Instagram · @${ig.username}`) }).check();
  const igEditor = section.getByRole('region', { name: new RegExp(`Instagram @${ig.username}`) });
  await expect(igEditor.getByText(p.instagram.kindHint.post)).toBeVisible();
  // Nothing to post yet: Instagram needs a file.
  await expect(igEditor.getByText('Instagram needs an image or a video in every post.')).toBeVisible();
  for (const name of ['look-1.jpg', 'look-2.jpg']) {
    const image = await page.screenshot({ type: 'jpeg', clip: { x: 0, y: 0, width: 400, height: 400 } });
    const chooser = page.waitForEvent('filechooser');
    await igEditor.getByRole('button', { name: p.composer.upload }).click();
    await (await chooser).setFiles({ name, mimeType: 'image/jpeg', buffer: image });
    await igEditor.getByRole('button', { name: text(p.composer.addMedium, { name }) }).click();
  }
  await expect(igEditor.getByText('Instagram needs an image or a video in every post.')).toBeHidden();
  // A story takes one file: the rule says so at once.
  await igEditor.getByText(p.instagram.kinds.story, { exact: true }).click();
  await expect(igEditor.getByText('A story is one image or one video.')).toBeVisible();
  await expect(igEditor.getByRole('radio', { name: p.instagram.kinds.story })).toBeChecked();
  await igEditor.getByText(p.instagram.kinds.post, { exact: true }).click();
  await igEditor
    .getByRole('textbox', { name: p.composer.firstComment })
    .fill('Shop the looks: https://acme.example');
  await shoot(page, igEditor, 'publishing-composer-instagram');

  await section.getByRole('checkbox', { name: /LinkedIn/ }).check();
  const liEditor = section.getByRole('region', { name: /LinkedIn/ });
  await expect(liEditor.getByTestId('length-counter')).toHaveText(/ \/ 3000$/);

  await section.getByRole('button', { name: p.composer.submitNow }).click();
  const published = section.locator('[data-testid="publication"][data-state="published"]');
  await expect(published).toHaveCount(2, { timeout: 30_000 });
  await expect(
    published.getByRole('link', { name: text(p.publications.liveLabel, { network: 'Instagram' }) }),
  ).toBeVisible();
  await expect(
    published.getByRole('link', { name: text(p.publications.liveLabel, { network: 'LinkedIn' }) }),
  ).toBeVisible();
  await shoot(
    page,
    section.getByRole('list', { name: p.publications.listLabel }),
    'publishing-published-apps',
  );

  // On the networks: one carousel on Instagram, fetched from the product's links, with its comment.
  const [carousel] = ig.publishing.published;
  expect(carousel).toMatchObject({
    kind: 'CAROUSEL_ALBUM',
    comments: ['Shop the looks: https://acme.example'],
  });
  expect(carousel?.files.map((f) => f.contentType)).toEqual(['image/jpeg', 'image/jpeg']);
  expect(li.posts).toHaveLength(1);
  expect(li.posts[0]?.author).toContain('organization');
});

test('a TikTok post asks who can see it from the creator’s own levels, with nothing chosen for them', async ({
  page,
}) => {
  test.setTimeout(90_000);
  tt.addUser('acme.cafe', { nickname: 'Acme Café', duetDisabled: true });
  const { api, project } = await brandOwner(page, 'tiktok', 'Tia TikTok', 'TikTok');
  await page.goto(`/brand/${project.slug}/integrations`);
  const card = page.getByRole('region', { name: p.channels.title });
  await card.getByRole('button', { name: p.channels.connectApp }).click();
  await page
    .getByRole('dialog', { name: p.apps.title })
    .getByRole('button', { name: text(p.apps.continueTo, { network: 'TikTok' }) })
    .click();
  await expect(card.getByText(text(p.channels.connectedNetwork, { network: 'TikTok' }))).toBeVisible();

  const post = await api.call<Ticket>('POST', `/api/projects/${project.uid}/tickets`, {
    summary: 'Latte art in 20 seconds',
    ticket_type: 'post',
    caption: 'Latte art in 20 seconds #coffee',
  });
  await page.goto(`/brand/${project.slug}/tasks/${post.uid}`);
  const section = page.getByTestId('publish-section');
  await section.getByRole('checkbox', { name: /TikTok/ }).check();
  const editor = section.getByRole('region', { name: /TikTok/ });
  const options = editor.getByTestId('tiktok-options');
  await expect(options.getByText(/Posting as Acme Café/)).toBeVisible();
  const who = options.getByRole('radiogroup', { name: new RegExp(p.tiktok.privacy) });
  // A public account offers everyone, friends and only me (not followers only: that is for private ones).
  await expect(who.getByRole('radio')).toHaveCount(3);
  for (const radio of await who.getByRole('radio').all()) await expect(radio).not.toBeChecked();
  await expect(options.getByRole('checkbox', { name: p.tiktok.duet })).toBeDisabled();
  await expect(options.getByRole('checkbox', { name: p.tiktok.comments })).not.toBeChecked();
  await expect(editor.getByText(/Choose who can see this TikTok post\./)).toBeVisible();
  // Branded content is never private.
  await options.getByRole('checkbox', { name: p.tiktok.brandContent }).check();
  await expect(who.getByRole('radio', { name: 'Only me' })).toBeDisabled();
  await expect(options.getByText(p.tiktok.labelPaid)).toBeVisible();
  await who.getByRole('radio', { name: 'Everyone' }).check();
  await expect(editor.getByText(/Choose who can see this TikTok post\./)).toBeHidden();
  await shoot(page, editor, 'publishing-composer-tiktok');

  // A small recording at 15 frames a second: what TikTok takes is said at the file, and no copy
  // is offered (a copy raises neither).
  await uploadRecording(api, project.uid, post.uid);
  const recordingOf = async () =>
    (
      await api.call<{ file_name: string; frame_rate: number | null }[]>(
        'GET',
        `/api/tickets/${post.uid}/publishing/media`,
      )
    )[0];
  // Read by ffmpeg once the upload is processed.
  await expect.poll(async () => (await recordingOf())?.frame_rate, { timeout: 30_000 }).toBe(15);
  const recording = await recordingOf();
  await page.reload();
  await section.getByRole('checkbox', { name: /TikTok/ }).check();
  await editor
    .getByRole('button', { name: text(p.composer.addMedium, { name: recording!.file_name }) })
    .click();
  await expect(
    editor.getByText(/TikTok takes videos of at least 23 frames a second; this one has 15\./),
  ).toBeVisible();
  await expect(
    editor.getByText(/TikTok takes videos of at least 360 pixels on the shortest side/),
  ).toBeVisible();
  await expect(editor.getByRole('button', { name: p.composer.fix.makeMp4 })).toHaveCount(0);
  await shoot(page, editor, 'publishing-composer-frame-rate');
});

test('a browser recording becomes an MP4 copy on request, then goes out as an Instagram reel and a LinkedIn video', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { api, project } = await brandOwner(page, 'reel', 'Rae Reels', 'Reels');
  await page.goto(`/brand/${project.slug}/integrations`);
  const card = page.getByRole('region', { name: p.channels.title });
  for (const network of ['Instagram', 'LinkedIn']) {
    await card.getByRole('button', { name: p.channels.connectApp }).click();
    await page
      .getByRole('dialog', { name: p.apps.title })
      .getByRole('button', { name: text(p.apps.continueTo, { network }) })
      .click();
    await page.waitForURL(/connected=|choose=/);
    // LinkedIn asks which account: the member this time.
    const member = card.getByRole('listitem').filter({ hasText: li.member.name });
    if (network === 'LinkedIn') await member.getByRole('button', { name: p.apps.choose }).click();
    await expect(card.getByRole('listitem', { name: new RegExp(network) })).toBeVisible();
  }

  const post = await api.call<Ticket>('POST', `/api/projects/${project.uid}/tickets`, {
    summary: 'Roasting day',
    ticket_type: 'post',
    caption: 'Roasting day at the studio #coffee',
  });
  // Recorded in the browser: a WebM, which neither network takes.
  await uploadRecording(api, project.uid, post.uid, 'webm', true);
  const [recording] = await api.call<{ file_name: string }[]>(
    'GET',
    `/api/tickets/${post.uid}/publishing/media`,
  );
  await page.goto(`/brand/${project.slug}/tasks/${post.uid}`);
  const section = page.getByTestId('publish-section');
  await section.getByRole('checkbox', { name: new RegExp(`Instagram · @${ig.username}`) }).check();
  const igEditor = section.getByRole('region', { name: new RegExp(`Instagram @${ig.username}`) });
  await igEditor.getByText(p.instagram.kinds.reel, { exact: true }).click();
  await igEditor
    .getByRole('button', { name: text(p.composer.addMedium, { name: recording!.file_name }) })
    .click();
  await expect(igEditor.getByText(/Instagram takes videos as MP4 or MOV/)).toBeVisible();
  // Nothing is converted unasked: the person asks for the copy, and uses it.
  await igEditor.getByRole('button', { name: p.composer.fix.makeMp4 }).click();
  await expect(igEditor.getByText(p.composer.fix.makingMp4)).toBeVisible();
  await igEditor.getByRole('button', { name: p.composer.fix.useMp4 }).click({ timeout: 60_000 });
  await expect(igEditor.getByText(/Instagram takes videos as MP4 or MOV/)).toBeHidden();
  await shoot(page, igEditor, 'publishing-composer-reel');

  // LinkedIn takes the same MP4 copy, as a video post of its own words.
  const media = await api.call<{ file_name: string; mime_type: string }[]>(
    'GET',
    `/api/tickets/${post.uid}/publishing/media`,
  );
  const copy = media.find((m) => m.mime_type === 'video/mp4');
  expect(copy).toBeTruthy();
  await section.getByRole('checkbox', { name: /LinkedIn/ }).check();
  const liEditor = section.getByRole('region', { name: /LinkedIn/ });
  await liEditor.getByRole('button', { name: text(p.composer.addMedium, { name: copy!.file_name }) }).click();
  await liEditor
    .getByRole('textbox', { name: p.composer.text })
    .fill('A day of roasting, from green beans to the first cup.');

  await section.getByRole('button', { name: p.composer.submitNow }).click();
  const published = section.locator('[data-testid="publication"][data-state="published"]');
  await expect(published).toHaveCount(2, { timeout: 60_000 });
  const reel = ig.publishing.published.find((one) => one.caption === 'Roasting day at the studio #coffee');
  expect(reel).toMatchObject({ productType: 'REELS' });
  expect(reel?.files[0]?.contentType).toBe('video/mp4');
  const video = li.posts.find((one) => one.commentary.startsWith('A day of roasting'));
  expect(video).toBeTruthy();
});
