import type { SecretBox } from '../../platform/secrets/secret-box.js';
import type { IntegrationsRepository } from './integrations.repository.js';

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
 * Seals the webhook URLs still kept plain in `config` (rows from before migration 0038, which
 * could not seal them: the key lives with the running server, not in migrations). Run when the
 * module starts; safe to run again and from several processes at once: each row is rewritten
 * in one statement only while its `url_secret` is empty and its config is as read, so the first
 * writer wins and the rest change nothing (a row an admin saves meanwhile is sealed by that
 * save). Answers how many rows this call sealed.
 */
export async function sealPlainWebhookUrls(
  repository: IntegrationsRepository,
  box: SecretBox,
): Promise<number> {
  let sealed = 0;
  for (const row of await repository.plainUrlWebhooks()) {
    const { url, ...config } = JSON.parse(row.config) as { url?: unknown };
    // A row with no readable URL has nothing to seal; its deliveries fail as they did.
    if (typeof url !== 'string') continue;
    const secret = box.seal(url, urlSecretContext(row.id));
    if (await repository.sealUrl(row.id, secret, JSON.stringify(config), row.config)) sealed++;
  }
  return sealed;
}
