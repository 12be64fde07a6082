import type { Kysely, Migration } from 'kysely';

/**
 * Jira users associated with workspace people (docs/product.md#integrations, #seats): per Jira
 * integration, which workspace member a Jira account is. The member is either someone who
 * joined, or a person made for the Jira user alone (`mirrored`), who is assignable but never a
 * seat and can never sign in.
 */
export const migration0028JiraPeople: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('jira_people')
      .addColumn('integration_id', 'varchar(36)', (c) =>
        c.notNull().references('project_integrations.id').onDelete('cascade'),
      )
      .addColumn('account_id', 'varchar(128)', (c) => c.notNull())
      .addColumn('member_id', 'varchar(36)', (c) =>
        c.notNull().references('workspace_members.id').onDelete('cascade'),
      )
      .addColumn('display_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('mirrored', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('jira_people_pk', ['integration_id', 'account_id'])
      // One Jira account per person in an integration: an assignee maps one way.
      .addUniqueConstraint('jira_people_member', ['integration_id', 'member_id'])
      .execute();
    await db.schema.createIndex('jira_people_member_idx').on('jira_people').column('member_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('jira_people').execute();
  },
};
