// Speed as felt (issue 15, defect 11): how long a user waits for what they clicked.
// Every run starts in a fresh browser context (an empty HTTP cache, the session signed in
// before), so a "cold" figure includes fetching the code, as on a first visit after a deploy.
// Times are read in the page's own clock: from the pointerdown of the click to the first
// frame that shows the result (bench/ui/probe.mjs).
//
// - task dialog, cold: the brand's table loaded, the user reads it for `idleMs`, then clicks a
//   ticket: the ticket shown (its summary, status… from any source) and fully loaded;
// - task dialog, warm: closed, then another ticket clicked on the same page;
// - list → dialog → back: the requests made while a ticket is opened and closed again; every
//   list or count request is a refetch of data that was fresh (target: none);
// - a view: from the dashboard, a click on a brand (its table), on the main navigation's Tasks
//   (every brand's table), then the view switch's Kanban (the first card);
// - calendar first load: the navigation to /tasks?viewMode=calendar until the month's events
//   are on screen (fresh context: the calendar's code comes from the server).
import { openPage } from './browser.mjs';

const tableRow = (tableLabel) => `table[aria-label="${tableLabel}"] tbody tr[data-index]`;

/** Runs in the page: the time from the last pointerdown to `mark`, or NaN when not reached. */
function sincePress(mark) {
  const at = window.__bench.marks[mark];
  const press = window.__bench.presses.at(-1);
  return at === undefined || press === undefined ? Number.NaN : at - press;
}

async function armed(page, ...marks) {
  await page.evaluate((names) => {
    for (const name of names) window.__bench.watch(name);
  }, marks);
}

async function waitMark(page, mark) {
  await page.waitForFunction((name) => window.__bench.marks[name] !== undefined, mark, {
    timeout: 30_000,
  });
  return page.evaluate(sincePress, mark);
}

/** Clicks the summary of the `index`th row of the table (the button that opens the ticket). */
async function clickRow(page, tableLabel, index) {
  const row = page.locator(`${tableRow(tableLabel)}[data-index="${index}"]`);
  await row.scrollIntoViewIfNeeded();
  await row.locator('td button[title]').first().click();
}

async function closeDialog(page, before) {
  // Back closes the dialog once it has an address (issue 15 §2); until then, Escape does.
  if (page.url() !== before) await page.goBack();
  else await page.keyboard.press('Escape');
  await page.waitForSelector('[data-testid="task-dialog"]', { state: 'detached', timeout: 10_000 });
}

/** API requests made while `action` runs (and for `settleMs` after), as method and path. */
async function requestsDuring(page, action, settleMs = 1000) {
  const seen = [];
  const onRequest = (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(`${request.method()} ${url.pathname}${url.search}`);
  };
  page.on('request', onRequest);
  try {
    await action();
    await page.waitForTimeout(settleMs);
  } finally {
    page.off('request', onRequest);
  }
  return seen;
}

/**
 * A list or a count of tickets (`…/tickets?…`, `…/tickets/counts?…`): what the table shows. The
 * opened ticket's subtasks come from the same list with `parent=` (the dialog's own data, asked
 * once per ticket), which is not the table's.
 */
const isListRequest = (line) =>
  /^GET \/api\/(workspaces|projects)\/[^/]+\/tickets(\/counts)?(\?|$)/.test(line) &&
  !/[?&]parent=/.test(line);

async function dialogRun(page, { brandSlug, tableLabel, idleMs }) {
  await page.goto(`/brand/${brandSlug}/tasks?view=tasks&viewMode=table`);
  await page.waitForSelector(tableRow(tableLabel));
  // The user reads the list before choosing a ticket.
  await page.waitForTimeout(idleMs);
  const listUrl = page.url();

  await armed(page, 'dialogFrame', 'dialogShown', 'dialogFull');
  await clickRow(page, tableLabel, 0);
  const cold = {
    frameMs: await waitMark(page, 'dialogFrame'),
    shownMs: await waitMark(page, 'dialogShown'),
    fullMs: await waitMark(page, 'dialogFull'),
  };
  await closeDialog(page, listUrl);

  await armed(page, 'dialogFrame', 'dialogShown', 'dialogFull');
  let warm;
  // The second ticket, opened and closed again: which requests does it make?
  const requests = await requestsDuring(page, async () => {
    await clickRow(page, tableLabel, 1);
    warm = {
      frameMs: await waitMark(page, 'dialogFrame'),
      shownMs: await waitMark(page, 'dialogShown'),
      fullMs: await waitMark(page, 'dialogFull'),
    };
    await closeDialog(page, listUrl);
  });
  return { cold, warm, requests, listRefetches: requests.filter(isListRequest).length };
}

