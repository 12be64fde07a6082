// Kept only for modules/integrations/jira-people.service.ts (see ../adapter.ts).
export type { StoredJiraConfig } from '../../modules/integrations/kinds/jira/jira.adapter.js';
