/*
 * The zone arithmetic, one implementation for server and web (docs/architecture.md#time-zones),
 * built on Intl alone and checked by the DST table (time-zones.test.ts): a wall-clock time in a
 * zone (a skipped time moves past the skip, a doubled one takes the first), the calendar day of
 * an instant in a zone, and the instant a zone's day starts. Apart from time-zones.ts, which
 * the first screen loads (it says which names are zones), so this stays off it.
 */
export { brandDay as dayIn } from './analytics/schedule';
export { dayStart } from './approvals/timers';
export { offsetAt as zoneOffsetAt, wallClockIn, zonedInstant } from './publishing/queue-slots';
export { type ZoneTransition, zoneTransitions } from './zone-transitions';
