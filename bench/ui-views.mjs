#!/usr/bin/env node
// `npm run bench:ui`: the ticket views in Chromium on the production build (issue 5 §4):
// the table keeps only the visible rows plus a small buffer in the DOM and scrolls 10,000
// loaded tickets with no long task over 50 ms; the calendar month with 500 tickets is ready
// within a second. A benchmark that prints figures, not a test: it asserts nothing.
//
// Speed as felt (issue 15): opening the task dialog cold and warm, list → dialog → back
// without refetching, opening a view, the calendar's first load (bench/ui/speed.mjs).
//
// Input delay (issue 18): with every ticket loaded, opening the task dialog from the table and
// dragging a card on the board (bench/ui/input.mjs).
//
// First screen (issue 48): cold loads of the signed-in dashboard, where their time goes: the
// main thread's long frames before the largest paint, the files fetched first, when the
// bootstrap was asked for (bench/ui/first-screen.mjs).
//
// Lighthouse (issue 18): desktop performance of the sign-in page and of the signed-in landing
// page, when the lighthouse package is installed (bench/ui/lighthouse.mjs says how).
//
// Environment: BENCH_UI_PARTS (table,input,calendar,calendar-de,speed,first-screen,lighthouse: which figures;
// calendar-de times the calendar again in German, with calendar),
// BENCH_UI_LIGHTHOUSE_RUNS (3 per page, the median printed), BENCH_UI_TICKETS (10000),
// BENCH_UI_MONTH (500 of them in this month), BENCH_UI_STEPS (200 scroll steps each way),
// BENCH_UI_RUNS (3 timings of the calendar; 5 dialogs and 5 drags for the input delay), BENCH_UI_SPEED_RUNS (5 rounds of the speed
// figures, medians printed), BENCH_UI_IDLE_MS (1000: how long the user looks at a page before
// clicking), e.g. `BENCH_UI_PARTS=speed BENCH_UI_TICKETS=300 BENCH_UI_MONTH=60` for a quick run;
// BENCH_UI_TRACE (a file: a Chrome trace of an extra jump pass, to open in DevTools'
// Performance panel; the server serves the source maps), CHROMIUM_PATH.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { seedWorkspace } from './seed/index.mjs';
import { openBrowser, signIn } from './ui/browser.mjs';
import { measureCalendar } from './ui/calendar.mjs';
import { placeMonthTickets } from './ui/calendar-month.mjs';
import { measureFirstScreen, printFirstScreen } from './ui/first-screen.mjs';
import { measureDialogInput, measureDragInput } from './ui/input.mjs';
import { measureLighthouse, printLighthouse } from './ui/lighthouse.mjs';
import { printFigures, printInput, printSpeed } from './ui/report.mjs';
import { startAppServer } from './ui/server.mjs';
import { measureSpeed } from './ui/speed.mjs';
import { jumpScroll, loadEveryTicket, openTable, wheelScroll } from './ui/table.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tickets = Number(process.env.BENCH_UI_TICKETS ?? 10_000);
const monthTickets = Number(process.env.BENCH_UI_MONTH ?? 500);
const steps = Number(process.env.BENCH_UI_STEPS ?? 200);
const runs = Number(process.env.BENCH_UI_RUNS ?? 3);
const speedRuns = Number(process.env.BENCH_UI_SPEED_RUNS ?? 5);
const idleMs = Number(process.env.BENCH_UI_IDLE_MS ?? 1000);
const lighthouseRuns = Number(process.env.BENCH_UI_LIGHTHOUSE_RUNS ?? 3);
const parts = new Set(
  (process.env.BENCH_UI_PARTS ?? 'table,input,calendar,calendar-de,speed,first-screen,lighthouse')
    .split(',')
    .map((p) => p.trim()),
);
const tracePath = process.env.BENCH_UI_TRACE ? path.resolve(process.env.BENCH_UI_TRACE) : '';

