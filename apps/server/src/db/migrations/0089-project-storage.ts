import { type Kysely, type Migration, PostgresAdapter, sql } from 'kysely';

/**
 * What each brand's stored files take, kept by the database (docs/architecture.md#storage-use):
 * a row per brand, raised and lowered by triggers on every table whose rows are files, so the
 * storage quota reads a workspace's few brand rows instead of summing its files. The sums it
 * replaces read every ticket of the workspace through a join: in the 30-minute soak they were
 * half of PostgreSQL's execution time (reference images 21 ms and comment attachments 19 ms a
 * call at some 20,000 tickets), and every upload asked them.
 *
 * Triggers rather than application code, as for list versions (0020): no write path, cascade,
 * import or hand-run SQL can forget them. Every file row names its brand (`project_id`; a
 * ticket never changes brand), so no trigger needs the row's ticket or asset, which a cascade
 * has already deleted when the row's own trigger runs. A deleted brand takes its row with it
 * (the foreign key), and the triggers of the rows deleted with it only ever lower a row, never
 * make one, so nothing is left behind.
 *
 * A PostgreSQL writer holds its brand's row from the file's insert to its commit, so two
 * uploads to one brand finish their transactions one after the other (each a few statements).
 */
interface Source {
  table: string;
  /** The column naming the row's brand. */
  brand: string;
  /** The column holding the row's bytes (null counts as 0). */
  size: string;
  /** When a row counts (SQL over the row, `$` standing for `new` or `old`); always when absent. */
  counts?: string;
  /** The columns whose change can change what the row counts. */
  watched: string[];
  /** A brand's own row is made with the brand, so it has no delete trigger of its own. */
  deletes: boolean;
}

const SOURCES: Source[] = [
  { table: 'projects', brand: 'id', size: 'cover_size', watched: ['cover_size'], deletes: false },
  {
    table: 'ticket_reference_images',
    brand: 'project_id',
    size: 'size',
    watched: ['size', 'project_id'],
    deletes: true,
  },
  {
    table: 'comment_attachments',
    brand: 'project_id',
    size: 'size',
    watched: ['size', 'project_id'],
    deletes: true,
  },
  // A recording counts its whole length from the start of its upload (its room is kept).
  { table: 'videos', brand: 'project_id', size: 'size', watched: ['size', 'project_id'], deletes: true },
  // The asset library: every version's original (previews are not counted).
  {
    table: 'asset_versions',
    brand: 'project_id',
    size: 'size',
    watched: ['size', 'project_id'],
    deletes: true,
  },
  // Uploads under way or waiting on a duplicate's choice; a stored one's bytes are its version's.
  {
    table: 'asset_uploads',
    brand: 'project_id',
    size: 'size',
    counts: `$.status <> 'stored'`,
    watched: ['size', 'project_id', 'status'],
    deletes: true,
  },
];

const q = (name: string) => `"${name}"`;
/** The bytes a row counts, as SQL over `row` (`new` or `old`). */
const bytes = (source: Source, row: string) => {
  const size = `coalesce(${row}.${q(source.size)}, 0)`;
  return source.counts ? `(case when ${source.counts.replaceAll('$', row)} then ${size} else 0 end)` : size;
};
const changed = (source: Source, distinct: string) =>
  source.watched.map((c) => `old.${q(c)} ${distinct} new.${q(c)}`).join(' or ');

/**
 * SQLite: a trigger per event. Raising makes the brand's row when it has none (only while the
 * brand exists); lowering only ever changes a row that is there.
 */
function sqliteTriggers(source: Source): string[] {
  const raise = (row: string) =>
    `insert into project_storage (project_id, bytes)
       select ${row}.${q(source.brand)}, ${bytes(source, row)}
       where ${bytes(source, row)} <> 0 and exists (select 1 from projects where id = ${row}.${q(source.brand)})
       on conflict (project_id) do update set bytes = project_storage.bytes + excluded.bytes;`;
  const lower = (row: string) =>
    `update project_storage set bytes = bytes - ${bytes(source, row)}
       where project_id = ${row}.${q(source.brand)} and ${bytes(source, row)} <> 0;`;
  const name = (event: string) => `project_storage_${source.table}_${event}`;
  const triggers = [
    `create trigger ${name('insert')} after insert on ${q(source.table)} for each row begin ${raise('new')} end`,
    `create trigger ${name('update')} after update of ${source.watched.map(q).join(', ')} on ${q(source.table)}
       for each row when ${changed(source, 'is not')} begin ${lower('old')} ${raise('new')} end`,
  ];
  if (source.deletes)
    triggers.push(
      `create trigger ${name('delete')} after delete on ${q(source.table)} for each row begin ${lower('old')} end`,
    );
  return triggers;
}

