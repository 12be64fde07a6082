/**
 * When two names are "the same" for the uniqueness rules (docs/product.md#unique-names): workspace
 * names per owner and brand names per workspace. Spaces around and between words and letter case
 * do not make a name different, so "Acme Coffee" and " acme  coffee" clash.
 */
export function nameKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/** Whether `name` clashes with one of `taken` (by nameKey). */
export function nameIsTaken(name: string, taken: Iterable<string>): boolean {
  const key = nameKey(name);
  for (const other of taken) if (nameKey(other) === key) return true;
  return false;
}
