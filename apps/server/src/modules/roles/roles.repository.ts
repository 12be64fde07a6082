import type { Db } from '../../db/database.js';

export function createRolesRepository(db: Db) {
  return {
    /** Every role, highest rank first. */
    list: () => db.selectFrom('roles').select(['key', 'name', 'rank']).orderBy('rank', 'desc').execute(),
  };
}
export type RolesRepository = ReturnType<typeof createRolesRepository>;
