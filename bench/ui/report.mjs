// The figures of the browser bench, as a small table, beside the targets of issue 5 §4.

const LONG_TASK_MS = 50;
const CALENDAR_READY_MS = 1000;

const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : '—');
const verdict = (ok) => (ok ? 'ok' : 'MISSED');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function line(label, value, target = '') {
  console.log(`${label.padEnd(44)} ${String(value).padEnd(50)} ${target}`);
}

function scrollLines(name, pass, loaded) {
  const over = pass.longTasks.filter((duration) => duration > LONG_TASK_MS);
  const worst = pass.longTasks.length ? Math.max(...pass.longTasks) : 0;
  line(
    `table scroll, ${name}`,
    `${pass.events} × ${pass.stepPx.toFixed(0)} px in ${(pass.elapsedMs / 1000).toFixed(1)} s`,
  );
  line(
    '  long tasks > 50 ms, worst',
    `${over.length} in ${pass.frames} frames, worst ${ms(worst)}`,
    `none > ${LONG_TASK_MS} ms: ${verdict(over.length === 0)}`,
  );
  line('  frame gap p50 / p95 / max', `${ms(pass.frameP50)} / ${ms(pass.frameP95)} / ${ms(pass.frameMax)}`);
  line(
    '  rows in the DOM (min–max of samples)',
    `${Math.min(...pass.rows)}–${Math.max(...pass.rows)} (${pass.rows.length} samples)`,
    `of ${loaded} loaded`,
  );
}

function calendarLines(name, runs, monthTickets) {
  const totals = runs.map((run) => run.totalMs);
  const best = median(totals);
  line(
    `calendar month ready, ${name}`,
    `median ${ms(best)} (runs: ${totals.map((value) => value.toFixed(0)).join(', ')})`,
    `< ${CALENDAR_READY_MS} ms: ${verdict(best < CALENDAR_READY_MS)}`,
  );
  const run = runs.find((candidate) => candidate.totalMs === best);
  line(
    '  before the first month request',
    `${ms(run.beforeDataMs)} (code, mounting; on a fresh load: the app's start)`,
  );
  line('  month requests', `${ms(run.apiMs)} (${run.calls} pages, one after the other)`);
  line('  last response → all events on screen', ms(run.drawMs));
  const { state } = run;
  line(
    '  events',
    `${state.drawn} drawn + ${state.more} behind ${state.links} "+N more"`,
    `of ${monthTickets}`,
  );
}

export function printFigures({ tickets, monthTickets, first, load, jump, wheel, calendar }) {
  console.log(`\nTicket views in Chromium, production build, ${tickets} tickets`);
  line('measure', 'figure', 'target');
  line('table: first rows after navigation', ms(first.firstRowMs));
  line(
    'table: every ticket loaded by scrolling',
    `${load.loaded} in ${load.seconds.toFixed(1)} s (50 a page)`,
  );
  scrollLines('jumps (like the scrollbar)', jump, load.loaded);
  scrollLines('wheel notches', wheel, load.loaded);
  calendarLines('from the Calendar switch', calendar.switched, monthTickets);
  calendarLines('fresh load of the page', calendar.navigated, monthTickets);
}
