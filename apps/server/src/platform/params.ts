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

/**
 * Capabilities: path parameters whose value is itself the permission to what it names (a share
 * link's token, an invitation's uid, a /try draft's or a shared recording's id). A route marks
 * one where it declares it, with `capability(...)`; the request log (request-log.ts) then writes
 * the route's pattern instead of the path, so the value never reaches a log.
 */
const capabilities = new WeakSet<z.ZodType>();

/** Marks a path parameter's schema as a capability (a schema of its own: never a shared one such as `idParam`). */
export function capability<T extends z.ZodType>(schema: T): T {
  capabilities.add(schema);
  return schema;
}

/** An id that is the permission to what it names (`/invites/:inviteUid`, `/play/:videoId`). */
export const capabilityIdParam = capability(z.string().min(1).max(64));

const capabilityNames = new WeakMap<object, readonly string[]>();

/** The names of a route's `params` schema that are capabilities ([] for none, or no schema). */
export function capabilityParamsOf(params: unknown): readonly string[] {
  if (!params || typeof params !== 'object') return [];
  const known = capabilityNames.get(params);
  if (known) return known;
  const shape = (params as { shape?: Record<string, unknown> }).shape ?? {};
  const names = Object.entries(shape)
    .filter(
      ([, schema]) => typeof schema === 'object' && schema !== null && capabilities.has(schema as z.ZodType),
    )
    .map(([name]) => name);
  capabilityNames.set(params, names);
  return names;
}

/** `?reopen_review=true`: change an approved post anyway, sending it back for approval (docs/product.md#approvals). */
export const reopenReviewQuery = z.object({ reopen_review: z.enum(['true', 'false']).optional() });
