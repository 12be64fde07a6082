import type { Db } from '../../db/database.js';
import { seesTickets } from './brand-visibility.js';
import { type KnownBrand, type Membership, type ProjectAccess, placeAt } from './membership.js';
import { createMembershipRepository, type PlaceQuery } from './membership.repository.js';

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
      const find = placeAt(repository, placeOf);
      return async (
        userId: string,
        id: string,
        keyBrands: readonly string[] | null = null,
      ): Promise<{ brand: KnownBrand; found: BrandPlace | null } | null> => {
        const at = await find(userId, id, keyBrands);
        if (!at) return null;
        const place = at.found;
        // Their place on the brand stands for their grant: the rule gives the same answer.
        const found =
          place && seesTickets({ role: place.membership.role, status: 'joined' }, place.project.role)
            ? place
            : null;
        return { brand: at.brand, found };
      };
    },
  };
}
export type BrandPlaces = ReturnType<typeof createBrandPlaces>;
