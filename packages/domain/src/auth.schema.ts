import { z } from 'zod';
import { isRedirectPath, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, REDIRECT_PATH_MAX_LENGTH } from './auth';

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));
export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
export const nameSchema = z.string().trim().min(1).max(120);

/** A path inside the app to return to after signing in, e.g. '/dashboard?viewMode=kanban'. */
export const redirectPathSchema = z
  .string()
  .max(REDIRECT_PATH_MAX_LENGTH)
  .refine(isRedirectPath, 'must be a path inside the app');

export const signUpSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: z.string().min(1),
  newPassword: passwordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** `GET /api/auth/token`: a short-lived signed ID token for the signed-in session. */
export const idTokenResponseSchema = z.object({ token: z.string() });
