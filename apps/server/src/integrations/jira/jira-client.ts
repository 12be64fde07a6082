// Kept only for modules/integrations/jira-people.service.ts (see ../adapter.ts).
export type { JiraUser } from '../../modules/integrations/kinds/jira/jira-client.js';
