export type QueryValue = string | number | boolean;
export type QueryParams = Readonly<
  Record<string, QueryValue | readonly (QueryValue | null | undefined)[] | null | undefined>
>;

/**
 * Joins the base URL and a path and appends the query. The base may be relative ('/api',
 * resolved by the browser against the page's origin), so no `new URL()` here.
 * Undefined and null values are left out, so optional filters can be passed as they are;
 * arrays repeat the key (`role=admin&role=member`).
 */
export function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const url = `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const qs = search.toString();
  if (!qs) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${qs}`;
}
