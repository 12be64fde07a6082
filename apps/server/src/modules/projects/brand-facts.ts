import { type ClosedRange, closedRangeSchema } from '@expertos/domain/closed-days';
import {
  DEFAULT_SLATE_REVIEW_DAY,
  DEFAULT_SLATE_REVIEW_HOUR,
  WEEKDAYS,
  type Weekday,
} from '@expertos/domain/settings';
import { sql } from 'kysely';
import { type Db, type Dialect, ownTables } from '../../db/database.js';
import { fromDbBoolean, fromDbJson, toDbJson } from '../../db/portable.js';
import type { ProjectTables } from './projects.tables.js';

/** What another module shows of a brand: its name and the slug its links use. */
export interface BrandName {
  id: string;
  workspaceId: string;
  name: string;
  slug: string;
}

/**
 * The projects module's narrow reads of brands for other modules
 * (docs/architecture.md#modules-own-their-tables): the name a list, a mail or a feed shows, the
 * content pillars a post's pillar is one of, whether its results are shared with its externals,
 * and the row lock that serializes a brand's counted writes. Every function takes the caller's transaction, if any. Who may see a brand is not
 * here: that is `memberAccess` (workspaces).
 */
export function createBrandFacts(whole: Db, dialect: Dialect) {
  const own = (trx: Db = whole) => ownTables<ProjectTables>(trx);
  const columns = ['id', 'workspace_id', 'name', 'slug'] as const;
  const toName = (row: { id: string; workspace_id: string; name: string; slug: string }): BrandName => ({
    id: row.id,
    workspaceId: row.workspace_id,
    name: row.name,
    slug: row.slug,
  });
  return {
    /** Each of these brands that exists, by id. */
    async named(projectIds: Iterable<string | null>, trx?: Db): Promise<Map<string, BrandName>> {
      const ids = [...new Set([...projectIds].filter((id): id is string => id !== null))];
      const found = new Map<string, BrandName>();
      for (let i = 0; i < ids.length; i += 500) {
        const rows = await own(trx)
          .selectFrom('projects')
          .select(columns)
          .where('id', 'in', ids.slice(i, i + 500))
          .execute();
        for (const row of rows) found.set(row.id, toName(row));
      }
      return found;
    },

    /** The brand, or null when there is none. */
    async one(projectId: string, trx?: Db): Promise<BrandName | null> {
      const row = await own(trx)
        .selectFrom('projects')
        .select(columns)
        .where('id', '=', projectId)
        .executeTakeFirst();
      return row ? toName(row) : null;
    },

    /**
     * The brand's name and slug as subqueries, for a read that shows them beside its own row in
     * one statement (the ticket read, tickets/ticket-reading.ts): `projectIdColumn` names the
     * brand's id in that query.
     */
    nameOf: (projectIdColumn: string) => ({
      name: own().selectFrom('projects').select('name').where('id', '=', sql.ref<string>(projectIdColumn)),
      slug: own().selectFrom('projects').select('slug').where('id', '=', sql.ref<string>(projectIdColumn)),
    }),

    /** The workspace's brands, by name. */
    async ofWorkspace(workspaceId: string, trx?: Db): Promise<BrandName[]> {
      const rows = await own(trx)
        .selectFrom('projects')
        .select(columns)
        .where('workspace_id', '=', workspaceId)
        .orderBy('name')
        .execute();
      return rows.map(toName);
    },

    /** The brand's closed days (docs/product.md#closed-days); none when there is no such brand. */
    async closedDays(projectId: string, trx?: Db): Promise<ClosedRange[]> {
      const row = await own(trx)
        .selectFrom('projects')
        .select('closed_days')
        .where('id', '=', projectId)
        .executeTakeFirst();
      const parsed = closedRangeSchema.array().safeParse(fromDbJson<unknown>(row?.closed_days, []));
      return parsed.success ? parsed.data : [];
    },

    /** Keeps the brand's closed days, the whole list at once. */
    async saveClosedDays(projectId: string, ranges: readonly ClosedRange[]): Promise<void> {
      const sorted = [...ranges].sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
      await own()
        .updateTable('projects')
        .set({ closed_days: toDbJson(sorted) })
        .where('id', '=', projectId)
        .execute();
    },

    /**
     * The brand's content pillars, as its profile names them (in the profile's order); empty
     * when it has none or there is no such brand.
     */
    async pillars(projectId: string, trx?: Db): Promise<string[]> {
      const row = await own(trx)
        .selectFrom('projects')
        .select('content_pillars')
        .where('id', '=', projectId)
        .executeTakeFirst();
      return row ? fromDbJson<string[]>(row.content_pillars, []) : [];
    },

    /**
     * Whether a brand admin has turned on "share results with externals" (the brand's externals
     * may read its Results page); false when there is no such brand.
     */
    async sharesResults(projectId: string, trx?: Db): Promise<boolean> {
      const row = await own(trx)
        .selectFrom('projects')
        .select('share_results_with_externals')
        .where('id', '=', projectId)
        .executeTakeFirst();
      return fromDbBoolean(row?.share_results_with_externals);
    },

    /**
     * The brands with a weekly slate (a target above 0), after `after` in id order, `limit` at a
     * time: each gets a weekly review of its plan, whether or not its posts' results are followed.
     */
    async withSlate(after: string | null, limit: number): Promise<string[]> {
      let query = own()
        .selectFrom('projects')
        .select('id')
        .where((eb) =>
          eb.or([
            eb('slate_growth_content', '>', 0),
            eb('slate_trust_building_content', '>', 0),
            eb('slate_sales_promotions_content', '>', 0),
          ]),
        );
      if (after) query = query.where('id', '>', after);
      const rows = await query.orderBy('id').limit(limit).execute();
      return rows.map((row) => row.id);
    },

    /**
     * When the brand's weekly review is written: its slate review day and hour (brand time),
     * docs/product.md#analytics. Null when there is no such brand.
     */
    async reviewSchedule(
      projectId: string,
      trx?: Db,
    ): Promise<{ workspaceId: string; slug: string; name: string; day: Weekday; hour: number } | null> {
      const row = await own(trx)
        .selectFrom('projects')
        .select(['workspace_id', 'slug', 'name', 'slate_review_day', 'slate_review_hour'])
        .where('id', '=', projectId)
        .executeTakeFirst();
      if (!row) return null;
      const day = (WEEKDAYS as readonly string[]).includes(row.slate_review_day)
        ? (row.slate_review_day as Weekday)
        : DEFAULT_SLATE_REVIEW_DAY;
      const hour = Number(row.slate_review_hour);
      return {
        workspaceId: row.workspace_id,
        slug: row.slug,
        name: row.name,
        day,
        hour: Number.isInteger(hour) && hour >= 0 && hour <= 23 ? hour : DEFAULT_SLATE_REVIEW_HOUR,
      };
    },

    /**
     * Holds the brand's row until the caller's transaction ends, so two writes that count
     * something per brand run one after the other: PostgreSQL locks the row; SQLite lets one
     * writer in at a time already.
     */
    async lock(trx: Db, projectId: string): Promise<void> {
      if (dialect !== 'postgres') return;
      await own(trx).selectFrom('projects').select('id').where('id', '=', projectId).forUpdate().execute();
    },
  };
}
export type BrandFacts = ReturnType<typeof createBrandFacts>;
