import type { Ticket } from '@expertos/domain/ticket.schema';
import type { Locator, Page } from '@playwright/test';
import { type FakeBluesky, startFakeBluesky } from '../apps/server/src/test/bluesky-server';
import { type FakeMastodon, startFakeMastodon } from '../apps/server/src/test/mastodon-server';
import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import { apiOf, ownerWithBrand, text, unique } from './journeys';
import { uploadRecording } from './recordings';

const p = en.ui.publishing;
/** Screenshots for the review (1280 and 375 px wide) when SHOTS_DIR is set. */
const SHOTS = process.env.SHOTS_DIR;

// The viewer is in New York, the brand in Berlin: a schedule shows both clocks.
test.use({ timezoneId: 'America/New_York' });

let bluesky: FakeBluesky;
let mastodon: FakeMastodon;
test.beforeAll(async () => {
  bluesky = await startFakeBluesky();
  mastodon = await startFakeMastodon();
});
test.afterAll(async () => {
  await bluesky?.close();
  await mastodon?.close();
});

/** The part at 1280 and 375 px wide, without a notice over it. */
async function shoot(page: Page, part: Locator, name: string) {
  if (!SHOTS) return;
  const dismiss = page.getByRole('button', { name: en.ui.notify.dismiss });
  for (let left = await dismiss.count(); left > 0; left -= 1) {
    await dismiss.first().click();
    await expect(dismiss).toHaveCount(left - 1);
  }
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await part.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A day after tomorrow in Berlin, as the date field takes it (far enough from any midnight). */
function dayAfterTomorrow(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(
    new Date(Date.now() + 2 * 24 * 60 * 60_000),
  );
}

/** A new owner with a brand, on the dashboard; answers the API and the brand. */
async function brandAdmin(page: Page) {
  await ownerWithBrand(page, {
    email: unique('pub'),
    name: 'Pia Publisher',
    workspace: 'Publishing Studio',
    brand: 'Acme',
  });
  const api = await apiOf(page);
  const [joined] = await api.call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
  const projects = await api.call<{ uid: string; slug: string }[]>(
    'GET',
    `/api/workspaces/${joined!.workspaces.uid}/projects`,
  );
  return { api, project: projects[0]! };
}

/** A text matched as it is, inside a pattern. */
const literal = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * docs/product.md#publishing: a brand admin connects a Bluesky account (the local PDS, reached
 * by the real @atproto/api client) with an app password and sets the brand's zone and queue; on
 * a post they compose a variant that starts from its hook, caption and image, see the network's
 * rule the moment the text breaks it, schedule it in the brand's zone, watch one that Bluesky
 * refuses fail in its words on its timeline, and publish it again once the network takes it.
 */
