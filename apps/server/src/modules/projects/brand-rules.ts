import { type Db, ownTables } from '../../db/database.js';
import { fromDbJson } from '../../db/portable.js';
import type { ProjectTables } from './projects.tables.js';

/** What a post is checked against (docs/product.md#brand-check): the brand's off-brand rules and its weekly slate. */
export interface BrandRules {
  offBrand: string[];
  /** How many posts of each purpose the brand plans a week. */
  slate: { growth: number; trust_building: number; sales_promotion: number };
}

/**
 * The projects module's narrow read of a brand's rules for the brand check
 * (docs/architecture.md#modules-own-their-tables). Takes the caller's transaction, if any.
 */
export function createBrandRules(whole: Db) {
  const own = (trx: Db = whole) => ownTables<ProjectTables>(trx);
  return {
    /** The brand's rules, or null when there is no such brand. */
    async of(projectId: string, trx?: Db): Promise<BrandRules | null> {
      const row = await own(trx)
        .selectFrom('projects')
        .select([
          'off_brand',
          'slate_growth_content',
          'slate_trust_building_content',
          'slate_sales_promotions_content',
        ])
        .where('id', '=', projectId)
        .executeTakeFirst();
      if (!row) return null;
      return {
        offBrand: fromDbJson<string[]>(row.off_brand, []),
        slate: {
          growth: row.slate_growth_content,
          trust_building: row.slate_trust_building_content,
          sales_promotion: row.slate_sales_promotions_content,
        },
      };
    },
  };
}
export type BrandRulesReader = ReturnType<typeof createBrandRules>;