async function viewRun(page, { brandName, tableLabel, texts, idleMs }) {
  const dashboard = async () => {
    await page.goto('/dashboard');
    await page.waitForSelector(`article[aria-label="${brandName}"]`);
    await page.waitForTimeout(idleMs);
  };
  await dashboard();
  await armed(page, 'firstRow');
  await page.locator(`article[aria-label="${brandName}"]`).getByRole('link', { name: brandName }).click();
  const brandTableMs = await waitMark(page, 'firstRow');

  await dashboard();
  await armed(page, 'firstRow');
  // The header's navigation (the drawer has the same links, hidden at this width).
  await page
    .getByRole('banner')
    .getByRole('navigation', { name: texts.mainNav })
    .getByRole('link', { name: texts.tasksNav, exact: true })
    .click();
  const allTasksMs = await waitMark(page, 'firstRow');
  await page.waitForSelector(tableRow(tableLabel));
  await page.waitForTimeout(idleMs);

  await armed(page, 'kanban');
  await page.getByRole('radiogroup').getByText(texts.kanbanText, { exact: true }).click();
  const kanbanMs = await waitMark(page, 'kanban');
  // Back to the table for the next run (the view is remembered).
  await page.getByRole('radiogroup').getByText(texts.tableText, { exact: true }).click();
  await page.waitForSelector(tableRow(tableLabel));
  return { brandTableMs, allTasksMs, kanbanMs };
}

async function calendarRun(page) {
  await page.goto('/tasks?viewMode=calendar');
  await page.waitForFunction(() => window.__bench.marks.calendar !== undefined, null, { timeout: 30_000 });
  // Where the wait went, in the page's clock from the navigation's start: the month's first
  // request (sent as the app starts, beside its code: issue 48), the last page of the month
  // answered, and the calendar's own code arriving.
  return page.evaluate(() => {
    const resources = performance.getEntriesByType('resource');
    const month = resources.filter((r) => r.name.includes('/tickets?') && r.name.includes('date_from='));
    const code = resources.filter((r) => r.initiatorType !== 'fetch' && r.name.endsWith('.js'));
    return {
      firstLoadMs: window.__bench.marks.calendar,
      monthSentMs: month[0]?.startTime ?? Number.NaN,
      monthAnsweredMs: month.at(-1)?.responseEnd ?? Number.NaN,
      lastCodeMs: Math.max(0, ...code.map((r) => r.responseEnd)),
      codeFiles: code.length,
    };
  });
}

/**
 * `runs` rounds, each in fresh contexts: the dialog, the views, the calendar. `storageState`
 * is the signed-in session (with the brand page remembered on its task list).
 */
export async function measureSpeed(browser, options) {
  const { runs, log, loadAverage } = options;
  const rounds = [];
  for (let i = 0; i < runs; i++) {
    const round = { load: loadAverage() };
    for (const [name, run] of [
      ['dialog', dialogRun],
      ['views', viewRun],
      ['calendar', calendarRun],
    ]) {
      const page = await openPage(browser, options);
      try {
        round[name] = await run(page, options);
      } finally {
        await page.context().close();
      }
    }
    log(
      `  run ${i + 1}/${runs}: dialog cold ${round.dialog.cold.shownMs.toFixed(0)} ms, warm ${round.dialog.warm.shownMs.toFixed(0)} ms (load ${round.load})`,
    );
    rounds.push(round);
  }
  return rounds;
}
