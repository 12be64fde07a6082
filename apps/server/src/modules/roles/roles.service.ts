import type { RolesResponse } from '@expertos/domain/roles';
import type { RolesRepository } from './roles.repository.js';

export function createRolesService(repository: RolesRepository) {
  return {
    /** `GET /roles` answers an object keyed by role whose values have a name. */
    async listRoles(): Promise<RolesResponse> {
      const rows = await repository.list();
      return Object.fromEntries(rows.map((row) => [row.key, { name: row.name }]));
    },
  };
}
export type RolesService = ReturnType<typeof createRolesService>;
