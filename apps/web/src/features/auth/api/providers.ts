import * as providers from '@expertos/api-client/sign-in-providers';
import { api } from '@/shared/api/client';

/** Signing in with Google, Microsoft or another provider (docs/product.md#sign-in-with-a-provider). */
export const signInProvidersQueryKey = ['sign-in-providers'] as const;
export const linkedProvidersQueryKey = ['me', 'linked-providers'] as const;
export const fetchSignInProviders = () => providers.listSignInProviders(api);
export const fetchLinkedProviders = () => providers.listLinkedProviders(api);
export const unlinkProvider = (id: string) => providers.unlinkProvider(api, id);

/** Sends the browser to the provider; it comes back signed in at `callbackURL`, or with `?error=` at `errorCallbackURL`. */
export async function goToProvider(input: {
  provider: string;
  callbackURL: string;
  errorCallbackURL: string;
  newUserCallbackURL?: string;
  link?: boolean;
}) {
  window.location.assign(await providers.startWithProvider(api, input));
}
