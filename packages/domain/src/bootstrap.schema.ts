import { z } from 'zod';
import { inviteListSchema } from './invite.schema';
import { profileSchema } from './profile.schema';
import { projectListSchema } from './project.schema';
import { rolesResponseSchema } from './roles.schema';
import { workspaceListSchema, workspaceSchema } from './workspace.schema';

/**
 * `GET /api/bootstrap`: what the first screen of a signed-in page load needs, in one reply
 * instead of six (`/me`, `/roles`, `/workspaces`, `/me/invites`, `/workspaces/{id}`,
 * `/workspaces/{id}/projects`), the last two of which waited for the list.
 */
export const bootstrapQuerySchema = z.object({
  /** The workspace the browser opened last; the first listed one when absent or not listed. */
  workspace: z.string().trim().min(1).max(64).optional(),
});
export type BootstrapQuery = z.infer<typeof bootstrapQuerySchema>;

export const bootstrapSchema = z.object({
  me: profileSchema,
  roles: rolesResponseSchema,
  workspaces: workspaceListSchema,
  invites: inviteListSchema,
  /**
   * The workspace the app opens on, as `GET /workspaces/{id}` answers it, with the brands the
   * caller may see; null without a workspace, or when the chosen one is not joined (yet).
   */
  current: z
    .object({
      workspace: workspaceSchema,
      projects: projectListSchema,
    })
    .nullable(),
  /**
   * The live stream's newest event id when this reply was read, before any of it: the page's
   * first stream sends it as `Last-Event-ID`, so a change made between this reply and the stream
   * opening is replayed rather than missed (0 when no event was ever written).
   */
  live_event_id: z.number().int().nonnegative(),
});
export type Bootstrap = z.infer<typeof bootstrapSchema>;
