import { lazyReplies } from '@expertos/api-client/lazy-replies';
import { api } from '@/shared/api/client';

/** The reply's schema, imported beside the call (the sign-in page shows this form). */
const reply = lazyReplies(() => import('@expertos/domain/sso.schema'));

/**
 * `POST /sso/start` (docs/product.md#single-sign-on): the identity provider's address for the
 * workspace that verified this address's domain; 404 `sso_not_configured`, 409
 * `domain_not_verified`. `redirect` is where to land once signed in.
 */
export async function startSso(input: { email: string; redirect?: string }): Promise<string> {
  const started = await api.post('/sso/start', {
    body: input,
    schema: reply('ssoStartResultSchema'),
    auth: false,
  });
  return started.url;
}

/** Leaves the app for the identity provider (a module export, so a test can record it). */
export const leaveFor = (url: string) => window.location.assign(url);
