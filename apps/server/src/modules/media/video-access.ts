import type { MemberAccess } from '../workspaces/member-access.js';
import type { VideosTable } from './media.tables.js';

/**
 * Who may act on a recording (docs/product.md#recordings): a joined member of its workspace,
 * not external, who may see its brand now — workspace admins every brand, others with a grant,
 * as the brand's tickets. The same people who may start an upload on the brand
 * (`projectTickets`). Having uploaded it gives nothing on top: an uploader taken off the brand
 * or out of the workspace, or made external, loses it with the rest.
 *
 * The rule is the workspaces module's (`MemberAccess.onBrand`), asked on every call; nothing
 * here reads membership tables.
 */
export function createVideoAccess(access: Pick<MemberAccess, 'onBrand'>) {
  return {
    /** `keyBrands`: the caller's brand-limited API key's brands (`keyBrandsOf(request)`), if any. */
    async mayAct(
      video: Pick<VideosTable, 'workspace_id' | 'project_id'>,
      userId: string,
      keyBrands: readonly string[] | null = null,
    ): Promise<boolean> {
      const found = await access.onBrand(userId, video.project_id, keyBrands);
      return (
        found !== null &&
        found.membership.workspaceId === video.workspace_id &&
        found.membership.role !== 'external'
      );
    },
  };
}
export type VideoAccess = ReturnType<typeof createVideoAccess>;
