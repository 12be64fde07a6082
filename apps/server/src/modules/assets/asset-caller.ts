import { AppError } from '../../platform/errors.js';
import type { ProjectContext } from '../workspaces/membership.js';

/** Who acts on a brand's library, as the route's access check found them. */
export interface AssetCaller {
  userId: string;
  workspaceId: string;
  projectId: string;
  /** An external collaborator: reads, and uploads only into folders opened to them. */
  external: boolean;
  /** A brand admin (workspace admins administer every brand). */
  brandAdmin: boolean;
}

export function assetCaller({ user, membership, project }: ProjectContext): AssetCaller {
  return {
    userId: user.id,
    workspaceId: membership.workspaceId,
    projectId: project.projectId,
    external: membership.role === 'external',
    brandAdmin: project.role === 'admin' && membership.role !== 'external',
  };
}

/** Organising, versioning and setting rights are for brand members who work on tickets. */
export function assertWorker(caller: AssetCaller): void {
  if (caller.external) throw new AppError('forbidden');
}

/** Deleting for good, pull policies and opening folders are brand admins'. */
export function assertBrandAdmin(caller: AssetCaller): void {
  if (!caller.brandAdmin) throw new AppError('forbidden');
}
