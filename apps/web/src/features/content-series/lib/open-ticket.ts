import type { MouseEvent } from 'react';

/** A plain click opens the ticket in the dialog; with a modifier, the browser opens the link. */
export function opensDialog(event: MouseEvent) {
  return !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0);
}

/** The post's day: a calendar day (`YYYY-MM-DD`) as it is, an instant by its date. */
export function dayOf(day: string): string {
  return day.slice(0, 10);
}
