import type { EventApi, EventInput } from '@fullcalendar/react';
import type { CalendarLayerEvent } from '@/shared/ui/slots';

/**
 * Events of another feature on the calendar (app/slots.tsx `calendarLayers`): FullCalendar's
 * input, carrying the layer's event so a click, a drop and the rendering go back to it.
 */
export interface LayerEventProps {
  layer: CalendarLayerEvent;
}

/** Every layer event carries this class (styles and e2e tests find them by it). */
export const LAYER_EVENT_CLASS = 'layer-event';

export function layerToEvent(layer: CalendarLayerEvent): EventInput {
  const extendedProps: LayerEventProps = { layer };
  return {
    id: layer.id,
    title: layer.title,
    start: layer.start,
    // A moment, not FullCalendar's default hour: a post at 23:30 belongs to its day alone (an
    // hour would run past midnight and show it on the next day too).
    end: new Date(new Date(layer.start).getTime() + 1000),
    allDay: false,
    // A bar like the tickets', not a dot: its own colour says it is not a ticket.
    display: 'block',
    color: `var(--mantine-color-${layer.color}-light)`,
    contrastColor: `var(--mantine-color-${layer.color}-light-color)`,
    startEditable: layer.movable,
    durationEditable: false,
    className: `${LAYER_EVENT_CLASS} ${layer.className}`,
    extendedProps,
  };
}

/** The layer's event behind a calendar event, or null for a ticket. */
export function layerOf(event: Pick<EventApi, 'extendedProps'>): CalendarLayerEvent | null {
  return (event.extendedProps as Partial<LayerEventProps>).layer ?? null;
}

/** Calendar days from one local date to another (whole days, whatever daylight saving does between). */
export function daysBetween(from: Date, to: Date): number {
  const day = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.round((day(to) - day(from)) / 86_400_000);
}
