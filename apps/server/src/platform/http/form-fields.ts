/**
 * The fields of an `application/x-www-form-urlencoded` body. A name sent twice answers that
 * name instead: which of the two a handler would read is never left to chance.
 */
export function formFields(body: string): { fields: Record<string, string> } | { duplicate: string } {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    if (name in fields) return { duplicate: name };
    fields[name] = value;
  }
  return { fields };
}
