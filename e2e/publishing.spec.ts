import type { Ticket } from '@expertos/domain/ticket.schema';
import type { Locator, Page } from '@playwright/test';
import { type FakeBluesky, startFakeBluesky } from '../apps/server/src/test/bluesky-server';
import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import { apiOf, ownerWithBrand, unique } from './journeys';

const p = en.ui.publishing;
/** Screenshots for the review (1280 and 375 px wide) when SHOTS_DIR is set. */
const SHOTS = process.env.SHOTS_DIR;

// The viewer is in New York: the schedule shows the brand's time (UTC until it sets one) and theirs.
test.use({ timezoneId: 'America/New_York' });

let bluesky: FakeBluesky;
test.beforeAll(async () => {
  bluesky = await startFakeBluesky();
});
test.afterAll(async () => {
  await bluesky?.close();
});

async function shoot(page: Page, part: Locator, name: string) {
  if (!SHOTS) return;
  // A notice over the part would hide what the shot is of.
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

/** Tomorrow in UTC (the brand's zone until it sets one), as the date field takes it. */
function tomorrowUtc(): string {
  return new Date(Date.now() + 24 * 60 * 60_000).toISOString().slice(0, 10);
}

/**
 * docs/product.md#publishing: a brand admin connects a Bluesky account (the local PDS, reached
 * by the real @atproto/api client) with an app password; on a post they compose a variant that
 * starts from the caption, see the network's rule the moment the text breaks it, schedule it in
 * the brand's zone, and watch one that Bluesky refuses fail in plain words on its timeline.
 */
test('a brand admin connects Bluesky, composes a post past its limit, schedules it, and sees a refused one fail', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = bluesky.addAccount({ handle: 'acme-coffee.test', displayName: 'Acme Coffee' });
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
  const project = projects[0]!;

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

  // A post, and its Publish section: the variant starts from the hook and the caption.
  const post = await api.call<Ticket>('POST', `/api/projects/${project.uid}/tickets`, {
    summary: 'Autumn latte',
    ticket_type: 'post',
    hook: 'One sip of autumn',
    caption: 'Our pumpkin latte is back.\nRead more at https://acme.example/autumn #autumn',
  });
  await page.goto(`/brand/${project.slug}/tasks/${post.uid}`);
  const section = page.getByTestId('publish-section');
  await section.getByRole('checkbox', { name: new RegExp(account.handle.replace(/\./g, '\\.')) }).check();
  const editor = section.getByRole('region', {
    name: new RegExp(`Bluesky ${account.handle.replace(/\./g, '\\.')}`),
  });
  const textBox = editor.getByRole('textbox', { name: p.composer.text });
  await expect(textBox).toHaveValue(/^One sip of autumn\n\nOur pumpkin latte is back\./);
  const preview = editor.getByTestId('post-preview');
  await expect(preview.locator('[data-kind="link"]')).toHaveText('https://acme.example/autumn');

  // Past Bluesky's 300 characters: the exact rule, the count, and nothing sent.
  await textBox.fill(`One sip of autumn. ${'Cinnamon, nutmeg and clove. '.repeat(11)}`);
  const length = 19 + 28 * 11;
  await expect(editor.getByTestId('length-counter')).toHaveText(`${length} / 300`);
  await expect(editor.getByText(`Bluesky allows 300 characters; this has ${length}.`)).toBeVisible();
  await section.getByRole('button', { name: p.composer.submitNow }).click();
  await expect(section.getByText(p.composer.fixFirst)).toBeVisible();
  await shoot(page, section, 'publishing-composer-limit');

  // Shorter, and scheduled for tomorrow 09:30 in the brand's zone (UTC), shown in New York's too.
  await textBox.fill('One sip of autumn.\nOur pumpkin latte is back: https://acme.example/autumn #autumn');
  await expect(editor.getByTestId('length-counter')).toHaveText('81 / 300');
  await section.getByRole('radio', { name: p.composer.at }).check();
  await section.getByLabel(p.composer.date).fill(tomorrowUtc());
  await section.getByLabel(p.composer.time).fill('09:30');
  const lines = section.getByTestId('schedule-lines');
  await expect(lines).toContainText('9:30 AM UTC');
  await expect(lines).toContainText(/Your time: .*(4|5):30 AM E[SD]T/);
  await expect(preview.locator('[data-kind="tag"]')).toHaveText('#autumn');
  await shoot(page, section, 'publishing-composer-schedule');
  await section.getByRole('button', { name: p.composer.submitAt }).click();
  const scheduled = section.getByRole('listitem', { name: `Bluesky ${account.handle}` });
  await expect(scheduled.getByText(p.publications.states.scheduled)).toBeVisible();
  await expect(scheduled.getByText(/Due .*9:30 AM UTC/)).toBeVisible();

  // Another, now, which the network refuses: it fails with Bluesky's words, on its timeline.
  bluesky.script({
    nsid: 'com.atproto.repo.createRecord',
    status: 400,
    body: { error: 'InvalidRequest', message: 'Invalid app.bsky.feed.post record: text too long' },
  });
  await section.getByRole('button', { name: p.section.publishMore }).click();
  await section.getByRole('checkbox', { name: new RegExp(account.handle.replace(/\./g, '\\.')) }).check();
  await section.getByRole('button', { name: p.composer.submitNow }).click();
  const failed = section.locator('[data-testid="publication"][data-state="failed"]');
  await expect(failed).toBeVisible({ timeout: 20_000 });
  await expect(failed.getByRole('alert')).toContainText('text too long');
  await expect(failed.getByTestId('publication-timeline')).toContainText(p.publications.steps.failed);
  await shoot(page, section.getByRole('list', { name: p.publications.listLabel }), 'publishing-publications');
  expect(bluesky.posts(account.did)).toHaveLength(0);
});
