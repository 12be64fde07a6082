import { signInProviderListSchema } from '@expertos/domain/sign-in-providers.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SignInProviderConfig } from '../../config.js';

/**
 * Which providers the sign-in page offers (docs/product.md#sign-in-with-a-provider): their ids
 * and names only, never a client id or secret.
 */
export const signInProvidersRoutes =
  (providers: SignInProviderConfig[]): FastifyPluginAsyncZod =>
  async (app) => {
    const items = providers.map(({ id, name }) => ({ id, name }));
    app.get(
      '/sign-in-providers',
      {
        config: { access: 'public' },
        schema: {
          tags: ['account'],
          summary: 'The providers people may sign in with here (Google, Microsoft, others the server set up)',
          response: { 200: signInProviderListSchema },
        },
      },
      async () => ({ items }),
    );
  };
