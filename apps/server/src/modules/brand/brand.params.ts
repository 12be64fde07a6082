import { feedbackFieldSchema } from '@expertos/domain/brand.schema';
import { apiErrorSchema } from '@expertos/domain/errors.schema';
import { idParam, projectParams } from '../../platform/params.js';

export { projectParams };
/** One record of the brand: `/projects/:projectId/<kind>/:uid`. */
export const recordParams = projectParams.extend({ uid: idParam });
/** `/projects/:projectId/feedback/:field`: a key of FEEDBACK_FIELDS (else 400 validation_error). */
export const feedbackParams = projectParams.extend({ field: feedbackFieldSchema });

/** The error replies every brand profile route may give. */
export const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
