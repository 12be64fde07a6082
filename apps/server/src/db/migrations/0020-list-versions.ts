import { type Kysely, type Migration, PostgresAdapter, sql } from 'kysely';

/**
 * A version per workspace of everything a ticket list row is made of, raised by the database
 * itself whenever one of those rows changes (docs/architecture.md#list-versions). A list page
 * read after the version is then still true while the version stays the same, so the server
 * can keep pages and answer a conditional refetch with 304 before running any list query.
 *
 * Triggers rather than application code, so no write path can forget it: the API, bulk
 * changes, cascades from a deleted brand or workspace, imports and hand-run SQL all raise it.
 *
 * What raises it, and how the row's workspace is found:
 * - tickets: every change (the row's own workspace, before and after)
 * - ticket_tag_links: through the ticket; ticket_tags, milestones: through the brand
 * - projects: a new name or slug, or a deleted brand
 * - workspace_members: every change (a list shows assignees by member)
 * - "user" name or image, profiles avatar: every workspace the person is a member of
 */
type Source = 'workspace' | 'ticket' | 'project' | 'user';

interface Watch {
  table: string;
  /** The column naming the row's workspace, ticket, brand or person. */
  column: string;
  source: Source;
  /** SQL trigger events; an UPDATE OF list limits updates to the columns a list shows. */
  events: string[];
  /** Only when one of these changed (UPDATE OF fires whenever the column is set). */
  changed?: string[];
}

const WATCHES: Watch[] = [
  { table: 'tickets', column: 'workspace_id', source: 'workspace', events: ['insert', 'update', 'delete'] },
  {
    table: 'ticket_tag_links',
    column: 'ticket_id',
    source: 'ticket',
    events: ['insert', 'update', 'delete'],
  },
  { table: 'ticket_tags', column: 'project_id', source: 'project', events: ['insert', 'update', 'delete'] },
  { table: 'milestones', column: 'project_id', source: 'project', events: ['insert', 'update', 'delete'] },
  {
    table: 'projects',
    column: 'workspace_id',
    source: 'workspace',
    events: ['update of name, slug, workspace_id', 'delete'],
    changed: ['name', 'slug', 'workspace_id'],
  },
  {
    table: 'workspace_members',
    column: 'workspace_id',
    source: 'workspace',
    events: ['insert', 'update', 'delete'],
  },
  {
    table: 'user',
    column: 'id',
    source: 'user',
    events: ['update of name, image'],
    changed: ['name', 'image'],
  },
  {
    table: 'profiles',
    column: 'user_id',
    source: 'user',
    events: ['insert', 'update of avatar_key', 'delete'],
    changed: ['avatar_key'],
  },
];

/** The workspaces a row names, as a SELECT of `ws` over the row's `key` (SQLite). */
function sqliteWorkspaces(source: Source, key: string): string {
  switch (source) {
    case 'workspace':
      return `select ${key} as ws`;
    case 'ticket':
      return `select workspace_id as ws from tickets where id = ${key}`;
    case 'project':
      return `select workspace_id as ws from projects where id = ${key}`;
    case 'user':
      return `select workspace_id as ws from workspace_members where user_id = ${key}`;
  }
}

const quote = (name: string) => `"${name}"`;
const triggerName = (table: string, event: string) => `list_version_${table}_${event.split(' ')[0]}`;

async function upSqlite(db: Kysely<unknown>) {
  for (const watch of WATCHES) {
    for (const event of watch.events) {
      const kind = event.split(' ')[0]!;
      // An update can move a row (a ticket to another brand): both sides are raised.
      const rows = kind === 'insert' ? ['new'] : kind === 'delete' ? ['old'] : ['new', 'old'];
      const when =
        kind === 'update' && watch.changed
          ? `when ${watch.changed.map((c) => `old.${quote(c)} is not new.${quote(c)}`).join(' or ')}`
          : '';
      const found = rows
        .map((row) => sqliteWorkspaces(watch.source, `${row}.${quote(watch.column)}`))
        .join(' union ');
      // `where true`-style filter: SQLite needs a WHERE before ON CONFLICT in INSERT … SELECT.
      await sql
        .raw(
          `create trigger ${triggerName(watch.table, event)} after ${event} on ${quote(watch.table)}
           for each row ${when} begin
             insert into list_versions (workspace_id, version)
               select ws, 1 from (${found}) where ws is not null
               on conflict (workspace_id) do update set version = list_versions.version + 1;
           end`,
        )
        .execute(db);
    }
  }
}

