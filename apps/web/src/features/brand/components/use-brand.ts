import { brandAccessOf, isAdminRole, isExternalRole } from '@expertos/domain/roles';
import { useQuery } from '@tanstack/react-query';
import { useKnownProject } from '@/shared/stores/use-known-project';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { brandBySlugQueryOptions, brandPeopleQueryOptions } from '../api/brand-project';
import {
  type BrandRecordOf,
  brandRecordsQueryKey,
  type RecordKindName,
  recordCalls,
} from '../api/brand-records';

/**
 * The brand of a `/brand/{projectSlug}/settings/…` page: shown at once from the workspace's
 * loaded brands, and read from the server unless those were read a moment ago (`useKnownProject`).
 */
export function useBrandBySlug(slug: string) {
  const workspaceUid = useWorkspaceStore((state) => state.currentWorkspace?.uid ?? '');
  const known = useKnownProject(slug);
  return useQuery({
    ...brandBySlugQueryOptions(workspaceUid, slug),
    enabled: Boolean(workspaceUid && slug),
    ...known,
  });
}

export interface BrandAccess {
  /** May edit the profile: a workspace admin, or a brand admin with granted access. */
  admin: boolean | null;
  /** May add feedback: any member granted the brand who is not external. */
  member: boolean | null;
}

/**
 * What the user may do on the brand profile (docs/product.md#roles-and-access): a workspace
 * admin is implicitly admin of every brand; a brand admin with granted access who is not
 * external edits; every member granted the brand who is not external adds feedback; externals
 * read. Null while the brand's people are loading. The server checks again.
 */
export function useBrandAccess(projectUid: string | undefined): BrandAccess {
  const workspaceUid = useWorkspaceStore((state) => state.currentWorkspace?.uid ?? '');
  const role = useWorkspaceStore((state) => state.currentMemberRole);
  const memberUid = useWorkspaceStore((state) => state.currentMember?.uid ?? null);
  const workspaceAdmin = isAdminRole(role);
  const people = useQuery({
    ...brandPeopleQueryOptions(workspaceUid, projectUid ?? ''),
    enabled: Boolean(workspaceUid && projectUid && !workspaceAdmin && !isExternalRole(role)),
  });
  if (workspaceAdmin || isExternalRole(role)) return brandAccessOf(role, memberUid, []);
  if (!people.data) return people.isError ? { admin: false, member: false } : { admin: null, member: null };
  return brandAccessOf(role, memberUid, people.data);
}

/** Whether the user may edit the brand profile (see `useBrandAccess`); null while loading. */
export function useIsBrandAdmin(projectUid: string | undefined): boolean | null {
  return useBrandAccess(projectUid).admin;
}

/** One kind of the brand's records (voices, assistants, audiences, influences). */
export function useBrandRecords<K extends RecordKindName>(projectUid: string | undefined, kind: K) {
  return useQuery<BrandRecordOf[K][]>({
    queryKey: brandRecordsQueryKey(projectUid ?? '', kind),
    queryFn: () => recordCalls(kind).list(projectUid ?? '') as Promise<BrandRecordOf[K][]>,
    enabled: Boolean(projectUid),
  });
}
