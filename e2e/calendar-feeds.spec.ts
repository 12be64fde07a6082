import type { Ticket } from '@expertos/domain/ticket.schema';
import ICAL from 'ical.js';
import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import { apiOf, ownerWithBrand, unique } from './journeys';

const SHOTS = process.env.SHOTS_DIR;
const c = en.ui.calendar;

/** A date `days` from today. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("a brand's calendar address, subscribed to as a calendar app would, holds its tickets' dates", async ({
  page,
  consoleErrors: _,
}) => {
  await ownerWithBrand(page, {
    email: unique('planner'),
    name: 'Pia Planner',
    workspace: `Plan Co ${Date.now() % 100000}`,
    brand: 'Leafco',
    land: false,
  });

  const api = await apiOf(page);
  const joined = await api.call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
  const [brand] = await api.call<{ uid: string; slug: string }[]>(
    'GET',
    `/api/workspaces/${joined[0]!.workspaces.uid}/projects`,
  );
  const shoot = await api.call<Ticket>('POST', `/api/projects/${brand!.uid}/tickets`, {
    summary: 'Autumn reel',
    ticket_type: 'post',
    film_date: inDays(3),
  });

  await page.goto(`/brand/${brand!.slug}/integrations`);
  const card = page.getByRole('region', { name: c.brandTitle });
  await card.getByRole('button', { name: c.create }).click();
  const address = await card.getByRole('textbox', { name: c.address }).inputValue();
  expect(address).toMatch(/\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\/calendar\.ics$/);
  if (SHOTS) await card.screenshot({ path: `${SHOTS}/calendar-feed-brand.png` });

  // A calendar app fetches the address with no session at all.
  const subscriber = await page.context().browser()!.newContext();
  const feed = await subscriber.request.get(address);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const events = new ICAL.Component(ICAL.parse(await feed.text()))
    .getAllSubcomponents('vevent')
    .map((v) => new ICAL.Event(v));
  const film = events.find((e) => e.uid.startsWith(`${shoot.uid}-film_date@`));
  expect(film?.summary).toBe(`Film: #${shoot.id} Autumn reel`);
  expect(film?.startDate.toString()).toBe(inDays(3));

  // Stopped, it answers nothing more.
  await card.getByRole('button', { name: c.revoke }).click();
  await page.getByRole('dialog', { name: c.revokeTitle }).getByRole('button', { name: c.revoke }).click();
  await expect(page.getByText(c.revoked)).toBeVisible();
  expect((await subscriber.request.get(address)).status()).toBe(404);
  await subscriber.close();

  // Everyone's own address is on their profile.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/profile');
  const own = page.getByRole('region', { name: c.personTitle });
  await own.getByRole('button', { name: c.create }).click();
  await expect(own.getByRole('textbox', { name: c.address })).toHaveValue(/calendar\.ics$/);
  if (SHOTS) await own.screenshot({ path: `${SHOTS}/calendar-feed-person-narrow.png` });
});
