// Page-side helpers, installed before the app's own scripts on every document
// (page.addInitScript): they note, in the first frame that shows it, when the
// table's first rows, the board's first card, the calendar's events and the task dialog are on screen, and when the user last pressed
// a pointer, so timings are read in the page's own clock and not across the CDP round trips.

/**
 * Runs in the page. `calendarLabels` find the calendar section (its name in each language the
 * bench shows it in), `expectedEvents` is its month.
 */
export function installProbe({ calendarLabels, expectedEvents }) {
  const calendarSelector = calendarLabels.map((label) => `section[aria-label="${label}"]`).join(', ');
  const marks = {};
  const presses = [];
  addEventListener('pointerdown', (event) => presses.push(event.timeStamp), true);

  /** The calendar's events: those drawn, and those a "+N more" link stands for. */
  function calendarState() {
    const section = document.querySelector(calendarSelector);
    if (!section) return { drawn: 0, more: 0, links: 0, total: 0 };
    const drawn = section.querySelectorAll('.ticket-event').length;
    let more = 0;
    let links = 0;
    // FullCalendar 7 hashes its class names: a day's "+N more" is a button opening a popover.
    for (const link of section.querySelectorAll('[role="button"][aria-haspopup="dialog"]')) {
      const match = /\+(\d+)/.exec(link.textContent ?? '');
      if (!match) continue;
      more += Number(match[1]);
      links += 1;
    }
    return { drawn, more, links, total: drawn + more };
  }

  const inDialog = (selector) => document.querySelector(`[data-testid="task-dialog"] ${selector}`) !== null;
  const checks = {
    firstRow: () => document.querySelector('tbody tr[data-index]') !== null,
    calendar: () => calendarState().total >= expectedEvents,
    kanban: () => document.querySelector('[data-testid="kanban-card"]') !== null,
    // The task dialog: its frame; the ticket shown (its summary, status… whether from the list's
    // cache or from the ticket's own request); every field (the ticket's own request answered).
    dialogFrame: () => document.querySelector('[data-testid="task-dialog"]') !== null,
    dialogShown: () =>
      inDialog('[data-testid="ticket-details"]') || inDialog('[data-testid="ticket-preview"]'),
    dialogFull: () => inDialog('[data-testid="ticket-details"]'),
  };

  /** Notes in marks[name] the start of the first frame in which the check holds. */
  function watch(name, limitMs = 60_000) {
    delete marks[name];
    const until = performance.now() + limitMs;
    const tick = () => {
      // The time the check passes, in a frame callback: what it sees is painted in this frame.
      if (checks[name]()) marks[name] = performance.now();
      else if (performance.now() < until) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }

  window.__bench = { marks, presses, watch, calendarState };
  watch('firstRow');
  watch('calendar');
}
