/**
 * Time zones the app accepts (docs/product.md#time-zones): IANA names the runtime knows, checked
 * against its list (`Intl.supportedValuesOf('timeZone')`) and the aliases it resolves into that
 * list, never against a pattern alone, so a zone never reaches a formatter unless it is real.
 * Zones are stored as names and only ever handed to `Intl`: none is put into SQL.
 */

/** What a refused zone answers (400 `invalid_time_zone`); the catalogue repeats this text. */
export const TIME_ZONE_MESSAGE =
  'This is not a time zone we know: use an IANA name such as Europe/Berlin or America/New_York.';

export const TIME_ZONE_MAX_LENGTH = 64;

// Area/Location[/Sub], or a single word (UTC, EST): letters, digits, _ + -. No spaces, no
// offsets such as "+05:00" (Intl takes those, but they are no zone: they never change for DST).
const IANA_SHAPE = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/;

let known: Set<string> | null = null;
function knownZones(): Set<string> {
  if (!known) {
    const list =
      typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ([] as string[]);
    // The list leaves out UTC itself on some runtimes (it names Etc/ zones only).
    known = new Set([...list, 'UTC']);
  }
  return known;
}

/** The runtime's own spelling of a zone (`europe/paris` → `Europe/Paris`), or null when it has none. */
function resolved(name: string): string | null {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * The zone as stored, or null when it is not one: a listed name as it is; an alias the runtime
 * resolves into its list (Asia/Kolkata, US/Pacific, Etc/UTC) as given, in the runtime's case.
 */
export function normalTimeZone(name: unknown): string | null {
  if (typeof name !== 'string' || name.length === 0 || name.length > TIME_ZONE_MAX_LENGTH) return null;
  if (knownZones().has(name)) return name;
  if (!IANA_SHAPE.test(name)) return null;
  const canonical = resolved(name);
  if (!canonical || !knownZones().has(canonical)) return null;
  return canonical.toLowerCase() === name.toLowerCase() ? canonical : name;
}

export function isTimeZone(name: unknown): name is string {
  return normalTimeZone(name) !== null;
}

/**
 * Names the runtime's list (ICU's) still spells the old way, and the names IANA and people use
 * now: a picker offers these, so "Kolkata" or "Kyiv" is found. Both spellings are accepted.
 */
const CURRENT_NAMES: Record<string, string> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** Every zone a picker offers: the runtime's list in today's spellings, sorted, UTC first. */
export function timeZoneChoices(): string[] {
  const names = [...knownZones()]
    .filter((zone) => zone !== 'UTC')
    .map((zone) => {
      const current = CURRENT_NAMES[zone];
      return current && normalTimeZone(current) ? current : zone;
    });
  return ['UTC', ...new Set(names)].sort((a, b) => (a === 'UTC' ? -1 : b === 'UTC' ? 1 : a.localeCompare(b)));
}

/** The zone this runtime runs in (a browser: the person's), when it is one we accept. */
export function localTimeZone(): string | null {
  return normalTimeZone(new Intl.DateTimeFormat().resolvedOptions().timeZone);
}
