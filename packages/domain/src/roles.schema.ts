import { z } from 'zod';

export const roleSchema = z.object({ name: z.string() });

export const rolesResponseSchema = z.record(z.string(), roleSchema);

export type RolesResponse = z.infer<typeof rolesResponseSchema>;
