import { idTokenResponseSchema } from '@expertos/domain/auth.schema';
import { z } from 'zod';

/**
 * The identity service's replies, as auth.ts's calls parse them. Their own module: auth.ts is on
 * the first screen's path (get-session, the token), and imports these beside its calls
 * (lazy-replies.ts), so zod stays out of the app's first file.
 */

/** The account as the identity service answers it; only what the app reads is kept. */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullish(),
});
export type AuthUserReply = z.infer<typeof authUserSchema>;

export const authUserResponseSchema = z.object({ user: authUserSchema });
export type AuthUserResponse = z.infer<typeof authUserResponseSchema>;

/** The identity service's "done" reply. Its `status` is not read: a 2xx means done. */
export const authStatusResponseSchema = z.object({ status: z.boolean().optional() }).optional();

export { idTokenResponseSchema };
export type IdTokenResponse = z.infer<typeof idTokenResponseSchema>;

/**
 * What a right password answers: the user (the session cookie is set), or, for someone with
 * two-step verification on, `twoFactorRedirect` and no session yet: the code comes next.
 */
export const signInResponseSchema = z.union([
  authUserResponseSchema,
  z.object({ twoFactorRedirect: z.literal(true) }),
]);
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** get-session's answer: null without a session. */
export const sessionReplySchema = z
  .object({ session: z.object({ id: z.string() }).loose() })
  .loose()
  .nullable();

/** A two-step change's "done" (disable): its `status` is not read, a 2xx means done. */
export const authDoneSchema = z.object({ status: z.boolean().optional() }).loose();

/** A passkey sign-in's answer: the person signed in (only that an id came back is read). */
export const passkeySignInSchema = z.object({ user: z.object({ id: z.string() }).loose() }).loose();

/** New recovery codes (`generate-backup-codes`). */
export const recoveryCodesSchema = z.object({ backupCodes: z.array(z.string()) }).loose();

/** get-session read for whether the person has two-step verification on (null: no session). */
export const twoFactorSessionSchema = z
  .object({ user: z.object({ twoFactorEnabled: z.boolean().nullish() }).loose() })
  .loose()
  .nullable();

/** A provider sign-in or link that starts: the provider's address to send the browser to. */
export const providerRedirectSchema = z.object({ url: z.string().url() }).loose();

/** The provider accounts linked to the person's, as the identity service lists them. */
export const linkedAccountsSchema = z.array(
  z.object({ providerId: z.string(), createdAt: z.string() }).loose(),
);
