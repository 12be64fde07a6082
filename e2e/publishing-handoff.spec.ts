import type { Publication } from '@expertos/domain/publishing/publication.schema';
import type { Page } from '@playwright/test';
import { startWebPushService, type WebPushService } from '../apps/server/src/test/web-push-service';
import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import { photo } from './images';
import { apiOf, ownerWithBrand, text, unique } from './journeys';

const SHOTS = process.env.SHOTS_DIR;
const h = en.ui.handoff;

// A phone, whose browser lets the page write and read the clipboard (docs/product.md#publishing).
test.use({
  viewport: { width: 375, height: 812 },
  hasTouch: true,
  isMobile: true,
  permissions: ['clipboard-read', 'clipboard-write'],
});

/** The screen on the phone and, for the reviewer's eyes, on a desktop too. */
async function shots(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
}

let push: WebPushService;
test.beforeAll(async () => {
  push = await startWebPushService();
});
test.afterAll(async () => {
  await push.close();
});

test('the phone hand-off: the post arrives as a push at its time, its caption is copied in one tap, and "I’ve posted it" with the link marks it published', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  await ownerWithBrand(page, {
    email: unique('handoff'),
    name: 'Hana Handoff',
    workspace: 'Hana Studio',
    brand: 'Hana Tea',
    land: false,
  });
  const { call, headers, request } = await apiOf(page);
  const [home] = await call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
  const [project] = await call<{ uid: string }[]>('GET', `/api/workspaces/${home!.workspaces.uid}/projects`);

  // My phone gets pushes; the brand posts to Instagram by hand, from a phone.
  await call('POST', '/api/push/devices', {
    transport: 'webpush',
    subscription: push.subscribe(),
    name: 'Phone',
  });
  const channel = await call<{ uid: string }>(
    'POST',
    `/api/projects/${project!.uid}/publishing/channels/handoff`,
    {
      network: 'instagram',
      handle: 'hana.tea',
    },
  );

  // A post with a photo, published now: for Instagram that means handed to my phone.
  const ticket = await call<{ uid: string }>('POST', `/api/projects/${project!.uid}/tickets`, {
    summary: 'Matcha morning',
    ticket_type: 'post',
  });
  const uploaded = await request.post(`/api/tickets/${ticket.uid}/reference-images`, {
    headers,
    multipart: { files: { name: 'matcha.png', mimeType: 'image/png', buffer: photo(480, 300) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const { reference_images: images } = (await uploaded.json()) as { reference_images: { uid: string }[] };
  const caption = 'Matcha morning 🍵\nWhisked slowly, sipped slower. #tea';
  const [created] = await call<Publication[]>('POST', `/api/tickets/${ticket.uid}/publications`, {
    due_at: null,
    posts: [
      {
        channel_uid: channel.uid,
        variant: {
          text: caption,
          media: [{ image_uid: images[0]!.uid, alt: 'A bowl of matcha' }],
          first_comment: 'Tea from @kyoto.leaf #matcha',
        },
      },
    ],
  });
  const publications = () => call<Publication[]>('GET', `/api/tickets/${ticket.uid}/publications`);
  await expect.poll(async () => (await publications())[0]?.state, { timeout: 30_000 }).toBe('handed_off');

  // "Ready to post" reached my phone, and its tap opens the hand-off screen.
  const handoffPath = `/handoff/${ticket.uid}/${created!.uid}`;
  await expect
    .poll(
      () =>
        push.received.filter(
          (r) => (r.payload as { data: { ticket_url: string | null } }).data.ticket_url === handoffPath,
        ).length,
      { timeout: 30_000 },
    )
    .toBe(1);

  await page.goto(handoffPath);
  await expect(
    page.getByRole('heading', { level: 1, name: text(h.title, { network: 'Instagram' }) }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(text(h.account, { handle: 'hana.tea' }))).toBeVisible();
  await expect(page.getByTestId('handoff-caption')).toHaveText(caption, { useInnerText: true });
  await expect(page.getByRole('img', { name: 'A bowl of matcha' })).toBeVisible();
  await expect(page.getByRole('link', { name: text(h.open, { network: 'Instagram' }) })).toHaveAttribute(
    'href',
    'https://www.instagram.com/',
  );
  if (SHOTS) await shots(page, 'handoff');

  // One tap copies the caption; another, the first comment, for once the post is up.
  await page.getByRole('button', { name: h.copyCaption }).click();
  await expect(page.getByRole('button', { name: h.copied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(caption);
  await expect(page.getByTestId('handoff-first-comment')).toHaveText('Tea from @kyoto.leaf #matcha');
  await page.getByRole('button', { name: h.copyFirstComment }).click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toBe('Tea from @kyoto.leaf #matcha');

  // The photo is saved (this browser has no share sheet for files: a download).
  const saving = page.waitForEvent('download');
  await page.getByRole('link', { name: text(h.saveShareLabel, { name: 'matcha.png' }) }).click();
  expect((await saving).suggestedFilename()).toBe('matcha.png');

  // Posted in the app; its link copied there, pasted here in one tap.
  const live = 'https://www.instagram.com/p/Cmatcha123/';
  await page.evaluate((url) => navigator.clipboard.writeText(url), live);
  await page.getByRole('button', { name: h.posted }).click();
  const field = page.getByRole('textbox', { name: h.link });
  await expect(field).toBeFocused();
  await page.getByRole('button', { name: h.paste }).click();
  await expect(field).toHaveValue(live);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/handoff-link-375.png`, fullPage: true });
  await page.getByRole('button', { name: h.confirm }).click();

  const done = page.getByTestId('handoff-published');
  await expect(done).toContainText(h.markedPosted);
  await expect(done.getByRole('link', { name: live })).toHaveAttribute('href', live);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/handoff-posted-375.png`, fullPage: true });

  // It is published, with its link, for everyone, and says so when opened again.
  const [published] = await publications();
  expect(published).toMatchObject({ state: 'published', remote_url: live });
  await page.reload();
  await expect(page.getByTestId('handoff-published')).toContainText(h.published, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: h.posted })).toHaveCount(0);
  if (SHOTS) await shots(page, 'handoff-published');
  expect(consoleErrors).toEqual([]);
});
