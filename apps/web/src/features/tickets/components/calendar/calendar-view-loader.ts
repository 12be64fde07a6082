import { preloadable } from '@/shared/lib/preloadable';

/**
 * The calendar view's code (FullCalendar): not in the task list's. Fetched ahead by the list
 * (view switch hovered, page idle) and by a cold load of a calendar's address
 * (calendar-on-start.ts), so the view renders without waiting for it.
 */
export const calendarView = preloadable(() => import('./CalendarView').then((m) => m.CalendarView));
