import { type AssetBrand, addTicketAssets, assetUploadPath } from '@expertos/api-client/assets';
import type { ApiClient } from '@expertos/api-client/client';
import { type Asset, type AssetUploadResult, assetUploadResultSchema } from '@expertos/domain/assets';
import { attachPlan } from './library-pick';

/*
 * The asset library calls of the extension beyond the shared API client's: saving a page's image
 * by its address (the right-click), and putting the popup's picked assets on a new ticket.
 */

/** The brand of the extension's brand list, as the asset calls address it. */
export const assetBrandOf = (brand: { uid: string; workspaceUid: string }): AssetBrand => ({
  workspaceId: brand.workspaceUid,
  projectId: brand.uid,
});

/**
 * `POST …/assets/from-url`: the server fetches the image through its egress guard and answers
 * the stored asset, or the asset already holding those bytes (`duplicate`); a refusal throws
 * with the server's message (422 `asset_fetch_failed`, 415 `asset_type_refused`…).
 */
export function saveImageFromUrl(
  client: ApiClient,
  brand: AssetBrand,
  url: string,
): Promise<AssetUploadResult> {
  return client.post(`${assetUploadPath(brand)}/from-url`, {
    body: { url, folder_uid: null },
    schema: assetUploadResultSchema,
  });
}

/**
 * Puts the popup's picked assets on a new ticket (images as references, the rest attached);
 * answers how many. A refusal throws with the server's message (422 `asset_rights_expired`
 * naming the asset, 404 for one archived or of another brand).
 */
export async function attachPicked(
  client: ApiClient,
  ticketUid: string,
  picked: readonly Asset[],
): Promise<number> {
  let count = 0;
  for (const part of attachPlan(picked)) {
    await addTicketAssets(client, ticketUid, part);
    count += part.asset_uids.length;
  }
  return count;
}
