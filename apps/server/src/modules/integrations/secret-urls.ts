/**
 * URLs that are credentials (docs/product.md#integrations): a webhook's URL (a Zapier or Discord
 * hook works as a password) and Slack's incoming-webhook URL. Stored sealed, never returned,
 * never logged; brand admins see a mask.
 */

/** A webhook URL's own context, so a sealed URL never opens as the signing secret or the reverse. */
export const urlSecretContext = (id: string) => `project_integration_url:${id}`;

/** Below this many characters after the host, the last 4 would give most of it away: none shown. */
const SHORT_REST = 12;

/**
 * `https://hooks.zapier.com/…a1b2`: the scheme and host (and port), then the last 4 characters
 * — enough for an admin to tell two hooks apart, never the path or query that hold the token.
 * Null for a value that is not a URL.
 */
export function maskSecretUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const rest = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  const tail = rest.length >= SHORT_REST ? rest.slice(-4) : '';
  return `${parsed.protocol}//${parsed.host}/…${tail}`;
}

/**
 * The mask a brand admin sees of a URL that is a credential; null when there is none, and when
 * the stored value cannot be opened (a lost key shows as no mask, not as a failed page).
 */
export function secretUrlMask(read: () => string | null): string | null {
  try {
    const url = read();
    return url === null ? null : maskSecretUrl(url);
  } catch {
    return null;
  }
}
