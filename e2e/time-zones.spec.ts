import type { Browser, Page } from '@playwright/test';
import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import { apiOf, drag, ownerWithBrand, PASSWORD, text, unique } from './journeys';

/**
 * Time zones (docs/product.md#time-zones): a person's zone is learnt from their browser, a banner
 * asks when the browser later runs elsewhere, and a calendar date is the same day for viewers
 * on either side of the date line.
 */
const SHOTS = process.env.SHOTS_DIR;
const tz = en.ui.timeZone;
const list = en.ui.tickets.list;

/** Today's calendar day in a zone, as YYYY-MM-DD. */
function todayIn(zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
}

/** A day as the table and the board write it in English: 'Dec 2'. */
function shortDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(y, m - 1, d),
  );
}

async function signInElsewhere(browser: Browser, email: string, timezoneId: string): Promise<Page> {
  const context = await browser.newContext({ timezoneId });
  const page = await context.newPage();
  await page.goto('/signin');
  await page.getByRole('textbox', { name: en.ui.auth.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: en.ui.auth.password, exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: en.ui.auth.signIn, exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
  return page;
}

test.describe('a person in Los Angeles', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('picks a due date in a Berlin brand; in Kiritimati it is the same day in the table, board and calendar', async ({
    page,
    browser,
  }) => {
    test.slow();
    const email = unique('zones');
    await ownerWithBrand(page, { email, name: 'Zoe Zone', workspace: 'Zone Studio', brand: 'Berlin Bakery' });
    const api = await apiOf(page);
    // The first signed-in screen learnt the browser's zone, silently.
    await expect
      .poll(async () => (await api.call<{ time_zone: string | null }>('GET', '/api/me')).time_zone)
      .toBe('America/Los_Angeles');
    await expect(page.getByText(tz.bannerLabel)).toHaveCount(0);
    const [membership] = await api.call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
    const [brand] = await api.call<{ uid: string; slug: string }[]>(
      'GET',
      `/api/workspaces/${membership!.workspaces.uid}/projects`,
    );
    await api.call('PUT', `/api/projects/${brand!.uid}/publishing/queue`, {
      time_zone: 'Europe/Berlin',
      slots: [],
      require_approval: false,
    });

    // Due "today" as the picker shows it in Los Angeles: sent as that calendar day, no instant.
    const day = todayIn('America/Los_Angeles');
    await page.goto(`/brand/${brand!.slug}/tasks?viewMode=table`);
    await page.getByRole('button', { name: list.page.newTicket }).first().click();
    const form = page.getByRole('dialog', { name: list.create.title });
    await form.getByRole('textbox', { name: list.create.summary }).fill('Stollen launch post');
    await form.getByRole('button', { name: list.fields.dueDate }).click();
    await page.locator('button[data-today]:visible').first().click();
    await form.getByRole('button', { name: list.create.submit }).click();
    await expect(page.getByText(text(list.create.created, { id: '1' }))).toBeVisible();
    const { items } = await api.call<{ items: { summary: string; due_date: string | null }[] }>(
      'GET',
      `/api/projects/${brand!.uid}/tickets`,
    );
    expect(items.find((t) => t.summary === 'Stollen launch post')?.due_date).toBe(day);

    // The same person on a laptop in Kiritimati (UTC+14, a day ahead most of the time).
    const far = await signInElsewhere(browser, email, 'Pacific/Kiritimati');
    const banner = far.getByRole('alert').filter({ hasText: tz.bannerLabel });
    await expect(banner).toContainText(
      text(tz.bannerText, { browser: 'Pacific/Kiritimati', profile: 'America/Los_Angeles' }),
    );
    if (SHOTS) {
      await far.screenshot({ path: `${SHOTS}/time-zone-banner-1280.png` });
      await far.setViewportSize({ width: 375, height: 800 });
      await far.screenshot({ path: `${SHOTS}/time-zone-banner-375.png` });
      await far.setViewportSize({ width: 1280, height: 800 });
    }
    await banner
      .getByRole('button', { name: text(tz.bannerKeep, { profile: 'America/Los_Angeles' }) })
      .click();
    await expect(banner).toHaveCount(0);

    await far.goto(`/brand/${brand!.slug}/tasks?viewMode=table`);
    await expect(far.getByRole('row', { name: /Stollen launch post/ })).toContainText(shortDay(day));
    await far.goto(`/brand/${brand!.slug}/tasks?viewMode=kanban`);
    await expect(far.getByTestId('kanban-card').filter({ hasText: 'Stollen launch post' })).toContainText(
      shortDay(day),
    );
    await far.goto(`/brand/${brand!.slug}/tasks?viewMode=calendar`);
    await expect(far.locator(`.calendar-day[data-date="${day}"]`)).toContainText('Stollen launch post');
    await far.context().close();
  });

  test('sets the profile’s zone by searching for it', async ({ page }) => {
    await ownerWithBrand(page, {
      email: unique('zone-pick'),
      name: 'Pia Pick',
      workspace: 'Pick Studio',
      brand: 'Pick Bakery',
      land: false,
    });
    await page.goto('/profile');
    const select = page.getByRole('combobox', { name: tz.label });
    await expect(select).toHaveValue('America/Los_Angeles');
    await select.fill('kathm');
    await page.getByRole('option', { name: 'Asia/Kathmandu' }).click();
    await expect(page.getByText(text(tz.saved, { zone: 'Asia/Kathmandu' }))).toBeVisible();
    await expect(page.getByText(text(tz.browser, { zone: 'America/Los_Angeles' }))).toBeVisible();
    if (SHOTS) {
      const card = page.getByRole('heading', { name: tz.title });
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/profile-time-zone-1280.png` });
      await page.setViewportSize({ width: 375, height: 800 });
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/profile-time-zone-375.png` });
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    // Reloaded, it is the profile's: and the browser's is offered back.
    await page.reload();
    await expect(page.getByRole('combobox', { name: tz.label })).toHaveValue('Asia/Kathmandu');
    await page.getByRole('button', { name: tz.useBrowser }).click();
    await expect(page.getByRole('combobox', { name: tz.label })).toHaveValue('America/Los_Angeles');
  });
});

