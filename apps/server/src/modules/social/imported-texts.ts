import { SOCIAL_PROVIDERS, type SocialProvider } from '@expertos/domain/social.schema';
import { type Db, ownTables } from '../../db/database.js';
import type { SocialTables } from './social.tables.js';

/** How many ids one `in (…)` takes. */
const IDS_PER_QUERY = 500;

/**
 * The social module's narrow read for the analytics module (docs/architecture.md#analytics): the
 * text of a brand's imported posts by the network's id — an Instagram caption, a YouTube
 * video's title and description — as imported. A network it imports nothing from has none.
 */
export function createImportedTexts(handle: Db) {
  const db = ownTables<SocialTables>(handle);
  return async (projectId: string, network: string, remoteIds: readonly string[]) => {
    const texts = new Map<string, string>();
    if (!(SOCIAL_PROVIDERS as readonly string[]).includes(network)) return texts;
    const ids = [...new Set(remoteIds)];
    for (let i = 0; i < ids.length; i += IDS_PER_QUERY) {
      const rows = await db
        .selectFrom('social_posts')
        .select(['external_id', 'title', 'caption'])
        .where('project_id', '=', projectId)
        .where('provider', '=', network as SocialProvider)
        .where('external_id', 'in', ids.slice(i, i + IDS_PER_QUERY))
        .execute();
      for (const row of rows) {
        const text = [row.title, row.caption]
          .map((part) => part?.trim())
          .filter(Boolean)
          .join('\n\n');
        if (text) texts.set(row.external_id, text);
      }
    }
    return texts;
  };
}