/**
 * PostgreSQL raises the version from a deferred constraint trigger: at commit, not at the
 * write. Raised at the write, a transaction would hold the version row's lock while it went on
 * changing tickets, and two transactions changing the same tickets in different orders could
 * deadlock on it. At commit it is the last lock taken and is held for an instant.
 */
async function upPostgres(db: Kysely<unknown>) {
  await sql
    .raw(
      `create function list_version_raise() returns trigger language plpgsql
       set search_path from current as $$
       declare
         keys text[] := array[]::text[];
         source text := tg_argv[0];
         ws text;
         marker text;
       begin
         if tg_op <> 'DELETE' then keys := keys || (to_jsonb(new) ->> tg_argv[1]); end if;
         if tg_op <> 'INSERT' then keys := keys || (to_jsonb(old) ->> tg_argv[1]); end if;
         -- In workspace order, so two commits raising several workspaces take them alike.
         for ws in
           select distinct found.ws from (
             select k as ws from unnest(keys) as k where source = 'workspace'
             union all select t.workspace_id from tickets t where source = 'ticket' and t.id = any(keys)
             union all select p.workspace_id from projects p where source = 'project' and p.id = any(keys)
             union all select m.workspace_id from workspace_members m
               where source = 'user' and m.user_id = any(keys)
           ) found where found.ws is not null order by 1
         loop
           -- Once per workspace and transaction: updating one row again and again in a
           -- transaction walks every version of it made so far (quadratic in a bulk insert).
           -- The mark is a session setting holding the transaction's id: a transaction-local
           -- one would be undone when this function returns (its SET clause nests settings).
           marker := 'expertos_list.v' || md5(ws);
           if coalesce(current_setting(marker, true), '') <> txid_current()::text then
             insert into list_versions (workspace_id, version) values (ws, 1)
             on conflict (workspace_id) do update set version = list_versions.version + 1;
             perform set_config(marker, txid_current()::text, false);
           end if;
         end loop;
         return null;
       end $$`,
    )
    .execute(db);
  for (const watch of WATCHES) {
    const when = watch.changed
      ? `when (${watch.changed.map((c) => `old.${quote(c)} is distinct from new.${quote(c)}`).join(' or ')})`
      : '';
    // WHEN with OLD and NEW is only allowed on a trigger of UPDATE alone: inserts and deletes
    // get a trigger of their own.
    const updates = watch.events.filter((event) => event.startsWith('update'));
    const others = watch.events.filter((event) => !event.startsWith('update'));
    const groups: [string[], string][] = when
      ? [
          [updates, when],
          [others, ''],
        ]
      : [[watch.events, '']];
    for (const [group, condition] of groups) {
      if (group.length === 0) continue;
      const name = `list_version_${watch.table}${condition ? '_changed' : ''}`;
      await sql
        .raw(
          `create constraint trigger ${name} after ${group.join(' or ')} on ${quote(watch.table)}
           deferrable initially deferred for each row ${condition}
           execute function list_version_raise('${watch.source}', '${watch.column}')`,
        )
        .execute(db);
    }
  }
}

export const migration0020ListVersions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('list_versions')
      .addColumn('workspace_id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('version', 'bigint', (c) => c.notNull())
      .execute();
    if (db.getExecutor().adapter instanceof PostgresAdapter) await upPostgres(db);
    else await upSqlite(db);
  },
  async down(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    for (const watch of WATCHES) {
      if (postgres) {
        for (const suffix of ['', '_changed'])
          await sql
            .raw(`drop trigger if exists list_version_${watch.table}${suffix} on ${quote(watch.table)}`)
            .execute(db);
      } else {
        for (const event of watch.events)
          await sql.raw(`drop trigger if exists ${triggerName(watch.table, event)}`).execute(db);
      }
    }
    if (postgres) await sql.raw('drop function if exists list_version_raise()').execute(db);
    await db.schema.dropTable('list_versions').execute();
  },
};
