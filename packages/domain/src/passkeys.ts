import { z } from 'zod';

// Named by the error catalogue, so kept where the first screen reads it free of zod (limits.ts).
export { PASSKEYS_MAX } from './limits';

/** Passkeys (docs/product.md#passkeys): WebAuthn credentials a person signs in with. */

/** A passkey's name, as the person reads it in their list. */
export const PASSKEY_NAME_MAX = 60;
/** How long the browser has to answer a passkey request (the challenge lives this long). */
export const PASSKEY_CHALLENGE_MINUTES = 5;

/** WebAuthn's transports, as browsers report them. */
export const PASSKEY_TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;

export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the passkey a name.')
  .max(PASSKEY_NAME_MAX, `A passkey's name is at most ${PASSKEY_NAME_MAX} characters.`)
  .meta({ examples: ['MacBook Touch ID'] });

/** Base64url text as WebAuthn's JSON forms carry bytes; bounded so nothing huge is decoded. */
const bytes = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, 'Expected base64url text.');

const extensionResults = z.record(z.string().max(64), z.unknown()).default({});

/** What `navigator.credentials.create()` answered, in WebAuthn's JSON form. */
export const passkeyRegistrationResponseSchema = z.object({
  id: bytes(1_024).min(1),
  rawId: bytes(1_024).min(1),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: bytes(8_192),
    attestationObject: bytes(65_536),
    transports: z.array(z.enum(PASSKEY_TRANSPORTS)).max(PASSKEY_TRANSPORTS.length).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensionResults,
});

/** What `navigator.credentials.get()` answered, in WebAuthn's JSON form. */
export const passkeyAuthenticationResponseSchema = z.object({
  id: bytes(1_024).min(1),
  rawId: bytes(1_024).min(1),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: bytes(8_192),
    authenticatorData: bytes(8_192),
    signature: bytes(2_048),
    userHandle: bytes(256).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensionResults,
});

/** Adding a passkey: the browser's answer and, optionally, a name (else the device's). */
export const passkeyAddSchema = z.object({
  response: passkeyRegistrationResponseSchema,
  name: passkeyNameSchema.optional(),
});

export const passkeyRenameSchema = z.object({ name: passkeyNameSchema });

/** Signing in with a passkey: the browser's answer to the challenge the options named. */
export const passkeySignInSchema = z.object({ response: passkeyAuthenticationResponseSchema });

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Synced between the person's devices (a platform passkey) rather than bound to one key. */
  synced: z.boolean(),
  created_at: z.string(),
  /** When it last signed in, or null when never. */
  last_used_at: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyListSchema = z.object({ items: z.array(passkeySchema) });

/**
 * The options handed to the browser's WebAuthn call (`PublicKeyCredentialCreationOptionsJSON` or
 * `…RequestOptionsJSON`), passed on as the server library made them.
 */
export const passkeyOptionsSchema = z.object({ challenge: z.string() }).loose();
