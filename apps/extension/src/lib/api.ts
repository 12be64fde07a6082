import { catalogueError } from '@expertos/api-client/api-error';
import { type ApiClient, createApiClient } from '@expertos/api-client/client';
import { appOrigin } from './app-url';
import { getToken, SignedOutError, signOut } from './auth';
import { fetchIn } from './fetch-in';
import { currentLanguage } from './language';

/**
 * The API client of the extension's pages, on the app it signed in through, asking in the
 * extension's language. A 401 means the session is over (spec §8): the extension signs out and
 * its pages show the sign-in link.
 */
export async function extensionApi(): Promise<ApiClient> {
  const [origin, language] = await Promise.all([appOrigin(), currentLanguage()]);
  return createApiClient({
    baseUrl: `${origin}/api`,
    fetch: fetchIn(language),
    tokens: {
      async getToken() {
        try {
          return await getToken();
        } catch (error) {
          if (error instanceof SignedOutError) throw catalogueError('unauthorized', 401);
          throw error;
        }
      },
    },
    onUnauthorized: () => signOut(),
  });
}
