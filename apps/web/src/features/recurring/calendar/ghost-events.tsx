import type { RecurringGhost } from '@expertos/domain/recurring.schema';
import { IconRepeat } from '@tabler/icons-react';
import type { CalendarLayerEvent } from '@/shared/ui/slots';

/** Every ghost carries this class (styles and tests find them by it). */
export const GHOST_CLASS = 'recurring-ghost';

/** A calendar day as the layer asks for it: `YYYY-MM-DD` of a local date. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The instant a ghost shows at: its ticket's day (`on`, after a holiday move) at the series'
 * time, read in the browser's zone. Only the day matters on a day grid, and a local time keeps
 * it on that day whatever the brand's zone.
 */
export function ghostStart(on: string, time: string): string {
  const [y = 0, m = 1, d = 1] = on.split('-').map(Number);
  const [hh = 9, mm = 0] = time.split(':').map(Number);
  return new Date(y, m - 1, d, hh, mm).toISOString();
}

/** An occurrence not made yet as the calendar shows it: not movable; opening it asks what to do. */
export function ghostEvent(
  ghost: RecurringGhost,
  { time, label, open }: { time: string; label: string; open: (ghost: RecurringGhost) => void },
): CalendarLayerEvent {
  return {
    id: `ghost-${ghost.series_uid}-${ghost.day}`,
    title: label,
    start: ghostStart(ghost.on, time),
    movable: false,
    color: 'gray',
    className: GHOST_CLASS,
    data: { seriesUid: ghost.series_uid, day: ghost.day, testid: 'recurring-ghost' },
    canMove: () => false,
    move: () => Promise.resolve(false),
    open: () => open(ghost),
    render: () => (
      <span className="recurring-ghost__content">
        <IconRepeat size={12} aria-hidden />
        <span className="recurring-ghost__title">{ghost.summary}</span>
      </span>
    ),
  };
}
