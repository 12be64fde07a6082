import dayjs from 'dayjs';

/**
 * A picked date as the API's `YYYY-MM-DD` (Mantine's pickers answer such strings, possibly
 * with a time; a Date is read in local time), or null for none.
 */
export function toIsoDay(value: string | Date | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value.slice(0, 10) : dayjs(value).format('YYYY-MM-DD');
}
