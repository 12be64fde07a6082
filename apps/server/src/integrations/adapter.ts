// Kept only because modules/integrations/jira-people.service.ts (being changed elsewhere) still
// imports this path: the adapter types live in modules/integrations/delivery/adapter.ts. Delete
// this folder once that file imports from there.
export type { Connection } from '../modules/integrations/delivery/adapter.js';
