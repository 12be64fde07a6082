import { apiErrorSchema } from '@expertos/domain/errors.schema';
import { z } from 'zod';

import { capability, idParam, projectParams, ticketParams, workspaceParams } from '../../platform/params.js';

export { projectParams, ticketParams, workspaceParams };
export const imageParams = ticketParams.extend({ imageId: idParam });
export const sharedParams = ticketParams.extend({ token: capability(z.string().min(1).max(128)) });
export const sharedImageParams = sharedParams.extend({ imageId: idParam });

/** The error replies every tickets route may give. */
export const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

export const tags = ['tickets'];
