import { localTimeZone } from '@expertos/domain/time-zones';

/**
 * The zone the signed-in person's days and times are counted in (docs/product.md#time-zones):
 * their profile's, else their browser's. Set at session start and when they change it.
 */
let chosen: string | null = null;

export function setViewerTimeZone(zone: string | null): void {
  chosen = zone;
}

/** This browser's zone, when it is one we accept; UTC otherwise. */
export function browserTimeZone(): string {
  return localTimeZone() ?? 'UTC';
}

export function viewerTimeZone(): string {
  return chosen ?? browserTimeZone();
}
