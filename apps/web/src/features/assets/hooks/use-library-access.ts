import type { AssetBrand } from '@expertos/api-client/assets';
import { brandAccessOf, isAdminRole, isExternalRole } from '@expertos/domain/roles';
import { useQuery } from '@tanstack/react-query';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import * as calls from '../api/asset-calls';
import { assetKeys } from '../api/asset-queries';

export interface LibraryAccess {
  /** Deletes for good, sets pull policies, opens folders to externals; null while the brand's people load. */
  admin: boolean | null;
  /** An external collaborator: reads, and uploads only into folders opened to them. */
  external: boolean;
  /** Uploads anywhere, organises, versions and sets rights (every brand member but externals). */
  edit: boolean;
}

/**
 * What the viewer may do in the library (docs/product.md#asset-library), as the other brand
 * pages decide it: workspace admins administer every brand, externals none, anyone else by their
 * place on the brand. The server checks again.
 */
export function useLibraryAccess(brand: AssetBrand): LibraryAccess {
  const role = useWorkspaceStore((state) => state.currentMemberRole);
  const memberUid = useWorkspaceStore((state) => state.currentMember?.uid ?? null);
  const external = isExternalRole(role);
  const decided = isAdminRole(role) || external;
  const people = useQuery({
    queryKey: assetKeys.people(brand),
    queryFn: () => calls.fetchBrandPeople(brand),
    enabled: Boolean(brand.workspaceId && brand.projectId && !decided),
  });
  let admin: boolean | null;
  if (decided) admin = brandAccessOf(role, memberUid, []).admin;
  else if (people.data) admin = brandAccessOf(role, memberUid, people.data).admin;
  else admin = people.isError ? false : null;
  return { admin, external, edit: !external };
}
