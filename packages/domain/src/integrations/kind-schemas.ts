import { emailSchemas } from './email.schema';
import { jiraSchemas } from './jira.schema';
import { mondaySchemas } from './monday.schema';
import { slackSchemas } from './slack.schema';
import { webhookSchemas } from './webhook.schema';

/**
 * Each kind's create input, update input and reply, in the API's order: the one list the
 * integration schemas' discriminated unions are built from (integration.schema.ts). A new kind
 * adds its `<kind>.schema.ts` beside this file and one entry here.
 */
export const INTEGRATION_KIND_SCHEMAS = [
  emailSchemas,
  webhookSchemas,
  slackSchemas,
  jiraSchemas,
  mondaySchemas,
] as const;
