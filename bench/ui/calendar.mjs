// The calendar month: how long until every ticket of the month is on screen (drawn, or
// counted by a day's "+N more" link), from the click on the Calendar view switch of the
// table page and from the navigation start of a fresh load of the calendar. Each is timed
// `runs` times on a freshly loaded page; the split shows where the time goes: before the
// first request for the month's tickets (code and mounting), the requests, and the drawing.

function readCalendar(page) {
  return page.evaluate(() => {
    const calls = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/tickets?') && entry.name.includes('date_from='));
    return {
      readyMs: window.__bench.marks.calendar,
      state: window.__bench.calendarState(),
      calls: calls.length,
      firstCallStart: calls[0]?.startTime,
      lastCallEnd: calls.at(-1)?.responseEnd,
      lastPress: window.__bench.presses.at(-1),
    };
  });
}

const waitReady = (page) =>
  page.waitForFunction(() => window.__bench.marks.calendar !== undefined, null, { timeout: 30_000 });

function split(read, startMs) {
  return {
    totalMs: read.readyMs - startMs,
    beforeDataMs: read.firstCallStart - startMs,
    apiMs: read.lastCallEnd - read.firstCallStart,
    drawMs: read.readyMs - read.lastCallEnd,
    calls: read.calls,
    state: read.state,
  };
}

/** The table page, then a click on the view switch's Calendar, timed from the press. */
async function bySwitch(page, { tableLabel, calendarText }) {
  await page.goto('/tasks?viewMode=table');
  await page.waitForSelector(`table[aria-label="${tableLabel}"] tbody tr[data-index]`);
  await page.evaluate(() => window.__bench.watch('calendar'));
  await page.getByRole('radiogroup').getByText(calendarText, { exact: true }).click();
  await waitReady(page);
  const read = await readCalendar(page);
  return split(read, read.lastPress);
}

/** A fresh load of /tasks?viewMode=calendar, timed from the navigation start. */
async function byNavigation(page) {
  await page.goto('/tasks?viewMode=calendar');
  await waitReady(page);
  return split(await readCalendar(page), 0);
}

export async function measureCalendar(page, texts, runs) {
  const switched = [];
  const navigated = [];
  for (let i = 0; i < runs; i++) {
    switched.push(await bySwitch(page, texts));
    navigated.push(await byNavigation(page));
  }
  return { switched, navigated };
}