/** The next weekend Berlin's clocks go forward (the last Sunday of March), still ahead of today. */
function nextSpringForward(now = new Date()): { saturday: string; monday: string; year: number } {
  for (let year = now.getUTCFullYear(); ; year++) {
    const sunday = new Date(Date.UTC(year, 2, 31));
    sunday.setUTCDate(31 - sunday.getUTCDay());
    // A week's margin: the weekend's Saturday must be a day the calendar lets us move from.
    if (sunday.getTime() - 7 * 86_400_000 > now.getTime()) {
      const day = (offset: number) =>
        new Date(sunday.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
      return { saturday: day(-1), monday: day(1), year };
    }
  }
}

test.describe('a person in Berlin', () => {
  test.use({ timezoneId: 'Europe/Berlin' });

  test('drags a ticket across the weekend the clocks go forward: it is due the day it was dropped on', async ({
    page,
  }) => {
    await ownerWithBrand(page, {
      email: unique('dst'),
      name: 'Dieter Drag',
      workspace: 'DST Studio',
      brand: 'Spring Bakery',
      land: false,
    });
    const api = await apiOf(page);
    const [membership] = await api.call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
    const [brand] = await api.call<{ uid: string; slug: string }[]>(
      'GET',
      `/api/workspaces/${membership!.workspaces.uid}/projects`,
    );
    const { saturday, monday, year } = nextSpringForward();
    const ticket = await api.call<{ uid: string }>('POST', `/api/projects/${brand!.uid}/tickets`, {
      summary: 'Spring forward reel',
      due_date: saturday,
    });
    await page.goto(`/brand/${brand!.slug}/tasks?viewMode=calendar`);
    // On to that March, a month at a time.
    const now = new Date();
    const months = (year - now.getFullYear()) * 12 + (2 - now.getMonth());
    for (let i = 0; i < months; i++)
      await page.getByRole('button', { name: en.ui.tickets.views.calendar.next }).click();
    await expect(page.getByTestId('calendar-title')).toHaveText(`March ${year}`);
    const event = page.locator(`[data-date="${saturday}"] .ticket-event`, { hasText: 'Spring forward reel' });
    await expect(event).toBeVisible();

    await drag(page, event, page.locator(`.calendar-day[data-date="${monday}"]`));
    await expect(page.locator(`[data-date="${monday}"] .ticket-event`)).toContainText('Spring forward reel');
    // The API keeps the day it was dropped on, not the day before (no midnight across the change).
    await expect
      .poll(
        async () =>
          (await api.call<{ due_date: string | null }>('GET', `/api/tickets/${ticket.uid}`)).due_date,
      )
      .toBe(monday);
    if (SHOTS) {
      await page.mouse.move(0, 0);
      await expect(page.locator(`[data-date="${monday}"] .ticket-event`)).toContainText(
        'Spring forward reel',
      );
      await page.screenshot({ path: `${SHOTS}/calendar-dst-berlin-1280.png` });
    }
  });
});
