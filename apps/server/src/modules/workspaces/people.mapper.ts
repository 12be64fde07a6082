import type { PersonRef } from '@expertos/domain/ticket.schema';
import { mediaUrl } from '../../platform/storage/media.js';

/** A workspace member as the app shows people: name and picture come from the account. */
export interface PersonRow {
  /** workspace_members.id */
  id: string;
  email: string;
  name: string | null;
  image: string | null;
  avatar_key: string | null;
  /** 0/1 (workspace_members.jira_associated); absent where the query does not read it. */
  jira_associated?: number;
  /** 0/1 (workspace_members.api_key); absent where the query does not read it. */
  api_key?: number;
}

/** A member's picture: the uploaded avatar first, else the account's own image. */
export function toPersonRef(row: PersonRow): PersonRef {
  return {
    uid: row.id,
    name: row.name,
    email: row.email,
    image: row.avatar_key ? mediaUrl(row.avatar_key) : row.image,
    // Marked wherever people are picked (docs/product.md#seats); the address is never shown.
    ...(row.jira_associated === 1 ? { from_jira: true as const } : {}),
    // What a workspace key did reads "… (via key)" (docs/product.md#api-keys); its address is made up.
    ...(row.api_key === 1 ? { via_key: true as const, email: '' } : {}),
  };
}
