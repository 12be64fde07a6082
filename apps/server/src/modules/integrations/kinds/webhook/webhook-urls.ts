import type { SecretBox } from '../../../../platform/secrets/secret-box.js';
import type { IntegrationsRepository } from '../../integrations.repository.js';
import { urlSecretContext } from '../../secret-urls.js';
import type { StoredIntegration } from '../kind.js';

/**
 * A webhook's URL (docs/product.md#integrations): sealed in `url_secret`, or (a row from before
 * migration 0038) plain in config.
 */
export function webhookUrlOf(stored: StoredIntegration): string | null {
  if (stored.row.url_secret) return stored.sealedUrl();
  const url = stored.config.url;
  return typeof url === 'string' ? url : null;
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
  for (const row of await repository.plainUrlRows('webhook')) {
    const { url, ...config } = JSON.parse(row.config) as { url?: unknown };
    // A row with no readable URL has nothing to seal; its deliveries fail as they did.
    if (typeof url !== 'string') continue;
    const secret = box.seal(url, urlSecretContext(row.id));
    if (await repository.sealUrl(row.id, secret, JSON.stringify(config), row.config)) sealed++;
  }
  return sealed;
}
