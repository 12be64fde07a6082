import type { Page } from '@playwright/test';
import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import { ownerWithBrand, text, unique } from './journeys';

/**
 * Keyboard users (WCAG 2.1.1, 2.1.2, 2.4.7): on every main screen, Tab walks through the
 * controls, each one shows that it has the focus (its look changes when it gets it), focus
 * never lands on something invisible and never gets stuck.
 */

/** How many Tab presses a screen gets; enough to pass the header, the navigation and the content. */
const MAX_STOPS = 60;

interface Stop {
  name: string;
  visible: boolean;
  indicated: boolean;
}

/** The focused element: what it is, whether it can be seen, whether its look shows the focus. */
async function focusedStop(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const describe = (node: HTMLElement) => {
      const label =
        node.getAttribute('aria-label') ??
        (node as HTMLInputElement).labels?.[0]?.textContent ??
        node.getAttribute('title') ??
        (node.textContent ?? '').trim().slice(0, 40);
      return `${node.tagName.toLowerCase()}${node.getAttribute('role') ? `[role=${node.getAttribute('role')}]` : ''} "${label}"`;
    };
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const visible =
      box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0;
    // What a focus indicator may change: the outline, a ring, the border, the background, of
    // the control or of the frame drawn around it (an input's box shows :focus-within).
    const look = (node: HTMLElement) => {
      const frames = [node, node.parentElement, node.parentElement?.parentElement].filter(
        (frame): frame is HTMLElement => frame instanceof HTMLElement,
      );
      return frames
        .map((frame) => {
          const s = getComputedStyle(frame);
          return [
            s.outlineStyle === 'none' ? 'none' : `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`,
            s.boxShadow,
            s.borderColor,
            s.backgroundColor,
            s.textDecorationLine,
          ].join('|');
        })
        .join(' / ');
    };
    const focused = look(el);
    el.blur();
    const unfocused = look(el);
    // Back where it was; Chromium keeps the sequential navigation point either way.
    el.focus({ preventScroll: true });
    return { name: describe(el), visible, indicated: focused !== unfocused };
  });
}

/** Tabs through the screen; answers every stop that breaks a rule, and the stops seen. */
async function walk(page: Page): Promise<{ problems: string[]; stops: number }> {
  const problems: string[] = [];
  const seen = new Set<string>();
  let stops = 0;
  // End states only: a transition would still show the focused look right after the blur.
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  for (let i = 0; i < MAX_STOPS; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusedStop(page);
    if (!stop) continue;
    stops += 1;
    if (!stop.visible) problems.push(`focus on an invisible element: ${stop.name}`);
    else if (!stop.indicated) problems.push(`no visible focus: ${stop.name}`);
    // Back at a control already visited: the walk went round the page, nothing trapped it.
    if (seen.has(stop.name) && i > 5) break;
    seen.add(stop.name);
  }
  return { problems: [...new Set(problems)], stops };
}

/**
 * Opens a screen and waits until it is drawn: a walk begun earlier spends its Tab presses on
 * an empty page while the route's code loads (under load, all of them).
 */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('load');
}

// The style above is a tag of its own, which the app's CSP (style-src) would refuse.
test.use({ bypassCSP: true });

test('every main screen can be walked with Tab, with a visible focus on every stop', async ({ page }) => {
  test.setTimeout(300_000);
  const owner = unique('keys');
  await open(page, '/signin');
  const signedOut = await walk(page);
  await ownerWithBrand(page, {
    email: owner,
    name: 'Kim Keys',
    workspace: 'Keyboard Studio',
    brand: 'Keys Coffee',
    land: false,
  });
  await page.goto('/brand/keys-coffee/tasks?view=tasks');
  await page.getByRole('button', { name: en.ui.tickets.list.page.newTicket }).first().click();
  const form = page.getByRole('dialog', { name: en.ui.tickets.list.create.title });
  await form.getByRole('textbox', { name: en.ui.tickets.list.create.summary }).fill('Keyboard reel');
  await form.getByRole('button', { name: en.ui.tickets.list.create.submit }).click();
  await expect(page.getByText(text(en.ui.tickets.list.create.created, { id: '1' }))).toBeVisible();
  await page.getByTestId('task-dialog').getByRole('button', { name: en.ui.close }).click();

  const found: string[] = signedOut.problems.map((p) => `/signin: ${p}`);
  expect(signedOut.stops).toBeGreaterThan(3);
  for (const path of [
    '/dashboard',
    '/brand/keys-coffee/tasks?viewMode=table',
    '/brand/keys-coffee/tasks?viewMode=kanban',
    '/brand/keys-coffee/tasks?viewMode=calendar',
    '/team',
    '/profile',
    '/time',
  ]) {
    await open(page, path);
    const { problems, stops } = await walk(page);
    expect(stops, `${path}: Tab reached nothing`).toBeGreaterThan(3);
    found.push(...problems.map((p) => `${path}: ${p}`));
  }
  expect(found, found.join('\n')).toEqual([]);
});

test('a ticket is created, opened, moved and closed with the keyboard alone', async ({ page }) => {
  test.setTimeout(180_000);
  const owner = unique('keys-only');
  await ownerWithBrand(page, {
    email: owner,
    name: 'Kai Keys',
    workspace: 'Keys Only',
    brand: 'Keys Tea',
    land: false,
  });
  await page.goto('/brand/keys-tea/tasks?viewMode=kanban');

  const list = en.ui.tickets.list;
  await page.getByRole('button', { name: list.page.newTicket }).first().focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: list.create.title });
  await expect(form).toBeVisible();
  // The dialog takes the focus; the summary is typed and the form sent with Enter.
  await expect(form.getByRole('textbox', { name: list.create.summary })).toBeFocused();
  await page.keyboard.type('Typed, never clicked');
  await page.keyboard.press('Enter');
  await expect(page.getByText(text(list.create.created, { id: '1' }))).toBeVisible();
  const dialog = page.getByTestId('task-dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The empty columns, shown with the keyboard: the card needs a column to move to.
  await page.getByRole('switch', { name: en.ui.tickets.board.showEmpty }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('kanban-column-in_progress')).toBeVisible();

  // The card: Enter opens it, Space picks it up, an arrow moves it, Space drops it.
  const card = page.getByTestId('kanban-card').filter({ hasText: 'Typed, never clicked' });
  const before = await card.evaluate((el) =>
    el.closest('[data-testid^="kanban-column-"]')?.getAttribute('data-testid'),
  );
  await card.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await card.focus();
  await page.keyboard.press('Space');
  // Picked up: the board says so. The drag sensor starts hearing keys from a timer it sets
  // when the drag starts; a timer set after it runs after it, so the arrow is never lost.
  await expect(page.getByTestId('kanban-board')).toHaveAttribute('data-dragging', 'true');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press('ArrowRight');
  // The screen reader's live region names the column the card is over before it is dropped.
  const views = en.ui.tickets.views.kanban;
  await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText(
    text(views.announce.over, { id: '1', status: list.statuses.in_progress }),
  );
  await page.keyboard.press('Space');
  await expect
    .poll(() =>
      card.evaluate((el) => el.closest('[data-testid^="kanban-column-"]')?.getAttribute('data-testid')),
    )
    .not.toBe(before);
});