test('a brand admin connects Bluesky, composes a post past its limit, schedules it, and retries a refused one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = bluesky.addAccount({
    // Its own account each run: the stand-in lives as long as the worker.
    handle: `acme-${Date.now().toString(36)}.test`,
    displayName: 'Acme Coffee',
  });
  const { api, project } = await brandAdmin(page);

  // Connect: an app password, the account's own server typed in.
  await page.goto(`/brand/${project.slug}/integrations`);
  const card = page.getByRole('region', { name: p.channels.title });
  await expect(card.getByText(p.channels.emptyTitle)).toBeVisible();
  await card.getByRole('button', { name: p.channels.connectBluesky }).click();
  const connect = page.getByRole('dialog', { name: p.bluesky.title });
  await connect.getByRole('textbox', { name: p.bluesky.identifier }).fill(account.handle);
  await connect.getByLabel(p.bluesky.appPassword).fill(account.appPassword);
  await connect.getByRole('textbox', { name: p.bluesky.host }).fill(bluesky.origin);
  await connect.getByRole('button', { name: p.bluesky.submit }).click();
  await expect(connect).toBeHidden();
  const channel = card.getByRole('listitem', { name: `Bluesky ${account.handle}` });
  await expect(channel.getByText(p.channels.connected)).toBeVisible();
  await expect(channel.getByText('Acme Coffee')).toBeVisible();
  await shoot(page, card, 'publishing-channels');

  // The brand's zone and a weekly queue time.
  const settings = page.getByRole('region', { name: p.queue.title });
  await settings.getByRole('combobox', { name: p.queue.zone }).fill('Berlin');
  await page.getByRole('option', { name: 'Europe/Berlin' }).click();
  await settings.getByRole('button', { name: p.queue.addSlot }).click();
  await settings.getByRole('button', { name: en.ui.common.save }).click();
  await expect(page.getByText(p.queue.saved)).toBeVisible();
  await shoot(page, settings, 'publishing-settings');

  // A post, and its Publish section: the variant starts from the hook and the caption; an image
  // uploaded in the composer joins the ticket's files, and the post carries it.
  const post = await api.call<Ticket>('POST', `/api/projects/${project.uid}/tickets`, {
    summary: 'Autumn latte',
    ticket_type: 'post',
    hook: 'One sip of autumn',
    caption: 'Our pumpkin latte is back.\nRead more at https://acme.example/autumn #autumn',
  });
  const image = await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 200 } });
  await page.goto(`/brand/${project.slug}/tasks/${post.uid}`);
  const section = page.getByTestId('publish-section');
  const pick = section.getByRole('checkbox', { name: new RegExp(literal(account.handle)) });
  await pick.check();
  const editor = section.getByRole('region', { name: new RegExp(`Bluesky ${literal(account.handle)}`) });
  const textBox = editor.getByRole('textbox', { name: p.composer.text });
  await expect(textBox).toHaveValue(/^One sip of autumn\n\nOur pumpkin latte is back\./);
  await expect(editor.getByText(p.composer.mediaEmpty)).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await editor.getByRole('button', { name: p.composer.upload }).click();
  await (await chooser).setFiles({ name: 'latte.png', mimeType: 'image/png', buffer: image });
  await editor.getByRole('button', { name: text(p.composer.addMedium, { name: 'latte.png' }) }).click();
  await editor
    .getByRole('textbox', { name: 'Description of latte.png' })
    .fill('A pumpkin latte on a wooden table');
  const preview = editor.getByTestId('post-preview');
  await expect(preview.locator('[data-kind="link"]')).toHaveText('https://acme.example/autumn');
  await expect(preview.getByRole('img', { name: 'A pumpkin latte on a wooden table' })).toBeVisible();

  // Past Bluesky's 300 characters: the exact rule, the count, and nothing sent.
  await textBox.fill(`One sip of autumn. ${'Cinnamon, nutmeg and clove. '.repeat(11)}`);
  const length = 19 + 28 * 11;
  await expect(editor.getByTestId('length-counter')).toHaveText(`${length} / 300`);
  await expect(editor.getByText(`Bluesky allows 300 characters; this has ${length}.`)).toBeVisible();
  await section.getByRole('button', { name: p.composer.submitNow }).click();
  await expect(section.getByText(p.composer.fixFirst)).toBeVisible();
  await shoot(page, section, 'publishing-composer-limit');

  // As a thread, the same text goes out as replies within the limit.
  await editor.getByRole('checkbox', { name: p.composer.thread }).check();
  await expect(editor.getByText(`Bluesky allows 300 characters; this has ${length}.`)).toBeHidden();
  await expect(editor.getByText(text(p.composer.threadPosts, { count: '2' }))).toBeVisible();
  await expect(preview.getByText(text(p.composer.threadReply, { n: '2', count: '2' }))).toBeVisible();
  await editor.getByRole('checkbox', { name: p.composer.thread }).uncheck();

  // Shorter, and scheduled for 09:30 in Berlin the day after tomorrow, shown in New York's time too.
  await textBox.fill('One sip of autumn.\nOur pumpkin latte is back: https://acme.example/autumn #autumn');
  await expect(editor.getByTestId('length-counter')).toHaveText('81 / 300');
  await section.getByRole('radio', { name: p.composer.at }).check();
  await section.getByLabel(p.composer.date).fill(dayAfterTomorrow());
  await section.getByLabel(p.composer.time).fill('09:30');
  const lines = section.getByTestId('schedule-lines');
  await expect(lines).toContainText(/9:30\sAM GMT\+[12]/);
  await expect(lines).toContainText(/Your time: .*[234]:30\sAM E[SD]T/);
  await expect(preview.locator('[data-kind="tag"]')).toHaveText('#autumn');
  // Kept on the post for its reviewers: the composer opens on these words next time.
  await section.getByRole('button', { name: p.composer.save }).click();
  await expect(page.getByText(p.composer.saved)).toBeVisible();
  await shoot(page, section, 'publishing-composer-schedule');
  await section.getByRole('button', { name: p.composer.submitAt }).click();
  const scheduled = section.locator('[data-testid="publication"][data-state="scheduled"]');
  // The state's badge: the collapsed timeline, which React may render hidden at any moment, says "Scheduled" too.
  await expect(scheduled.getByTestId('publication-state')).toHaveText(p.publications.states.scheduled);
  await expect(scheduled.getByText(/Due .*9:30\sAM GMT\+[12]/)).toBeVisible();

  // Another, now, which the network refuses: it fails with Bluesky's words, on its timeline.
  bluesky.script({
    nsid: 'com.atproto.repo.createRecord',
    status: 400,
    body: { error: 'InvalidRequest', message: 'Invalid app.bsky.feed.post record: text too long' },
  });
  await section.getByRole('button', { name: p.section.publishMore }).click();
  await pick.check();
  // With a first comment, which goes out under the post once it is out.
  await editor
    .getByRole('textbox', { name: p.composer.firstComment })
    .fill('More at https://acme.example/autumn');
  await section.getByRole('button', { name: p.composer.submitNow }).click();
  const failed = section.locator('[data-testid="publication"][data-state="failed"]');
  await expect(failed.getByRole('alert')).toContainText('text too long', { timeout: 20_000 });
  await expect(failed.getByTestId('publication-timeline')).toContainText(p.publications.steps.failed);
  expect(bluesky.posts(account.did)).toHaveLength(0);
  await shoot(page, section.getByRole('list', { name: p.publications.listLabel }), 'publishing-publications');

  // Published on request: the network takes it now, and the live link shows.
  await failed.getByRole('button', { name: p.publications.retry }).click();
  const published = section.locator('[data-testid="publication"][data-state="published"]');
  await expect(
    published.getByRole('link', { name: text(p.publications.liveLabel, { network: 'Bluesky' }) }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(published.getByTestId('publication-timeline')).toContainText(p.publications.steps.retried);
  // The post, and its first comment: a reply under it by the same account.
  const [out, comment] = bluesky.posts(account.did);
  expect(bluesky.posts(account.did)).toHaveLength(2);
  expect(comment?.value).toMatchObject({
    text: 'More at https://acme.example/autumn',
    reply: { parent: { uri: out?.uri }, root: { uri: out?.uri } },
  });
  await shoot(page, section.getByRole('list', { name: p.publications.listLabel }), 'publishing-published');
});

