import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import './calendar.css';
import { localDayOf } from '@expertos/domain/due-state';
import type { TicketListQuery } from '@expertos/domain/ticket.schema';
import FullCalendar, {
  type AllowFunc,
  type CalendarRef,
  type DateClickInfo,
  type DatesSetInfo,
  type DayCellInfo,
  type EventClickInfo,
  type EventDisplayInfo,
  type EventDropInfo,
  type MountInfo,
  type ViewApi,
} from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import { Paper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { type RefObject, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayRange, weekStart } from '@/shared/lib/format';
import { viewerTimeZone } from '@/shared/session/viewer-zone';
import { QueryError } from '@/shared/ui/QueryError';
import { type CalendarLayerEvent, useSlots } from '@/shared/ui/slots';
import { openTaskDialog } from '@/shared/ui/task-dialog/open-task-dialog';
import type { TicketScope } from '../ticket-scope';
import { type CalendarMode, CalendarToolbar } from './CalendarToolbar';
import {
  type DateWindow,
  displayDay,
  isoDay,
  localDate,
  PHONE_QUERY,
  type TicketEventProps,
  ticketsToEvents,
  visibleWindow,
} from './calendar-events';
import { DayCreateModal } from './DayCreateModal';
import { EventContent } from './EventContent';
import { daysBetween, layerOf, layerToEvent } from './layer-events';
import { CALENDAR_MAX_TICKETS, useCalendarTickets } from './use-calendar-tickets';
import { useReschedule } from './use-reschedule';

export interface CalendarViewProps {
  scope: TicketScope;
  query: TicketListQuery;
}

const PLUGINS = [dayGridPlugin, listPlugin, interactionPlugin, classicThemePlugin];

const AGENDA = 'listMonth';

/** A month cell lists this many events, then a "+N more" link (keeps a busy month light). */
const MONTH_EVENTS_PER_DAY = 4;
const VIEWS = {
  dayGridMonth: { dayMaxEvents: MONTH_EVENTS_PER_DAY },
  dayGridWeek: { dayMaxEvents: false },
};

/** The month's name as the calendar writes it; a week by its days ('Jan 13 – 19, 2030'). */
function periodTitle(view: ViewApi, window: DateWindow, locale: string): string {
  if (view.type !== 'dayGridWeek') return view.title;
  return formatDayRange(window.date_from, window.date_to, locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

function eventContent({ event, view }: EventDisplayInfo) {
  const layer = layerOf(event);
  if (layer) return layer.render(view.type.startsWith('list'));
  return <EventContent event={event} view={view} />;
}

/**
 * The day's "+" (a pointer may also click the day itself). FullCalendar hides the day's top
 * from screen readers, so the button goes straight into the cell, where keyboard and screen
 * reader users reach it in the grid's order.
 */
function addDayButton(
  { el, date, view }: MountInfo<DayCellInfo>,
  t: TFunction,
  open: RefObject<(day: string) => void>,
  locale: string,
) {
  if (!view.type.startsWith('dayGrid') || el.querySelector('.calendar-day-add')) return;
  const day = isoDay(date);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'calendar-day-add';
  button.textContent = '+';
  button.setAttribute('aria-label', t('ui.tickets.board.add.dayButton', { date: displayDay(day, locale) }));
  button.addEventListener('click', (event) => {
    event.stopPropagation();
    open.current(day);
  });
  // Inside the cell's frame, which stacks above the cell itself.
  const frame = el.querySelector(':scope > [role="presentation"]') ?? el;
  frame.appendChild(button);
}

function onEventDidMount({ el, event }: MountInfo<EventDisplayInfo>) {
  const layer = layerOf(event);
  if (layer) Object.assign(el.dataset, layer.data);
  else el.dataset.ticketUid = event.id;
}

/** A layer's event asks its layer where it may land; tickets land anywhere. */
const eventAllow: AllowFunc = (span, moving) => {
  const layer = moving ? layerOf(moving) : null;
  if (!layer || !moving?.start) return true;
  return layer.canMove(daysBetween(moving.start, span.start));
};

/** A layer's event moved: its layer saves it, or it goes back. */
async function moveLayerEvent(layer: CalendarLayerEvent, info: EventDropInfo) {
  const { oldEvent, event } = info;
  const moved =
    oldEvent.start && event.start ? await layer.move(daysBetween(oldEvent.start, event.start)) : false;
  if (!moved) info.revert();
}

/**
 * The events other features put on a calendar (app/slots.tsx `calendarLayers`): each
 * layer renders (its own notices) and hands its events over.
 */
function useCalendarLayers() {
  const { calendarLayers } = useSlots();
  const [byLayer, setByLayer] = useState<readonly (readonly CalendarLayerEvent[])[]>([]);
  const handlers = useMemo(
    () =>
      calendarLayers.map(
        (_, index) => (events: CalendarLayerEvent[]) =>
          setByLayer((current) => {
            const next = [...current];
            next[index] = events;
            return next;
          }),
      ),
    [calendarLayers],
  );
  const events = useMemo(() => byLayer.flat().map(layerToEvent), [byLayer]);
  return { layers: calendarLayers, handlers, events };
}

/**
 * Tickets on their calendar dates (posts on their posted or film date, others on their due
 * date), by month or week, and as an agenda on phones. Each visible window is loaded once
 * through the list endpoint; dragging an event to another day reschedules its ticket; clicking
 * one opens it; clicking a day (or its "+") creates a ticket due that day.
 */
export function CalendarView({ scope, query }: CalendarViewProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const calendar = useRef<CalendarRef>(null);
  const [mode, setMode] = useState<CalendarMode>('dayGridMonth');
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const [createOn, setCreateOn] = useState<string | null>(null);
  const [period, setPeriod] = useState<{ window: DateWindow; title: string } | null>(null);
  const tickets = useCalendarTickets(scope, query, period?.window ?? null);
  const layers = useCalendarLayers();
  const events = useMemo(
    () => [...ticketsToEvents(tickets.data?.items ?? []), ...layers.events],
    [tickets.data, layers.events],
  );
  const reschedule = useReschedule(scope);
  const visibleDays = useMemo(() => {
    if (!period) return null;
    const last = localDate(period.window.date_to);
    return {
      start: localDate(period.window.date_from),
      end: new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1),
    };
  }, [period]);

  const showPeriod = useCallback(
    (view: ViewApi, start: Date, end: Date) => {
      const window = visibleWindow(start, end);
      const title = periodTitle(view, window, language);
      setPeriod((current) =>
        current &&
        current.title === title &&
        current.window.date_from === window.date_from &&
        current.window.date_to === window.date_to
          ? current
          : { window, title },
      );
    },
    [language],
  );
  const onDatesSet = useCallback(
    (info: DatesSetInfo) => showPeriod(info.view, info.start, info.end),
    [showPeriod],
  );
  // Another language: the period's title is written again (FullCalendar rewrites its own).
  useEffect(() => {
    const view = calendar.current?.getApi().view;
    if (view) showPeriod(view, view.activeStart, view.activeEnd);
  }, [showPeriod]);
  const onEventClick = useCallback((info: EventClickInfo) => {
    info.jsEvent.preventDefault();
    const layer = layerOf(info.event);
    if (layer) {
      layer.open();
      return;
    }
    const { ticket } = info.event.extendedProps as TicketEventProps;
    openTaskDialog({ taskId: ticket.uid, projectSlug: ticket.project.slug, title: ticket.summary });
  }, []);
  const onEventDrop = useCallback(
    (info: EventDropInfo) => {
      const layer = layerOf(info.event);
      void (layer ? moveLayerEvent(layer, info) : reschedule(info));
    },
    [reschedule],
  );
  const changeMode = (next: CalendarMode) => {
    setMode(next);
    calendar.current?.getApi().changeView(next);
  };
  // A window turned to or from phone size switches between the agenda and the grid.
  const shownView = phone ? AGENDA : mode;
  useEffect(() => {
    const api = calendar.current?.getApi();
    if (api && api.view.type !== shownView) api.changeView(shownView);
  }, [shownView]);
  const onDateClick = useCallback((info: DateClickInfo) => setCreateOn(isoDay(info.date)), []);
  const openDay = useRef(setCreateOn);
  const onDayMount = useCallback(
    (info: MountInfo<DayCellInfo>) => addDayButton(info, t, openDay, language),
    [t, language],
  );

  const empty = tickets.isSuccess && !tickets.isPlaceholderData && events.length === 0;
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      aria-label={t('ui.tickets.views.calendar.label')}
      component="section"
    >
      <CalendarToolbar
        title={period?.title ?? ''}
        mode={mode}
        agenda={phone}
        loading={tickets.isFetching}
        onPrevious={() => calendar.current?.getApi().prev()}
        onNext={() => calendar.current?.getApi().next()}
        onToday={() => calendar.current?.getApi().today()}
        onMode={changeMode}
      />
      {tickets.isError && (
        <QueryError
          message={t('ui.tickets.views.calendar.loadError')}
          error={tickets.error}
          onRetry={() => void tickets.refetch()}
          layout="row"
          mb="sm"
        />
      )}
      {empty && (
        <Text size="sm" c="dimmed" mb="sm" data-testid="calendar-empty">
          <IconInfoCircle size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
          {mode === 'dayGridMonth' || phone
            ? t('ui.tickets.views.calendar.emptyMonth')
            : t('ui.tickets.views.calendar.emptyWeek')}
        </Text>
      )}
      {visibleDays && (
        <Suspense fallback={null}>
          {layers.layers.map((Layer, index) => (
            <Layer
              // biome-ignore lint/suspicious/noArrayIndexKey: the slot list is fixed at start.
              key={index}
              workspaceUid={scope.workspaceUid}
              project={scope.kind === 'project' ? { uid: scope.projectUid, slug: scope.projectSlug } : null}
              start={visibleDays.start}
              end={visibleDays.end}
              onEvents={layers.handlers[index] ?? (() => undefined)}
            />
          ))}
        </Suspense>
      )}
      {tickets.data?.truncated && (
        <Text size="sm" c="orange" mb="sm" role="status">
          {t('ui.tickets.views.calendar.truncated', { count: CALENDAR_MAX_TICKETS })}
        </Text>
      )}
      <FullCalendar
        ref={calendar}
        plugins={PLUGINS}
        initialView={shownView}
        views={VIEWS}
        firstDay={weekStart(language)}
        locale={language}
        // "Today" is the viewer's day in their profile's zone, as due dates count it
        // (docs/product.md#time-zones), not the browser clock's.
        now={() => localDayOf(new Date(), viewerTimeZone())}
        noEventsContent={t('ui.tickets.views.calendar.emptyMonth')}
        // FullCalendar's own words, which it writes in English unless told.
        weekTextLong={t('ui.tickets.views.calendar.weekNumber')}
        weekTextShort={t('ui.tickets.views.calendar.weekNumberShort')}
        moreLinkText={(count: number) => t('ui.tickets.views.calendar.more', { count })}
        moreLinkHint={(count: number) => t('ui.tickets.views.calendar.moreHint', { count })}
        closeHint={t('ui.close')}
        headerToolbar={false}
        height="auto"
        events={events}
        editable
        eventDurationEditable={false}
        eventInteractive
        datesSet={onDatesSet}
        eventClick={onEventClick}
        eventDrop={onEventDrop}
        eventAllow={eventAllow}
        eventDidMount={onEventDidMount}
        eventContent={eventContent}
        dateClick={onDateClick}
        dayCellClass="calendar-day"
        dayCellDidMount={onDayMount}
      />
      <DayCreateModal scope={scope} day={createOn} onClose={() => setCreateOn(null)} />
    </Paper>
  );
}
