/**
 * Security e-mails (docs/product.md#security-e-mails): a person is told, at their own address,
 * when something changes how their account signs in, with a link to review their sign-ins.
 */
export const SECURITY_CHANGES = [
  'new_sign_in',
  'two_factor_on',
  'two_factor_off',
  'recovery_code_used',
  'passkey_added',
  'passkey_removed',
  'password_changed',
  'api_key_created',
] as const;
export type SecurityChange = (typeof SECURITY_CHANGES)[number];

/** What the e-mail names besides the change: the device and address of a sign-in, a passkey's or key's name. */
export interface SecurityChangeDetail {
  device?: string;
  address?: string | null;
  /** How a sign-in proved itself, in words ("password and authenticator code"). */
  method?: string;
  name?: string;
}

/** How long a browser is remembered as one the person signs in from (its cookie's life). */
export const KNOWN_DEVICE_DAYS = 400;
