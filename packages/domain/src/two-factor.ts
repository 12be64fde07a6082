import { z } from 'zod';
import { passwordSchema } from './auth.schema';

/** Two-step verification (docs/product.md#two-step-verification). */

/** Recovery codes made at once; each works once. */
export const RECOVERY_CODES_COUNT = 10;
/** How long "trust this device" skips the code on that browser. */
export const TRUST_DEVICE_DAYS = 30;
/** How long a sign-in waits for its code after the password was right. */
export const TWO_FACTOR_CHALLENGE_MINUTES = 10;
/** A used authenticator code is refused again for this long (it stays valid about 90 s). */
export const USED_CODE_MEMORY_MS = 3 * 60_000;

/** An authenticator app's code: six digits (spaces people type are dropped). */
export const totpCodeSchema = z
  .string()
  .max(20)
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'))
  .meta({ examples: ['123456'] });

/** A recovery code as shown (`AbC12-dEf34`); typed with or without its dash. */
export const recoveryCodeSchema = z
  .string()
  .max(40)
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, 'Enter one of your recovery codes, like AbC12-dEf34.')
      .transform((code) => (code.includes('-') ? code : `${code.slice(0, 5)}-${code.slice(5)}`)),
  )
  .meta({ examples: ['AbC12-dEf34'] });

/** Turning it on, or making new recovery codes: the password again. */
export const twoFactorPasswordSchema = z.object({ password: passwordSchema });

/** The code step of a sign-in (or confirming it is set up). */
export const totpVerifySchema = z.object({ code: totpCodeSchema, trustDevice: z.boolean().optional() });
export const recoveryVerifySchema = z.object({
  code: recoveryCodeSchema,
  trustDevice: z.boolean().optional(),
});

/** Turning it off: the password and a code (from the app, or a recovery code). */
export const twoFactorDisableSchema = z.object({
  password: passwordSchema,
  code: z.union([totpCodeSchema, recoveryCodeSchema]),
});

/** What turning it on answers: the key for the app (as a link and as text) and the recovery codes. */
export const twoFactorEnabledSchema = z.object({
  totpURI: z.string(),
  backupCodes: z.array(z.string()),
});

/** The secret of an `otpauth://` link, grouped in fours for typing it in by hand. */
export function totpKeyOf(uri: string): string {
  try {
    const secret = new URL(uri).searchParams.get('secret') ?? '';
    return secret.replace(/(.{4})(?=.)/g, '$1 ');
  } catch {
    return '';
  }
}

/** Days a workspace's members have to turn it on once an admin requires it. */
export const TWO_FACTOR_GRACE_DAYS = 7;

/** A workspace's "require two-step verification" policy, as its admins read and set it. */
export const workspaceSecuritySchema = z.object({
  require_two_factor: z.boolean(),
  /** From when members without it are refused (the day it was turned on plus the grace); null when off. */
  enforced_from: z.string().nullable(),
});
export type WorkspaceSecurity = z.infer<typeof workspaceSecuritySchema>;
export const workspaceSecurityUpdateSchema = z.object({ require_two_factor: z.boolean() });
