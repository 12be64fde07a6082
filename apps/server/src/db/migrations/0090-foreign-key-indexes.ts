import type { Kysely, Migration } from 'kysely';

/**
 * An index for every foreign key that had none, named `<table>_<column>`. When a row is deleted
 * (or its key changed), the database finds the rows that refer to it, to cascade, set null or
 * refuse; without an index on the referring column that is a read of the whole referring table,
 * once per deleted row. The soak found it growing: deleting a ticket read 398 buffer pages a call
 * at the start of a 30-minute run and 905 at its end (1.8 → 3.5 ms), because every ticket delete
 * read all of `notifications`, which grows with every mention and status change
 * (pg_stat_statements; docs/architecture.md#a-long-day-the-soak). Removing a member read every
 * ticket, comment and activity row of the database (`tickets.assignee_id` and the rest), and
 * deleting a brand or a workspace did so for each of its tickets. SQLite does the same lookup the
 * same way (its documentation asks for an index on every child key).
 *
 * migrate.int.test.ts keeps it so: a foreign key added later without an index fails the test.
 */
const INDEXES: Record<string, string[]> = {
  analytics_account_days: ['project_id'],
  analytics_posts: ['connection_id', 'publication_id', 'ticket_id', 'workspace_id'],
  analytics_reviews: ['workspace_id'],
  api_keys: ['made_by'],
  approval_contacts: ['workspace_id'],
  approval_portal_links: ['created_by', 'project_id', 'workspace_id'],
  approval_requests: ['created_by', 'workspace_id'],
  approval_rounds: ['requested_by', 'workspace_id'],
  approval_versions: ['project_id', 'workspace_id'],
  approval_workflows: ['updated_by', 'workspace_id'],
  asset_folders: ['parent_id'],
  assets: ['folder_id'],
  assistants: ['brand_voice_id'],
  brand_feedback: ['author_id'],
  calendar_feeds: ['project_id'],
  comment_mentions: ['member_id'],
  comments: ['author_contact_id', 'author_id', 'resolved_by'],
  evergreen_copies: ['original_id'],
  google_calendar_events: ['workspace_id'],
  google_calendar_states: ['user_id'],
  integration_install_states: ['project_id', 'workspace_id'],
  invites: ['invited_by'],
  notifications: ['actor_id', 'project_id', 'ticket_id', 'workspace_id'],
  oauth_codes: ['client_id', 'user_id'],
  oauth_grants: ['client_id'],
  passkey_challenges: ['user_id'],
  post_imports: ['created_by', 'workspace_id'],
  post_variants: ['channel_id', 'project_id', 'updated_by', 'workspace_id'],
  project_integrations: ['workspace_id'],
  projects: ['owner_id'],
  publication_events: ['actor_id'],
  publications: ['created_by', 'workspace_id'],
  publishing_channels: ['created_by', 'workspace_id'],
  publishing_connect_states: ['member_id', 'project_id', 'workspace_id'],
  publishing_settings: ['workspace_id'],
  sign_in_grants: ['user_id'],
  social_connections: ['workspace_id'],
  social_oauth_states: ['project_id', 'workspace_id'],
  social_post_labels: ['project_id'],
  social_posts: ['workspace_id'],
  sso_requests: ['connection_id'],
  ticket_activity: ['actor_id'],
  ticket_presence: ['member_id'],
  ticket_templates: ['project_id'],
  tickets: ['assignee_id', 'reporter_id'],
  time_entries: ['project_id'],
  videos: ['workspace_id'],
};

const name = (table: string, column: string) => `${table}_${column}`;

export const migration0090ForeignKeyIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [table, columns] of Object.entries(INDEXES))
      for (const column of columns)
        await db.schema.createIndex(name(table, column)).ifNotExists().on(table).column(column).execute();
  },
  async down(db: Kysely<unknown>) {
    for (const [table, columns] of Object.entries(INDEXES))
      for (const column of columns) await db.schema.dropIndex(name(table, column)).ifExists().execute();
  },
};
