import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Publishing through the team's own developer apps (docs/product.md#publishing): a network may
 * now be an engine channel or a phone hand-off, so a channel says which (`mode`); and an OAuth
 * token's end is kept in the clear (`token_expires_at`, never the token) so the daily
 * token-health job finds the channels to refresh or warn about without opening every seal.
 */
export const migration0042ChannelTokens: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('publishing_channels')
      .addColumn('mode', 'varchar(16)', (c) => c.notNull().defaultTo('api'))
      .execute();
    // Until now a hand-off channel was any channel on a network the engine had no adapter for.
    await sql`update publishing_channels set mode = 'handoff' where network not in ('bluesky', 'mastodon')`.execute(
      db,
    );
    await db.schema.alterTable('publishing_channels').addColumn('token_expires_at', 'varchar(32)').execute();
    /** When the account can no longer be refreshed at all (a refresh token's own end), when known. */
    await db.schema.alterTable('publishing_channels').addColumn('renewable_until', 'varchar(32)').execute();
    /**
     * JSON: what the network has made of the post so far (an Instagram container's id, a video's
     * upload), written the moment the network answers, so an attempt cut off resumes or finds
     * its post rather than making a second one.
     */
    await db.schema.alterTable('publications').addColumn('progress', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('publications').dropColumn('progress').execute();
    await db.schema.alterTable('publishing_channels').dropColumn('renewable_until').execute();
    await db.schema.alterTable('publishing_channels').dropColumn('token_expires_at').execute();
    await db.schema.alterTable('publishing_channels').dropColumn('mode').execute();
  },
};