/** PostgreSQL: one function changes a brand's row; each table's trigger function says by how much. */
const POSTGRES_CHANGE = `create function project_storage_change(brand text, delta bigint) returns void
  language plpgsql set search_path from current as $$
  begin
    if delta > 0 then
      insert into project_storage (project_id, bytes)
        select brand, delta where exists (select 1 from projects where id = brand)
        on conflict (project_id) do update set bytes = project_storage.bytes + excluded.bytes;
    elsif delta < 0 then
      update project_storage set bytes = bytes + delta where project_id = brand;
    end if;
  end $$`;

function postgresStatements(source: Source): string[] {
  const fn = `project_storage_${source.table}`;
  const brand = (row: string) => `${row}.${q(source.brand)}`;
  const statements = [
    `create function ${fn}() returns trigger language plpgsql set search_path from current as $$
     begin
       if tg_op = 'UPDATE' and ${brand('old')} is not distinct from ${brand('new')} then
         perform project_storage_change(${brand('new')}, ${bytes(source, 'new')} - ${bytes(source, 'old')});
         return null;
       end if;
       if tg_op <> 'INSERT' then perform project_storage_change(${brand('old')}, -${bytes(source, 'old')}); end if;
       if tg_op <> 'DELETE' then perform project_storage_change(${brand('new')}, ${bytes(source, 'new')}); end if;
       return null;
     end $$`,
    `create trigger ${fn}_insert after insert on ${q(source.table)} for each row execute function ${fn}()`,
    // WHEN with OLD and NEW is only allowed on a trigger of UPDATE alone.
    `create trigger ${fn}_update after update of ${source.watched.map(q).join(', ')} on ${q(source.table)}
       for each row when (${changed(source, 'is distinct from')}) execute function ${fn}()`,
  ];
  if (source.deletes)
    statements.push(
      `create trigger ${fn}_delete after delete on ${q(source.table)} for each row execute function ${fn}()`,
    );
  return statements;
}

/** Every brand's bytes as they stand, from the same rows the triggers count. */
function backfill(): string {
  const parts = SOURCES.map(
    (source) =>
      `select ${q(source.brand)} as project_id, ${bytes(source, q(source.table))} as bytes from ${q(source.table)}`,
  );
  return `insert into project_storage (project_id, bytes)
    select all_files.project_id, sum(all_files.bytes) from (${parts.join(' union all ')}) all_files
    where all_files.project_id in (select id from projects)
    group by all_files.project_id having sum(all_files.bytes) <> 0`;
}

export const migration0089ProjectStorage: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('project_storage')
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.primaryKey().references('projects.id').onDelete('cascade'),
      )
      .addColumn('bytes', 'bigint', (c) => c.notNull())
      .execute();
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    const statements = postgres
      ? [POSTGRES_CHANGE, ...SOURCES.flatMap(postgresStatements)]
      : SOURCES.flatMap(sqliteTriggers);
    for (const statement of statements) await sql.raw(statement).execute(db);
    await sql.raw(backfill()).execute(db);
  },
  async down(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    for (const source of SOURCES) {
      const fn = `project_storage_${source.table}`;
      for (const event of ['insert', 'update', 'delete'])
        await sql
          .raw(`drop trigger if exists ${fn}_${event}${postgres ? ` on ${q(source.table)}` : ''}`)
          .execute(db);
      if (postgres) await sql.raw(`drop function if exists ${fn}()`).execute(db);
    }
    if (postgres) await sql.raw('drop function if exists project_storage_change(text, bigint)').execute(db);
    await db.schema.dropTable('project_storage').execute();
  },
};
