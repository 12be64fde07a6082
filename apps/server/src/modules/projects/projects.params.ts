import { apiErrorSchema } from '@expertos/domain/errors';
import { z } from 'zod';

// Routes name the workspace `:id` and the brand `:projectId`, as the membership policies read them.
const id = z.string().min(1).max(64);
export const workspaceParams = z.object({ id });
export const projectParams = workspaceParams.extend({ projectId: id });
export const slugParams = workspaceParams.extend({ slug: z.string().min(1).max(64) });
export const projectUserParams = projectParams.extend({ memberUid: id });

/** The error replies every brand route may give. */
export const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
