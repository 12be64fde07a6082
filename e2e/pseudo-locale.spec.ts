import { LANGUAGE_NAMES } from '@expertos/domain/languages';
import { PRODUCT_NAME } from '@expertos/domain/product';
import { PSEUDO_CLOSE, PSEUDO_LOCALE, PSEUDO_OPEN } from '@expertos/domain/pseudo-locale';
import { BRAND_SETTINGS_PAGES } from '@expertos/domain/setup-steps';
import { POST_PLATFORM_LABELS } from '@expertos/domain/tickets';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiOf, ownerWithBrand, today, unique } from './journeys';

/**
 * The app in the pseudo-locale en-XA (docs/translating.md#checks): every word of ours is
 * accented and in brackets, so a word on a main screen that is not came from somewhere other
 * than the catalogue. The journey signs in, turns en-XA on and reads every main screen's text
 * (its lines and its aria-labels, placeholders, titles and alt texts).
 */

/** language.ts's switch (`STORE_KEY_PREFIX` + `pseudo-locale`), honoured on a loopback http build. */
const PSEUDO_KEY = 'expertos:pseudo-locale';
/** What the journey seeds is marked, so its words are told from the app's. */
const seeded = (name: string) => `⟦${name}⟧`;

/**
 * Words the same in every language that come from no catalogue: the product's name and its
 * mark (its initial), the languages' own names, the networks' names, and the month and weekday
 * names the browser's Intl writes (in the language's own words when it is not en-XA).
 */
function names(): string[] {
  const months = Array.from({ length: 12 }, (_, m) => new Date(Date.UTC(2026, m, 15)));
  const week = Array.from({ length: 7 }, (_, d) => new Date(Date.UTC(2026, 0, 5 + d)));
  const dates = (dates: Date[], options: Intl.DateTimeFormatOptions) =>
    dates.map((date) => new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' }).format(date));
  return [
    PRODUCT_NAME,
    PRODUCT_NAME.charAt(0),
    ...Object.values(LANGUAGE_NAMES),
    ...Object.values(POST_PLATFORM_LABELS),
    ...dates(months, { month: 'long' }),
    ...dates(months, { month: 'short' }),
    ...dates(week, { weekday: 'long' }),
    ...dates(week, { weekday: 'short' }),
    'AM',
    'PM',
  ];
}

/** What Intl.RelativeTimeFormat writes ("now", "2 days ago", "in 3 hr."), its numbers as #. */
function relativeTimes(): Set<string> {
  const units: Intl.RelativeTimeFormatUnit[] = ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'];
  const phrases = new Set<string>();
  for (const numeric of ['auto', 'always'] as const)
    for (const style of ['long', 'short', 'narrow'] as const)
      for (const unit of units)
        for (const value of [-2, -1, 0, 1, 2])
          phrases.add(
            new Intl.RelativeTimeFormat('en', { numeric, style }).format(value, unit).replace(/\d+/g, '#'),
          );
  return phrases;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Not words: seeded data (cut short too); addresses, e-mails, paths, zones and code names (`list_tickets`). */
const SEEDED = /⟦[^⟧]*(⟧|…|$)/g;
const ADDRESSES = /\S*(:\/\/|@|\/|_)\S*/g;
const PSEUDO_TEXT = new RegExp(`\\${PSEUDO_OPEN}[^\\${PSEUDO_OPEN}\\${PSEUDO_CLOSE}]*\\${PSEUDO_CLOSE}`, 'g');
const PSEUDO_CUT = new RegExp(`\\${PSEUDO_OPEN}[^\\${PSEUDO_CLOSE}]*$`);
const RELATIVE = relativeTimes();

/**
 * Words known to come from outside the catalogue still, each with where it is made: told on
 * every run, not failed. An entry goes once its words come from a catalogue.
 */
const KNOWN_GAPS = [
  // A session's device, "Chrome on Windows", read from its user agent (the server is translated apart).
  { text: /^\S+ on \S+$/, from: 'apps/server/src/modules/auth/device-name.ts' },
  // Durations ("1h 05m", "12m", "45s"): en-XA writes them as English does, with its unit
  // letters; each real language writes its own units through Intl.
  {
    text: /^(\d+h )?(\d+m|\d+s)$/,
    from: 'apps/web/src/shared/lib/format.ts formatDuration (en-XA as English)',
  },
];

/**
 * The parts of a text with a letter that came from no catalogue: what is left once the pseudo
 * texts (nested ones too, and one cut at the end), seeded data and addresses are taken out,
 * split where the app joins pieces (·, a tab, a comma…), less `known` names and Intl's words.
 */
function plainParts(text: string, known: string[]): string[] {
  let rest = text.replace(SEEDED, ' ');
  for (let before = ''; before !== rest; ) {
    before = rest;
    rest = rest.replace(PSEUDO_TEXT, ' ');
  }
  rest = rest.replace(PSEUDO_CUT, ' ').replace(ADDRESSES, ' ');
  return rest
    .split(/[\t·•|—–,;:()]+/)
    .map((part) => {
      let left = part.trim();
      if (RELATIVE.has(left.replace(/\d+/g, '#'))) return '';
      for (const name of known)
        left = left.replace(new RegExp(`(?<!\\p{L})${escapeRegExp(name)}(?!\\p{L})`, 'gu'), ' ');
      return left.trim();
    })
    .filter((part) => /\p{L}/u.test(part));
}

/**
 * The page's visible text, line by line, and the texts people hear or hover (aria-label,
 * placeholder, title, alt) of what is shown, less code and keys (`pre`, `code`, `kbd`).
 */
async function textsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lines = (text: string) => text.split(/\n/).map((line) => line.trim());
    const code = new Set(
      [...document.querySelectorAll<HTMLElement>('pre, code, kbd')].flatMap((el) => lines(el.innerText)),
    );
    const shown = (el: Element) => el.checkVisibility() && !el.closest('[aria-hidden="true"]');
    const attributes = ['aria-label', 'placeholder', 'title', 'alt'];
    const said = [...document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')]
      .filter(shown)
      .flatMap((el) => attributes.map((name) => el.getAttribute(name) ?? ''));
    const cells = lines(document.body.innerText).flatMap((line) => line.split('\t'));
    return [...cells, ...said].map((text) => text.trim()).filter((text) => text && !code.has(text));
  });
}

