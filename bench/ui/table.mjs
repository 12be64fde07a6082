// The table view: time to the first rows, every ticket loaded page by page the way a user
// gets them (scrolling to the end), then two scroll passes while a PerformanceObserver notes
// every long task and the DOM's row count is sampled:
// - jumps: scrollTop from top to bottom and back in `steps` steps a frame apart, every step
//   showing rows never drawn before (what dragging the scrollbar does);
// - wheel: real mouse-wheel notches of WHEEL_NOTCH px, one a frame, down and back up (what a
//   user's wheel or trackpad does).

const WHEEL_NOTCH = 100;

const tableSelector = (label) => `table[aria-label="${label}"]`;

export async function openTable(page, { tableLabel }) {
  await page.goto('/tasks?viewMode=table');
  await page.waitForSelector(`${tableSelector(tableLabel)} tbody tr[data-index]`);
  return page.evaluate(() => ({ firstRowMs: window.__bench.marks.firstRow }));
}

/** Scrolls to the end until `expected` tickets are loaded; answers the count and the time taken. */
export async function loadEveryTicket(page, { tableLabel, loadedText, expected, log }) {
  const source = `^${loadedText.replace('{{count}}', '(\\d+)')}`;
  const loaded = new RegExp(source);
  const countNow = async () =>
    Number(loaded.exec((await page.getByText(loaded).first().textContent()) ?? '')?.[1] ?? 0);
  const started = Date.now();
  let count = await countNow();
  let reported = 0;
  while (count < expected) {
    const before = count;
    await page.evaluate((selector) => {
      const scroller = document.querySelector(selector).parentElement;
      scroller.scrollTop = scroller.scrollHeight;
    }, tableSelector(tableLabel));
    // The next page arrives, or the list ends (the table then knows its row count: no -1).
    await page.waitForFunction(
      ({ selector, before, source }) => {
        const table = document.querySelector(selector);
        const counter = [...table.parentElement.parentElement.querySelectorAll('p')].find((p) =>
          new RegExp(source).test(p.textContent ?? ''),
        );
        const match = new RegExp(source).exec(counter?.textContent ?? '');
        return (match && Number(match[1]) > before) || table.getAttribute('aria-rowcount') !== '-1';
      },
      { selector: tableSelector(tableLabel), before, source },
      { timeout: 30_000 },
    );
    count = await countNow();
    if (count === before) break;
    if (count - reported >= 1000 || count >= expected) {
      log(`  ${count} tickets loaded (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      reported = count;
    }
  }
  return { loaded: count, seconds: (Date.now() - started) / 1000 };
}

/** Runs in the page: from the top, starts noting long tasks, frame gaps and rows in the DOM. */
async function startRecording(selector) {
  const scroller = document.querySelector(selector).parentElement;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  scroller.scrollTop = 0;
  await frame();
  await frame();
  const state = { scroller, longTasks: [], rows: [], gaps: [], started: performance.now() };
  state.observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push(entry.duration);
  });
  state.observer.observe({ type: 'longtask', buffered: false });
  // Frame gaps and the rows in the DOM every tenth frame, until stopped.
  let last = performance.now();
  let frames = 0;
  const tick = (now) => {
    if (state.stopped) return;
    state.gaps.push(now - last);
    last = now;
    if (frames++ % 10 === 0) state.rows.push(scroller.querySelectorAll('tbody tr').length);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  window.__scrollPass = state;
  return { distance: scroller.scrollHeight - scroller.clientHeight, clientHeight: scroller.clientHeight };
}

/** Runs in the page: stops the recording (after the last long task is reported) and sums it up. */
async function stopRecording() {
  const state = window.__scrollPass;
  const elapsedMs = performance.now() - state.started;
  // Long-task entries are delivered after their task: give the observer a moment.
  await new Promise((resolve) => setTimeout(resolve, 300));
  state.stopped = true;
  state.observer.disconnect();
  const gaps = [...state.gaps].sort((a, b) => a - b);
  return {
    elapsedMs,
    longTasks: state.longTasks,
    rows: state.rows,
    frames: gaps.length,
    frameP50: gaps[Math.floor(gaps.length / 2)],
    frameP95: gaps[Math.floor(gaps.length * 0.95)],
    frameMax: gaps.at(-1),
  };
}

/** Runs in the page: `steps` jumps to the bottom and `steps` back, one a frame. */
async function jumpAlong({ selector, steps }) {
  const scroller = document.querySelector(selector).parentElement;
  const max = scroller.scrollHeight - scroller.clientHeight;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  for (let i = 1; i <= steps; i++) {
    scroller.scrollTop = (i / steps) * max;
    await frame();
  }
  for (let i = steps - 1; i >= 0; i--) {
    scroller.scrollTop = (i / steps) * max;
    await frame();
  }
}

export async function jumpScroll(page, { tableLabel, steps }) {
  const selector = tableSelector(tableLabel);
  const { distance, clientHeight } = await page.evaluate(startRecording, selector);
  await page.evaluate(jumpAlong, { selector, steps });
  const result = await page.evaluate(stopRecording);
  // While jumped through, rows are drawn light (number and summary); once the table rests they
  // are whole again: every row in view has its summary button back.
  const whole = await page.evaluate(
    (rowSelector) =>
      [...document.querySelectorAll(rowSelector)].every((row) => row.querySelector('td button[title]')),
    `${selector} tbody tr[data-index]`,
  );
  return { ...result, events: steps * 2, stepPx: distance / steps, clientHeight, whole };
}

export async function wheelScroll(page, { tableLabel, steps }) {
  const selector = tableSelector(tableLabel);
  const box = await page.locator(selector).boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + 200);
  await page.evaluate(startRecording, selector);
  for (const direction of [1, -1]) {
    for (let i = 0; i < steps; i++) {
      await page.mouse.wheel(0, direction * WHEEL_NOTCH);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    }
  }
  const result = await page.evaluate(stopRecording);
  return { ...result, events: steps * 2, stepPx: WHEEL_NOTCH };
}
