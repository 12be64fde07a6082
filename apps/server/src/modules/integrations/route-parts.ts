import { apiErrorSchema } from '@expertos/domain/errors.schema';
import { idParam, projectParams } from '../../platform/params.js';

/** What the integrations module's routes share: their tag, their error replies, an integration's path. */
export const tags = ['integrations'];
export const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
/** Jira or monday refused the credential or could not be reached (jira_token_error, monday_error…). */
export const jiraErrors = { ...errors, 422: apiErrorSchema, 502: apiErrorSchema };
export const integrationParams = projectParams.extend({ uid: idParam });