test('en-XA: every word on the main screens comes from the catalogue', async ({ page }) => {
  test.setTimeout(120_000);
  await ownerWithBrand(page, {
    email: unique('pseudo'),
    name: seeded('Pia Pseudo'),
    workspace: seeded('Pseudo Studio'),
    brand: seeded('Pseudo Coffee'),
  });
  const api = await apiOf(page);
  const [membership] = await api.call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
  const [brand] = await api.call<{ uid: string; slug: string }[]>(
    'GET',
    `/api/workspaces/${membership!.workspaces.uid}/projects`,
  );
  const tickets = `/api/projects/${brand!.uid}/tickets`;
  const ticket = await api.call<{ uid: string }>('POST', tickets, {
    summary: seeded('Spring launch reel'),
    status: 'in_progress',
    due_date: today(),
  });
  await api.call('POST', tickets, { summary: seeded('Write the brief'), status: 'todo' });
  await api.call('POST', tickets, { summary: seeded('Shipped post'), status: 'done' });
  await api.call('POST', `/api/tickets/${ticket.uid}/timetracking/entries`, {
    started_at: new Date(Date.now() - 7_200_000).toISOString(),
    seconds: 3_900,
    note: seeded('Storyboard'),
  });
  const comment = await api.request.post(`/api/tickets/${ticket.uid}/comments`, {
    headers: api.headers,
    multipart: { body: seeded('Looks good, ship it') },
  });
  expect(comment.status(), await comment.text()).toBeLessThan(300);
  // The sign-in providers are named by the server's configuration ("Google"), not by us.
  const providers = await api.call<{ items: { name: string }[] }>('GET', '/api/sign-in-providers');
  const known = [...names(), ...providers.items.map((provider) => provider.name)].sort(
    (a, b) => b.length - a.length,
  );

  await page.evaluate((key) => localStorage.setItem(key, '1'), PSEUDO_KEY);
  const slug = brand!.slug;
  const routes = [
    '/dashboard',
    '/tasks',
    `/brand/${slug}/tasks?viewMode=table`,
    `/brand/${slug}/tasks?viewMode=kanban`,
    `/brand/${slug}/tasks?viewMode=calendar`,
    `/brand/${slug}/tasks/${ticket.uid}`,
    `/brand/${slug}/feed`,
    `/brand/${slug}/library`,
    `/brand/${slug}/analytics`,
    `/brand/${slug}/approvals`,
    `/brand/${slug}/integrations`,
    `/brand/${slug}/users`,
    `/brand/${slug}/playground`,
    ...BRAND_SETTINGS_PAGES.slice(0, 3).map((page) => `/brand/${slug}/settings/${page}`),
    '/approvals',
    '/time',
    '/team',
    '/billing',
    '/workspace/security',
    '/workspace/api-keys',
    '/workspace/audit-log',
    '/profile',
    '/account/security',
    '/my-invites',
    '/developers',
  ];

  const found: string[] = [];
  const gaps = new Set<string>();
  for (const route of routes) {
    await page.goto(route);
    await expect(page.locator('html')).toHaveAttribute('lang', PSEUDO_LOCALE);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"], .mantine-Loader-root')).toHaveCount(0);
    for (const text of new Set(await textsOf(page)))
      for (const part of plainParts(text, known)) {
        const gap = KNOWN_GAPS.find(({ text: pattern }) => pattern.test(part));
        if (gap) gaps.add(`${route}: ${JSON.stringify(part)} (${gap.from})`);
        else found.push(`${route}: ${JSON.stringify(part)} in ${JSON.stringify(text)}`);
      }
    if (process.env.SHOTS_DIR)
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/xa${route.replace(/\W+/g, '-')}.png` });
  }
  if (gaps.size > 0)
    console.log(`Known to come from outside the catalogue still:\n  ${[...gaps].join('\n  ')}`);
  if (found.length > 0) console.log(`Text outside the catalogue:\n  ${found.join('\n  ')}`);
  expect(found, 'text outside the catalogue').toEqual([]);
});
