import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import { inviteMember, joinByInvite, ownerWithBrand, text, unique } from './journeys';

const list = en.ui.tickets.list;
const comments = en.ui.comments;
const time = en.ui.timetracking;
const centre = en.ui.notifications;

// A 1×1 PNG and a tiny PDF: real files, recognised by their bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('a comment with a mention and two files and a recorded voice note reach the teammate, who opens the task from the notification; a timer is started and stopped', async ({
  browser,
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const lead = unique('lead');
  const mate = unique('mate');

  await ownerWithBrand(page, { email: lead, name: 'Lena Lead', workspace: 'North Studio', brand: 'Acme' });
  await inviteMember(page, mate, 'Acme');
  const teammate = await joinByInvite(browser, mate, 'North Studio', 'Max Mate');

  // A task on Acme; it opens in the task dialog.
  await page.goto('/brand/acme/tasks?view=tasks');
  await page.getByRole('button', { name: list.page.newTicket }).first().click();
  const form = page.getByRole('dialog', { name: list.create.title });
  await form.getByRole('textbox', { name: list.create.summary }).fill('Spring launch reel');
  await form.getByRole('button', { name: list.create.submit }).click();
  const dialog = page.getByTestId('task-dialog');
  await expect(dialog.getByRole('heading', { name: '#1 Spring launch reel' })).toBeVisible();

  // A comment that mentions Max and carries a PDF and an image (its name is slugified).
  const composer = dialog.getByTestId('comment-composer');
  const box = composer.getByRole('textbox', { name: comments.composer.label });
  await box.pressSequentially('Please review @Ma');
  await page.getByRole('option', { name: 'Max Mate' }).click();
  await box.pressSequentially(' before Friday');
  await composer.locator('input[type=file]').setInputFiles([
    { name: 'Brief.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'Moodboard Été.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(
    composer.getByRole('list', { name: comments.files.selected }).getByRole('listitem'),
  ).toHaveCount(2);
  await composer.getByRole('button', { name: comments.composer.post }).click();

  const posted = dialog.getByRole('article', { name: text(comments.itemLabel, { name: 'Lena Lead' }) });
  await expect(posted.getByTestId('mention')).toHaveText('@Max Mate');
  await expect(
    posted.getByRole('button', { name: text(comments.files.download, { name: 'brief.pdf' }) }),
  ).toBeVisible();
  // The image is fetched with the bearer token and shown from a blob.
  await expect(posted.getByRole('img', { name: 'moodboard-ete.png' })).toBeVisible();
  await expect(box).toHaveValue('');

  // The PDF downloads under its slugified name.
  const download = page.waitForEvent('download');
  await posted.getByRole('button', { name: text(comments.files.download, { name: 'brief.pdf' }) }).click();
  expect((await download).suggestedFilename()).toBe('brief.pdf');

  // A voice note, recorded from the (fake) microphone and played back inline.
  await composer.getByRole('button', { name: comments.voice.record }).click();
  await page.waitForTimeout(1500);
  await composer.getByRole('button', { name: comments.voice.stop }).click();
  await expect(composer.getByRole('group', { name: comments.voice.recorded })).toBeVisible();
  await composer.getByRole('button', { name: comments.composer.post }).click();
  const voice = dialog.getByRole('article', { name: text(comments.itemLabel, { name: 'Lena Lead' }) }).nth(1);
  await expect(voice.locator(`audio[aria-label="${comments.files.voiceNote}"]`)).toHaveAttribute(
    'src',
    /^blob:/,
  );

  // Max sees the mention in the bell and opens the task from it.
  const matePage = teammate.page;
  await matePage.reload();
  // The mention, and the voice note on a ticket Max follows since he was mentioned.
  const bell = matePage.getByRole('button', { name: text(centre.bellUnread, { count: '2' }) });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = matePage.getByRole('dialog', { name: centre.centre });
  await panel
    .getByRole('button', {
      name: text(centre.text.mention, { actor: 'Lena Lead', ticket: '#1 Spring launch reel' }),
      exact: true,
    })
    .click();
  const mateDialog = matePage.getByTestId('task-dialog');
  await expect(mateDialog.getByRole('heading', { name: '#1 Spring launch reel' })).toBeVisible();
  const seen = mateDialog
    .getByRole('article', { name: text(comments.itemLabel, { name: 'Lena Lead' }) })
    .first();
  await expect(seen).toContainText('Please review');
  await expect(seen.getByRole('img', { name: 'moodboard-ete.png' })).toBeVisible();
  // Opening it read the mention; the voice note is still unread.
  await expect(matePage.getByRole('button', { name: text(centre.bellUnread, { count: '1' }) })).toBeVisible();
  expect(teammate.errors).toEqual([]);
  await teammate.context.close();

  // Lena times her work: the header shows the running timer, and the total grows when it stops.
  const section = dialog.getByTestId('ticket-time');
  await section.getByRole('button', { name: time.start }).click();
  const header = page.getByTestId('header-timer');
  await expect(header).toBeVisible();
  await expect(page.getByTestId('header-timer-clock')).toHaveText(/00:00:0[1-9]/);
  await section.getByRole('button', { name: time.stop }).click();
  await expect(header).toBeHidden();
  await expect(section.getByTestId('time-entry')).toHaveCount(1);
  await expect(section.getByTestId('ticket-time-total')).not.toHaveText(/^0s$/);
  await expect(section.getByTestId('ticket-time-total')).toHaveText(/[1-9]\d*s|\dm/);
  expect(consoleErrors).toEqual([]);
});
