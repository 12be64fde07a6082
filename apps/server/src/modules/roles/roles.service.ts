import type { RolesResponse } from '@expertos/domain/roles.schema';
import type { RolesRepository } from './roles.repository.js';

export function createRolesService(repository: RolesRepository) {
  // The roles are written by a migration and never changed by the app: read once per process
  // (a failed read is not kept, so the next request tries again).
  let cached: Promise<RolesResponse> | null = null;
  return {
    /** `GET /roles` answers an object keyed by role whose values have a name. */
    listRoles(): Promise<RolesResponse> {
      cached ??= repository.list().then(
        (rows) => Object.fromEntries(rows.map((row) => [row.key, { name: row.name }])),
        (error: unknown) => {
          cached = null;
          throw error;
        },
      );
      return cached;
    },
  };
}
export type RolesService = ReturnType<typeof createRolesService>;
