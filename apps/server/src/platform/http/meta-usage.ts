/**
 * Meta's usage headers, read the same by every Meta client (publishing's Graph and the social
 * module's Instagram import).
 */

/** A usage header's JSON, or null. */
function headerJson(headers: Headers, name: string): unknown {
  const raw = headers.get(name);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/**
 * What Meta's usage headers say (providers/publishing.md §2): whether a limit is reached, and
 * in how many milliseconds access comes back when `X-Business-Use-Case-Usage` says.
 * `X-App-Usage`: `{call_count, total_time, total_cputime}` in percent of the app's hour;
 * `X-Business-Use-Case-Usage`: `{<page-or-account-id>: [{type, call_count, total_cputime,
 * total_time, estimated_time_to_regain_access}]}`, the last in minutes. Facebook Pages and
 * Instagram accounts are both limited this way (Instagram: from Meta's rate-limiting docs, not
 * the sheet).
 */
export function usageOf(headers: Headers): { reached: boolean; regainMs: number | null; peak: number } {
  let peak = 0;
  let minutes = 0;
  const note = (entry: Record<string, unknown>) => {
    for (const key of ['call_count', 'total_time', 'total_cputime'])
      peak = Math.max(peak, Number(entry[key]) || 0);
  };
  const app = headerJson(headers, 'x-app-usage');
  if (app && typeof app === 'object') note(app as Record<string, unknown>);
  const business = headerJson(headers, 'x-business-use-case-usage');
  if (business && typeof business === 'object')
    for (const entries of Object.values(business as Record<string, unknown>))
      for (const entry of Array.isArray(entries) ? (entries as Record<string, unknown>[]) : []) {
        note(entry);
        minutes = Math.max(minutes, Number(entry.estimated_time_to_regain_access ?? 0) || 0);
      }
  return { reached: peak >= 100 || minutes > 0, regainMs: minutes > 0 ? minutes * 60_000 : null, peak };
}
