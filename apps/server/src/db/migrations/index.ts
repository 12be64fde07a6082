import type { Migration } from 'kysely';
import { migration0001Roles } from './0001-roles.js';

/**
 * Every migration, in order. Listed statically (not read from a folder) so the bundled
 * server carries them; names sort in the order they must run.
 */
export const migrations: Record<string, Migration> = {
  '0001-roles': migration0001Roles,
};
