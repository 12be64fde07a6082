import { z } from 'zod';

/** A provider's id, as the server's configuration names it ("google", "microsoft", "okta"). */
export const providerIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'Unknown sign-in provider.')
  .meta({ examples: ['google'] });

export const signInProviderSchema = z.object({ id: z.string(), name: z.string() });

export type SignInProvider = z.infer<typeof signInProviderSchema>;

export const signInProviderListSchema = z.object({ items: z.array(signInProviderSchema) });

/** A provider account linked to the person's: which provider, and since when. */
export const linkedProviderSchema = z.object({ provider: z.string(), linked_at: z.string() });
