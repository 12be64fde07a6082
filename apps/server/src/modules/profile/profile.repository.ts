import { isLanguage, type Language } from '@expertos/domain/languages';
import { normalTimeZone } from '@expertos/domain/time-zones';
import { type Db, ownTables, type TablesDb } from '../../db/database.js';
import { fromDbJson, nowIso, toDbJson } from '../../db/portable.js';
import type { ProfileTables } from './profile.tables.js';

/** This module's handle: its own tables only (docs/architecture.md#modules-own-their-tables). */
type ProfileDb = TablesDb<ProfileTables>;

export interface ProfileRow {
  job_title: string | null;
  industry: string | null;
  skills: string[];
  avatar_key: string | null;
  language: Language | null;
  time_zone: string | null;
}

const EMPTY: ProfileRow = {
  job_title: null,
  industry: null,
  skills: [],
  avatar_key: null,
  language: null,
  time_zone: null,
};

export function createProfileRepository(db: ProfileDb) {
  return {
    async find(userId: string): Promise<ProfileRow> {
      const row = await db
        .selectFrom('profiles')
        .select(['job_title', 'industry', 'skills', 'avatar_key', 'language', 'time_zone'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row
        ? {
            ...row,
            skills: fromDbJson<string[]>(row.skills, []),
            language: isLanguage(row.language) ? row.language : null,
            // A zone this runtime no longer knows (a renamed one) reads as none: the browser's again.
            time_zone: normalTimeZone(row.time_zone),
          }
        : { ...EMPTY };
    },
    /** A person's zone, read in the caller's transaction (a brand made takes its creator's). */
    async timeZoneOf(userId: string, trx?: Db): Promise<string | null> {
      const row = await (trx ? ownTables<ProfileTables>(trx) : db)
        .selectFrom('profiles')
        .select('time_zone')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return normalTimeZone(row?.time_zone);
    },
    /**
     * A person's language, read in the caller's transaction (their e-mails are written in it,
     * docs/product.md#languages); null when they chose none or have no profile.
     */
    async languageOf(userId: string, trx?: Db): Promise<Language | null> {
      const row = await (trx ? ownTables<ProfileTables>(trx) : db)
        .selectFrom('profiles')
        .select('language')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const language = row?.language;
      return isLanguage(language) ? language : null;
    },

    async save(userId: string, profile: ProfileRow): Promise<void> {
      const values = {
        job_title: profile.job_title,
        industry: profile.industry,
        skills: toDbJson(profile.skills),
        avatar_key: profile.avatar_key,
        language: profile.language,
        time_zone: profile.time_zone,
        updated_at: nowIso(),
      };
      await db
        .insertInto('profiles')
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
    },
  };
}
export type ProfileRepository = ReturnType<typeof createProfileRepository>;
