// The figures of the browser bench, as a small table, beside the targets of issue 5 §4 and
// issue 15 (defect 11).

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
  if (pass.whole !== undefined) line('  rows whole again once it rests', pass.whole ? 'yes' : 'NO');
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

/** A language may cost the calendar at most this much more than English (issue: within 10 %). */
const LANGUAGE_SLOWDOWN_MAX = 0.1;

export const printFigures = {
  calendarLanguage({ language, calendar, other }) {
    const en = median(calendar.switched.map((run) => run.totalMs));
    const shown = median(other.switched.map((run) => run.totalMs));
    const slower = (shown - en) / en;
    console.log(`\nThe calendar month in ${language} against English (from the Calendar switch)`);
    line(
      `calendar month ready, ${language}`,
      `median ${ms(shown)} against ${ms(en)} (${slower >= 0 ? '+' : ''}${(slower * 100).toFixed(0)} %)`,
      `≤ +${LANGUAGE_SLOWDOWN_MAX * 100} %: ${verdict(slower <= LANGUAGE_SLOWDOWN_MAX)}`,
    );
  },
  table({ tickets, first, load, jump, wheel }) {
    console.log(`\nTicket views in Chromium, production build, ${tickets} tickets`);
    line('measure', 'figure', 'target');
    line('table: first rows after navigation', ms(first.firstRowMs));
    line(
      'table: every ticket loaded by scrolling',
      `${load.loaded} in ${load.seconds.toFixed(1)} s (50 a page)`,
    );
    scrollLines('jumps (like the scrollbar)', jump, load.loaded);
    scrollLines('wheel notches', wheel, load.loaded);
  },
  calendar({ monthTickets, calendar }) {
    console.log(`\nThe calendar month, ${monthTickets} tickets in it`);
    calendarLines('from the Calendar switch', calendar.switched, monthTickets);
    calendarLines('fresh load of the page', calendar.navigated, monthTickets);
  },
};

const DIALOG_COLD_MS = 300;
const DIALOG_WARM_MS = 100;

/** "median 123 ms (min–max 100–150)" over the rounds' `pick`. */
function spread(rounds, pick) {
  const values = rounds.map(pick).filter(Number.isFinite);
  if (!values.length) return { text: '—', median: Number.NaN };
  const mid = median(values);
  return {
    median: mid,
    text: `median ${ms(mid)} (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`,
  };
}

/** Issue 48: the month's first paint from a cold load of a calendar's address. */
const CALENDAR_FIRST_LOAD_MS = 1000;

/** The figures of bench/ui/speed.mjs: medians of the rounds, with the load average of each. */
export function printSpeed({ tickets, rounds }) {
  console.log(`\nSpeed as felt (issue 15), production build, ${tickets} tickets, ${rounds.length} runs`);
  console.log(`load average (1, 5, 15 min) at each run's start: ${rounds.map((r) => r.load).join(' | ')}`);
  line('measure (click → first frame showing it)', 'median (min–max)', 'target');
  for (const which of ['cold', 'warm']) {
    const target = which === 'cold' ? DIALOG_COLD_MS : DIALOG_WARM_MS;
    const shown = spread(rounds, (r) => r.dialog[which].shownMs);
    line(
      `task dialog ${which}: ticket shown`,
      shown.text,
      `< ${target} ms: ${verdict(shown.median < target)}`,
    );
    line('  frame (spinner or content)', spread(rounds, (r) => r.dialog[which].frameMs).text);
    line('  every field loaded', spread(rounds, (r) => r.dialog[which].fullMs).text);
  }
  const refetches = rounds.map((r) => r.dialog.listRefetches);
  line(
    'list → dialog → back: list/count refetches',
    `${refetches.join(', ')} (per run)`,
    `none: ${verdict(refetches.every((n) => n === 0))}`,
  );
  const sample = rounds.at(-1).dialog.requests;
  console.log(`  requests of the last run: ${sample.length ? sample.join(', ') : 'none'}`);
  line('view: brand table from the dashboard', spread(rounds, (r) => r.views.brandTableMs).text);
  line('view: all tasks (main navigation)', spread(rounds, (r) => r.views.allTasksMs).text);
  line('view: kanban (view switch)', spread(rounds, (r) => r.views.kanbanMs).text);
  const calendar = spread(rounds, (r) => r.calendar.firstLoadMs);
  line(
    'calendar first load (navigation, empty cache)',
    calendar.text,
    `≤ ${CALENDAR_FIRST_LOAD_MS} ms: ${verdict(calendar.median <= CALENDAR_FIRST_LOAD_MS)}`,
  );
  line('  month asked for at', spread(rounds, (r) => r.calendar.monthSentMs).text);
  line('  month answered at', spread(rounds, (r) => r.calendar.monthAnsweredMs).text);
  line(
    '  last JavaScript file arrived at',
    `${spread(rounds, (r) => r.calendar.lastCodeMs).text}, ${median(rounds.map((r) => r.calendar.codeFiles))} files`,
  );
}

const INPUT_DELAY_MS = 100;

/** The figures of bench/ui/input.mjs: per interaction, the worst of its runs. */
export function printInput({ tickets, dialog, drag }) {
  const worstOf = (runs, pick) => Math.max(...runs.map(pick));
  const paint = (runs) => {
    const value = worstOf(runs, (r) => r.nextPaint);
    return value > 0 ? ms(value) : '< 16 ms';
  };
  console.log(
    `\nInput delay, production build, ${tickets} tickets loaded (worst of ${dialog.length} runs each)`,
  );
  line('measure', 'figure', 'target');
  const dialogDelay = worstOf(dialog, (r) => r.pressDelay);
  line(
    'open the task dialog: input delay',
    `${ms(dialogDelay)} (press, release, click)`,
    `< ${INPUT_DELAY_MS} ms: ${verdict(dialogDelay < INPUT_DELAY_MS)}`,
  );
  line('  input → next paint (Event Timing)', paint(dialog));
  line(
    '  press → ticket shown',
    spread(
      dialog.map((r) => ({ v: r.shownMs })),
      (r) => r.v,
    ).text,
  );
  const dragDelay = Math.max(
    worstOf(drag, (r) => r.pressDelay),
    worstOf(drag, (r) => r.moveDelay),
  );
  line(
    'drag a card: input delay',
    `${ms(dragDelay)} (press, ${drag[0]?.moves ?? 0} moves, drop)`,
    `< ${INPUT_DELAY_MS} ms: ${verdict(dragDelay < INPUT_DELAY_MS)}`,
  );
  line('  input → next paint (Event Timing)', paint(drag));
  line(
    '  long tasks while dragging, worst frame gap',
    `${drag.reduce((n, r) => n + r.longTasks.filter((d) => d > LONG_TASK_MS).length, 0)} > 50 ms, gap ${ms(worstOf(drag, (r) => r.maxGap))}`,
  );
  line(
    '  drop → card in its new column',
    spread(
      drag.map((r) => ({ v: r.landedMs })),
      (r) => r.v,
    ).text,
  );
  line('  cards on the board', `${drag[0]?.cardsLoaded ?? 0} (the board pages its columns)`);
}
