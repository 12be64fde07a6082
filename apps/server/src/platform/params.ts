import { z } from 'zod';

/**
 * Path parameters, one schema per kind, named for what they are: the access policies read
 * `:workspaceId`, `:projectId` and `:ticketId` (platform/access.ts), so a route that names
 * them so is guarded for them.
 */
export const idParam = z.string().min(1).max(64);
export const workspaceParams = z.object({ workspaceId: idParam });
export const projectParams = z.object({ projectId: idParam });
export const workspaceProjectParams = workspaceParams.extend({ projectId: idParam });
export const ticketParams = z.object({ ticketId: idParam });