const started = Date.now();
const log = (text) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${text}`);
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

// Labels and texts as the app shows them in English (never retyped here), and in German, the
// language with the longest words, which the calendar is timed in too.
const { en } = await tsImport('../apps/web/src/shared/i18n/en.ts', import.meta.url);
const { catalogue: de } = await tsImport('../apps/web/src/shared/i18n/locales/de/index.ts', import.meta.url);
const germanTexts = {
  tableLabel: de.ui.tickets.list.table.label,
  calendarLabel: de.ui.tickets.views.calendar.label,
  calendarText: de.ui.tickets.list.views.calendar,
};
const texts = {
  auth: en.ui.auth,
  tableLabel: en.ui.tickets.list.table.label,
  loadedText: en.ui.tickets.list.table.loaded_other,
  calendarLabel: en.ui.tickets.views.calendar.label,
  calendarText: en.ui.tickets.list.views.calendar,
  kanbanText: en.ui.tickets.list.views.kanban,
  tableText: en.ui.tickets.list.views.table,
  mainNav: en.ui.nav.main,
  tasksNav: en.ui.nav.tasks,
};

log(`${os.cpus().length} CPUs, load average ${loadAverage()}`);
const server = await startAppServer(root);
let browser;
try {
  log(`seeding ${tickets} tickets, ${monthTickets} of them in this month's calendar`);
  const seeded = await seedWorkspace({
    baseUrl: server.baseUrl,
    origin: server.origin,
    databaseUrl: server.databaseUrl,
    tickets,
  });
  await placeMonthTickets({
    databaseUrl: server.databaseUrl,
    workspaceId: seeded.workspaceId,
    count: monthTickets,
    totalTickets: tickets,
  });

  const probe = {
    calendarLabels: [texts.calendarLabel, germanTexts.calendarLabel],
    expectedEvents: monthTickets,
  };
  const opened = await openBrowser({ origin: server.origin, probe });
  browser = opened.browser;
  const { page } = opened;
  // The owner sees every brand, so /tasks lists every ticket of the workspace.
  await signIn(page, { email: seeded.owner.email, auth: texts.auth });

  if (parts.has('table')) {
    log('table: first rows');
    const first = await openTable(page, texts);
    log('table: loading every ticket');
    const load = await loadEveryTicket(page, { ...texts, expected: tickets, log });
    log('table: scrolling (jumps)');
    const jump = await jumpScroll(page, { ...texts, steps });
    log('table: scrolling (wheel)');
    const wheel = await wheelScroll(page, { ...texts, steps });
    if (tracePath) {
      log(`table: tracing a jump pass into ${tracePath}`);
      await browser.startTracing(page, {
        path: tracePath,
        screenshots: false,
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'disabled-by-default-devtools.timeline.frame',
          'disabled-by-default-v8.cpu_profiler',
          'v8.execute',
          'blink.user_timing',
        ],
      });
      await jumpScroll(page, { ...texts, steps: 25 });
      await browser.stopTracing();
    }
    printFigures.table({ tickets, first, load, jump, wheel });
  }

  if (parts.has('input')) {
    // The table part loaded every ticket; on its own, this part loads them first.
    let loaded = tickets;
    if (!parts.has('table')) {
      await openTable(page, texts);
      log('input: loading every ticket');
      loaded = (await loadEveryTicket(page, { ...texts, expected: tickets, log })).loaded;
    }
    log('input: opening tickets from the table');
    const dialog = await measureDialogInput(page, { tableLabel: texts.tableLabel, runs: 5, loaded });
    log('input: dragging cards on the board');
    const drag = await measureDragInput(page, { kanbanText: texts.kanbanText, runs: 5 });
    await page.getByRole('radiogroup').getByText(texts.tableText, { exact: true }).click();
    printInput({ tickets: loaded, dialog, drag });
  }

  if (parts.has('calendar')) {
    log('calendar');
    const calendar = await measureCalendar(page, texts, runs);
    printFigures.calendar({ monthTickets, calendar });
    if (parts.has('calendar-de')) {
      // The same month in German (the device's language; the seeded owner chose none).
      log('calendar in German');
      await page.evaluate(() => localStorage.setItem('expertos:language', 'de'));
      const german = await measureCalendar(page, germanTexts, runs);
      await page.evaluate(() => localStorage.removeItem('expertos:language'));
      printFigures.calendarLanguage({ language: 'de', calendar, other: german });
    }
  }

  if (parts.has('speed')) {
    // The brand page opens on its task list (a remembered choice, kept in the session's storage).
    const brand = seeded.brands[0];
    await page.goto(`/brand/${brand.slug}/tasks?view=tasks&viewMode=table`);
    await page.waitForSelector(`table[aria-label="${texts.tableLabel}"] tbody tr[data-index]`);
    const storageState = await page.context().storageState();
    log(`speed: ${speedRuns} runs, each in fresh browser contexts`);
    const rounds = await measureSpeed(browser, {
      origin: server.origin,
      probe,
      storageState,
      brandSlug: brand.slug,
      brandName: brand.name,
      tableLabel: texts.tableLabel,
      texts,
      idleMs,
      runs: speedRuns,
      log,
      loadAverage,
    });
    printSpeed({ tickets, rounds });
  }

  if (parts.has('first-screen')) {
    await page.goto('/dashboard');
    await page.waitForSelector('h1');
    const storageState = await page.context().storageState();
    log(`first screen: ${speedRuns} cold loads of /dashboard`);
    const result = await measureFirstScreen(browser, {
      origin: server.origin,
      storageState,
      url: '/dashboard',
      runs: speedRuns,
      log,
    });
    printFirstScreen({ url: '/dashboard', runs: speedRuns, result });
  }

  if (parts.has('lighthouse')) {
    // Its own browser, after the others are done with the machine.
    await browser?.close();
    browser = undefined;
    const result = await measureLighthouse({
      origin: server.origin,
      email: seeded.owner.email,
      auth: texts.auth,
      // A brand's table, as the calendar and speed parts open it (issue 48).
      brandTable: `/brand/${seeded.brands[0].slug}/tasks?view=tasks&viewMode=table`,
      runs: lighthouseRuns,
      log,
    });
    printLighthouse(result);
  }
  console.log(`\nLoad average at the end: ${loadAverage()} (other work on the machine skews every figure).`);
} finally {
  await browser?.close();
  await server.stop();
}
