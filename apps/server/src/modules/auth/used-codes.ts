import { createHmac } from 'node:crypto';
import { USED_CODE_MEMORY_MS } from '@expertos/domain/two-factor';
import type { TablesDb } from '../../db/database.js';
import type { AuthTables } from './auth.tables.js';

/**
 * Authenticator codes used lately (docs/product.md#two-step-verification). The identity
 * service accepts a code for its whole window (about 90 s); one seen before is refused here,
 * so a code read over a shoulder cannot sign in twice. The claim is one insert on the
 * (person, code) key: of two requests racing with the same code, one wins.
 */
export function createUsedCodes(db: TablesDb<AuthTables>, secret: string, now: () => Date) {
  const hash = (code: string) => createHmac('sha256', secret).update(`totp:${code}`).digest('hex');
  return {
    /** Whether this is the first use of `code` by this person lately (and records it). */
    async claim(userId: string, code: string): Promise<boolean> {
      const at = now();
      await db
        .deleteFrom('two_factor_used_codes')
        .where('user_id', '=', userId)
        .where('used_at', '<', new Date(at.getTime() - USED_CODE_MEMORY_MS).toISOString())
        .execute();
      const result = await db
        .insertInto('two_factor_used_codes')
        .values({ user_id: userId, code_hash: hash(code), used_at: at.toISOString() })
        .onConflict((oc) => oc.columns(['user_id', 'code_hash']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}
export type UsedCodes = ReturnType<typeof createUsedCodes>;
