import type { BrandPublication, Publication } from '@expertos/domain/publishing/publication.schema';
import { zonedInstant } from '@expertos/domain/publishing/queue-slots';
import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import { apiOf, drag, ownerWithBrand, unique } from './journeys';

const SHOTS = process.env.SHOTS_DIR;
/** The brand says its times in New York; the person plans from Paris (docs/product.md#publishing). */
const BRAND_ZONE = 'America/New_York';
test.use({ timezoneId: 'Europe/Paris', locale: 'en-US' });

/** A calendar date `days` after today's in `zone` (noon UTC of it never changes date). */
function dateIn(zone: string, days: number) {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, dateStyle: 'short' }).format(new Date());
  const [year, month, day] = parts.split('-').map(Number) as [number, number, number];
  const noon = new Date(Date.UTC(year, month - 1, day + days, 12));
  return { year: noon.getUTCFullYear(), month: noon.getUTCMonth() + 1, day: noon.getUTCDate() };
}

/** The day an instant falls on in Paris, as the calendar's cells name it (YYYY-MM-DD). */
const parisDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', dateStyle: 'short' }).format(at);

test('a scheduled post shows on the brand’s calendar at its time; a drag moves it to another day at the same time in the brand’s zone, never to a day past', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await ownerWithBrand(page, {
    email: unique('calendar-posts'),
    name: 'Cleo Calendar',
    workspace: 'Cleo Studio',
    brand: 'Cleo Coffee',
    land: false,
  });
  const { call } = await apiOf(page);
  const [home] = await call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
  const [project] = await call<{ uid: string }[]>('GET', `/api/workspaces/${home!.workspaces.uid}/projects`);
  const projectUid = project!.uid;

  await call('PUT', `/api/projects/${projectUid}/publishing/queue`, { time_zone: BRAND_ZONE, slots: [] });
  const channel = await call<{ uid: string }>(
    'POST',
    `/api/projects/${projectUid}/publishing/channels/handoff`,
    {
      network: 'instagram',
      handle: 'cleo.coffee',
    },
  );
  const ticket = await call<{ uid: string }>('POST', `/api/projects/${projectUid}/tickets`, {
    summary: 'Spring blend launch',
    ticket_type: 'post',
  });
  // Tomorrow at 09:30 in New York: 15:30 the same day in Paris.
  const dueAt = zonedInstant(dateIn(BRAND_ZONE, 1), '09:30', BRAND_ZONE);
  const [scheduled] = await call<Publication[]>('POST', `/api/tickets/${ticket.uid}/publications`, {
    due_at: dueAt.toISOString(),
    posts: [{ channel_uid: channel.uid, variant: { text: 'Spring is here 🌷', media: [] } }],
  });

  await page.goto('/brand/cleo-coffee/tasks?viewMode=calendar');
  const postOn = (date: string) => page.locator(`[data-date="${date}"] ${theScheduled}`);
  const theScheduled = `.post-event[data-publication-uid="${scheduled!.uid}"]`;
  const post = page.locator(theScheduled);
  await expect(post).toBeVisible({ timeout: 30_000 });
  const day = parisDay(dueAt);
  await expect(postOn(day)).toHaveCount(1);
  await expect(post).toContainText('3:30 PM');
  await expect(post).toContainText('Spring blend launch');
  // Its network and state in words, for whoever does not see the icons.
  await expect(post).toContainText(`Instagram${en.ui.postCalendar.states.scheduled}`);

  // Live: a post published now from elsewhere shows up handed to the phone, then published
  // with where it is live, without a reload (post.changed on the live stream).
  const other = await call<{ uid: string }>('POST', `/api/projects/${projectUid}/tickets`, {
    summary: 'Matcha morning',
    ticket_type: 'post',
  });
  const [now] = await call<Publication[]>('POST', `/api/tickets/${other.uid}/publications`, {
    due_at: null,
    posts: [{ channel_uid: channel.uid, variant: { text: 'Matcha 🍵', media: [] } }],
  });
  const live = page.locator(`.post-event[data-publication-uid="${now!.uid}"]`);
  await expect(live).toContainText(`Instagram${en.ui.postCalendar.states.handed_off}`, { timeout: 30_000 });
  const [handed] = await call<Publication[]>('GET', `/api/tickets/${other.uid}/publications`);
  await call('POST', `/api/tickets/${other.uid}/publications/${now!.uid}/posted`, {
    version: handed!.version,
    url: 'https://www.instagram.com/p/Cmatcha/',
  });
  await expect(live).toContainText(`${en.ui.postCalendar.states.published}`, { timeout: 30_000 });
  await expect(live).toContainText('live at instagram.com');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/calendar-posts-1280.png`, fullPage: true });

  const patches: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/publications/')) patches.push(request.url());
  });

  // A day already past refuses the drop (when the grid shows yesterday).
  const yesterday = page.locator(`[data-date="${parisDay(new Date(Date.now() - 86_400_000))}"]`).first();
  if ((await yesterday.count()) > 0) {
    await drag(page, post, yesterday);
    // Refused: it glides back to its day (its dragged copy gone once there).
    await expect(post).toHaveCount(1);
    await expect(postOn(day)).toHaveCount(1);
  }

  // Two days on: the same 09:30 in New York, whatever daylight saving does in between.
  const expected = zonedInstant(dateIn(BRAND_ZONE, 3), '09:30', BRAND_ZONE);
  const target = page.locator(`[data-date="${parisDay(expected)}"]`).first();
  const moved = page.waitForResponse(
    (res) => res.request().method() === 'PATCH' && res.url().includes(`/publications/${scheduled!.uid}`),
  );
  await drag(page, post, target);
  expect((await moved).status()).toBe(200);
  await expect(postOn(parisDay(expected))).toHaveCount(1);
  expect(patches).toHaveLength(1);
  const [after] = await call<Publication[]>('GET', `/api/tickets/${ticket.uid}/publications`);
  expect(new Date(after!.due_at).toISOString()).toBe(expected.toISOString());
  expect(after!.version).toBe(scheduled!.version + 1);

  // The calendar's window says so too, after a reload.
  await page.reload();
  await expect(postOn(parisDay(expected))).toContainText('3:30 PM', { timeout: 30_000 });
  const window = await call<BrandPublication[]>(
    'GET',
    `/api/projects/${projectUid}/publishing/publications?from=${encodeURIComponent(
      new Date(Date.now() - 86_400_000).toISOString(),
    )}&to=${encodeURIComponent(new Date(Date.now() + 7 * 86_400_000).toISOString())}`,
  );
  expect(window.map((p) => [p.uid, p.ticket_uid, p.state, p.remote_url])).toEqual([
    [now!.uid, other.uid, 'published', 'https://www.instagram.com/p/Cmatcha/'],
    [scheduled!.uid, ticket.uid, 'scheduled', null],
  ]);

  // A click opens the post's ticket.
  await post.click();
  const dialog = page.getByTestId('task-dialog');
  await expect(dialog.getByRole('heading', { name: '#1 Spring blend launch' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Keyboard: the post is a stop of its own, and Enter opens it too.
  await post.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: '#1 Spring blend launch' })).toBeVisible();
  // Closed before leaving: its closing changes the address, which would cut a navigation short.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A phone: the agenda lists the posts with their network and state in words.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/brand/cleo-coffee/tasks?viewMode=calendar');
  // The agenda lists a month: the next one when the post moved into it.
  await expect(live).toContainText(en.ui.postCalendar.states.published, { timeout: 30_000 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/calendar-posts-375.png`, fullPage: true });
  if (parisDay(expected).slice(0, 7) !== parisDay(new Date()).slice(0, 7))
    await page.getByRole('button', { name: en.ui.tickets.views.calendar.next }).click();
  await expect(post).toContainText(
    `Instagram${en.ui.postCalendar.states.scheduled}3:30 PMSpring blend launch`,
    { timeout: 30_000 },
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/calendar-posts-375-moved.png`, fullPage: true });

  // The workspace's calendar (every brand's tickets) shows the brand's posts too; a click opens one.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/tasks?viewMode=calendar');
  await expect(live).toContainText(en.ui.postCalendar.states.published, { timeout: 30_000 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/calendar-posts-workspace-1280.png`, fullPage: true });
  await live.click();
  await expect(dialog.getByRole('heading', { name: '#2 Matcha morning' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  if (SHOTS) {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/tasks?viewMode=calendar');
    await expect(live).toContainText(en.ui.postCalendar.states.published, { timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS}/calendar-posts-workspace-375.png`, fullPage: true });
  }
  expect(consoleErrors).toEqual([]);
});
