import type { Db } from '../../db/database.js';
import { seesTickets } from './brand-visibility.js';
import { type Membership, type ProjectAccess, placeFromRow } from './membership.js';
import { createMembershipRepository, type PlaceQuery } from './membership.repository.js';

/** Where a brand sits: its id and its workspace's. */
export interface KnownBrand {
  workspaceId: string;
  projectId: string;
}

/** A person's membership of the workspace, and their place on the brand. */
export interface BrandPlace {
  membership: Membership;
  project: ProjectAccess;
}

/**
 * A person's place on the brand another module's row sits on (a ticket's), decided as the
 * `projectMember` level and `MemberAccess.onBrand` decide it: their joined membership of the
 * workspace and the one brand-visibility rule on their grant (docs/product.md#roles-and-access).
 * The workspaces module's narrow function for the ticket guard (tickets.policies.ts): the row's
 * place, the member and their grant on its brand in one statement.
 */
export function createBrandPlaces(db: Db) {
  const repository = createMembershipRepository(db);

  return {
    /**
     * For the tasks of the brand the row `placeOf(id)` finds sits on: the statement, made once,
     * answering that place (null when there is no such row) and the person's place on its brand
     * (`found`), null when they are not a joined member of the workspace, may not see the brand
     * or its tasks (external collaborators), or call with a key limited to other brands
     * (`keyBrands`, `keyBrandsOf(request)`).
     */
    ofTasksAt(placeOf: (id: string) => PlaceQuery) {
      const statement = repository.memberAtPlace(placeOf);
      return async (
        userId: string,
        id: string,
        keyBrands: readonly string[] | null = null,
      ): Promise<{ brand: KnownBrand; found: BrandPlace | null } | null> => {
        const [row] = await statement(id, userId);
        if (!row) return null;
        const brand = { workspaceId: row.workspace_id, projectId: row.project_id };
        // A brand-limited key (rare) costs a second statement: which of its brands are this workspace's.
        const within = keyBrands ? await repository.brandsIn(brand.workspaceId, keyBrands) : null;
        const place = placeFromRow(row, userId, within);
        // Their place on the brand stands for their grant: the rule gives the same answer.
        const found =
          place && seesTickets({ role: place.membership.role, status: 'joined' }, place.project.role)
            ? place
            : null;
        return { brand, found };
      };
    },
  };
}
export type BrandPlaces = ReturnType<typeof createBrandPlaces>;
