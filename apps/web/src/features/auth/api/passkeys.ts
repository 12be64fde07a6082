import * as passkeys from '@expertos/api-client/passkeys';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { api } from '@/shared/api/client';

/** Passkeys (docs/product.md#passkeys). The WebAuthn helper loads only when a passkey is used. */
export const passkeysQueryKey = ['me', 'passkeys'] as const;
export const fetchPasskeys = () => passkeys.listPasskeys(api);
export const renamePasskey = (id: string, name: string) => passkeys.renamePasskey(api, id, name);
export const removePasskey = (id: string) => passkeys.removePasskey(api, id);

const webauthn = () => import('@simplewebauthn/browser');

/** Whether this browser can make and use passkeys at all. */
export async function passkeysSupported(): Promise<boolean> {
  return (await webauthn()).browserSupportsWebAuthn();
}

/** Asks the device for a new passkey and keeps it (named after the device). */
export async function createPasskey() {
  const { startRegistration } = await webauthn();
  const optionsJSON = (await passkeys.passkeyRegistrationOptions(
    api,
  )) as unknown as PublicKeyCredentialCreationOptionsJSON;
  const response = await startRegistration({ optionsJSON });
  return passkeys.addPasskey(api, { response });
}

/**
 * Signs in with a passkey: the browser shows its passkey picker, or, with `autofill`, offers
 * them in the e-mail field's suggestions (and waits until one is chosen). Resolves once the
 * session cookie is set.
 */
export async function passkeySignIn({ autofill = false }: { autofill?: boolean } = {}) {
  const { startAuthentication } = await webauthn();
  const optionsJSON = (await passkeys.passkeySignInOptions(
    api,
  )) as unknown as PublicKeyCredentialRequestOptionsJSON;
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  await passkeys.signInWithPasskey(api, response);
}

/** Whether the browser offers passkeys among the e-mail field's suggestions. */
export async function passkeyAutofillSupported(): Promise<boolean> {
  return (await webauthn()).browserSupportsWebAuthnAutofill();
}

/** Stops a pending passkey request (leaving the page, or starting another). */
export async function cancelPasskeyRequest() {
  (await webauthn()).WebAuthnAbortService.cancelCeremony();
}

/** Whether an error is the person closing the browser's passkey prompt (not worth an alarm). */
export function passkeyCancelled(error: unknown): boolean {
  const name = (error as { name?: string; cause?: { name?: string } } | null)?.name;
  const cause = (error as { cause?: { name?: string } } | null)?.cause?.name;
  return (
    name === 'NotAllowedError' ||
    cause === 'NotAllowedError' ||
    name === 'AbortError' ||
    cause === 'AbortError'
  );
}
