import { apiErrorSchema } from '@expertos/domain/errors.schema';
import { z } from 'zod';
import { idParam, workspaceParams, workspaceProjectParams } from '../../platform/params.js';

export { workspaceParams };
export const projectParams = workspaceProjectParams;
export const slugParams = workspaceParams.extend({ slug: z.string().min(1).max(64) });
export const projectUserParams = projectParams.extend({ memberUid: idParam });

/** The error replies every brand route may give. */
export const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
