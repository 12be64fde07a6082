/** A date in the user's locale (decisions.md), e.g. 'Jan 8, 2030'; the text as given when it is no date. */
export function formatDate(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}