/**
 * docs/product.md#publishing: a brand admin connects Mastodon on the server they type (the
 * browser goes to the instance's approval page and comes back), adds a phone hand-off channel
 * for Instagram, and disconnects it after confirming.
 */
test('a brand admin connects Mastodon through its server, adds a phone hand-off and disconnects it; a recording goes out as a video', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const account = mastodon.addAccount('acme', { displayName: 'Acme on Mastodon' });
  const { api, project } = await brandAdmin(page);
  await page.goto(`/brand/${project.slug}/integrations`);
  const card = page.getByRole('region', { name: p.channels.title });

  await card.getByRole('button', { name: p.channels.connectMastodon }).click();
  const connect = page.getByRole('dialog', { name: p.mastodon.title });
  await connect.getByRole('textbox', { name: p.mastodon.instance }).fill(mastodon.origin);
  await connect.getByRole('button', { name: p.mastodon.submit }).click();
  await expect(page).toHaveURL(new RegExp(`/brand/${project.slug}/integrations\\?connected=mastodon$`));
  await expect(card.getByText(p.channels.connectedMastodon)).toBeVisible();
  const masto = card.getByRole('listitem', { name: /^Mastodon / });
  await expect(masto.getByText('Acme on Mastodon')).toBeVisible();
  await expect(masto.getByText(p.channels.connected)).toBeVisible();

  await card.getByRole('button', { name: p.channels.addHandoff }).click();
  const handoff = page.getByRole('dialog', { name: p.handoff.title });
  await handoff.getByRole('combobox', { name: p.handoff.network }).click();
  await page.getByRole('option', { name: 'Instagram' }).click();
  await handoff.getByRole('textbox', { name: p.handoff.handle }).fill('@acme.coffee');
  await handoff.getByRole('button', { name: p.handoff.submit }).click();
  await expect(handoff).toBeHidden();
  const phone = card.getByRole('listitem', { name: 'Instagram @acme.coffee' });
  await expect(phone.getByText(p.channels.handoffBadge)).toBeVisible();
  await shoot(page, card, 'publishing-channels-all');

  await phone
    .getByRole('button', {
      name: text(p.channels.disconnectLabel, { handle: '@acme.coffee', network: 'Instagram' }),
    })
    .click();
  const sure = page.getByRole('dialog', {
    name: text(p.channels.disconnectTitle, { handle: '@acme.coffee', network: 'Instagram' }),
  });
  await sure.getByRole('button', { name: p.channels.disconnect }).click();
  await expect(phone).toBeHidden();
  await expect(masto).toBeVisible();

  // A recording of the ticket goes out on Mastodon as the post's video, with its description.
  const post = await api.call<Ticket>('POST', `/api/projects/${project.uid}/tickets`, {
    summary: 'Walk-through',
    ticket_type: 'post',
    caption: 'How we roast, in two minutes.',
  });
  await uploadRecording(api, project.uid, post.uid);
  await page.goto(`/brand/${project.slug}/tasks/${post.uid}`);
  const section = page.getByTestId('publish-section');
  await section.getByRole('checkbox', { name: /Mastodon/ }).check();
  const editor = section.getByRole('region', { name: /^Mastodon/ });
  await expect(editor.getByText(p.composer.fromTicket)).toBeVisible();
  // Named by the day it was recorded, as the server names it.
  const [recording] = await api.call<{ file_name: string }[]>(
    'GET',
    `/api/tickets/${post.uid}/publishing/media`,
  );
  const name = recording!.file_name;
  await editor.getByRole('button', { name: text(p.composer.addMedium, { name }) }).click();
  await editor.getByRole('textbox', { name: `Description of ${name}` }).fill('The roaster at work');
  await shoot(page, editor, 'publishing-composer-video');
  await section.getByRole('button', { name: p.composer.submitNow }).click();
  await expect(section.locator('[data-testid="publication"][data-state="published"]')).toBeVisible({
    timeout: 30_000,
  });
  const [status] = mastodon.statusesOf(account.id);
  expect(status?.mediaIds).toHaveLength(1);
  expect(mastodon.media.get(status!.mediaIds[0]!)).toMatchObject({
    mimeType: 'video/mp4',
    description: 'The roaster at work',
  });

  // Another post, with a poll: its choices under the text, as Mastodon shows them, then out.
  await section.getByRole('button', { name: p.section.publishMore }).click();
  await section.getByRole('checkbox', { name: /Mastodon/ }).check();
  await editor.getByRole('textbox', { name: p.composer.text }).fill('Which roast next?');
  await editor.getByRole('checkbox', { name: p.composer.poll }).check();
  await editor.getByRole('textbox', { name: text(p.composer.pollChoice, { n: '1' }) }).fill('Light');
  await section.getByRole('button', { name: p.composer.submitNow }).click();
  await expect(editor.getByText('Choice 2 is empty.')).toBeVisible();
  await editor.getByRole('textbox', { name: text(p.composer.pollChoice, { n: '2' }) }).fill('Dark');
  await expect(editor.getByTestId('preview-poll').getByRole('listitem')).toHaveText(['Light', 'Dark']);
  await shoot(page, editor, 'publishing-composer-poll');
  await section.getByRole('button', { name: p.composer.submitNow }).click();
  await expect(section.locator('[data-testid="publication"][data-state="published"]')).toHaveCount(2, {
    timeout: 30_000,
  });
  const polled = mastodon.statusesOf(account.id).find((s) => s.text === 'Which roast next?');
  expect(polled?.poll).toMatchObject({ options: ['Light', 'Dark'], multiple: false });
});
