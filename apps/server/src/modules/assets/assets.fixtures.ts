import { randomUUID } from 'node:crypto';
import type { AssetLicence } from '@expertos/domain/assets';
import type { Db } from '../../db/database.js';

/**
 * An asset of a brand with one version, written straight into the library's tables for tests
 * that are about what uses it (its file is not stored).
 */
export async function insertAsset(
  db: Db,
  place: { workspaceId: string; projectId: string },
  values: {
    name?: string;
    licence?: AssetLicence;
    expiresOn?: string | null;
    networks?: string[] | null;
    pullPolicy?: 'flag' | 'pull';
    archived?: boolean;
  } = {},
): Promise<{ assetId: string; versionId: string; storageKey: string }> {
  const assetId = randomUUID();
  const versionId = randomUUID();
  const at = new Date().toISOString();
  const storageKey = `assets/${place.projectId}/${versionId}.png`;
  const name = values.name ?? 'photo.png';
  await db
    .insertInto('assets')
    .values({
      id: assetId,
      workspace_id: place.workspaceId,
      project_id: place.projectId,
      folder_id: null,
      name,
      kind: 'image',
      source: 'upload',
      source_ref: null,
      current_version_id: versionId,
      uploader_id: null,
      archived_at: values.archived ? at : null,
      rights_owner: null,
      licence: values.licence ?? 'licensed',
      expires_on: values.expiresOn ?? null,
      networks: values.networks ? JSON.stringify(values.networks) : null,
      credit: null,
      rights_notes: null,
      pull_policy: values.pullPolicy ?? 'flag',
      search_text: name.toLowerCase(),
      created_at: at,
      updated_at: at,
    })
    .execute();
  await db
    .insertInto('asset_versions')
    .values({
      id: versionId,
      asset_id: assetId,
      project_id: place.projectId,
      number: 1,
      storage_key: storageKey,
      content_type: 'image/png',
      size: 1234,
      sha256: randomUUID().replace(/-/g, '').padEnd(64, '0'),
      width: 1080,
      height: 1080,
      duration_ms: null,
      preview_state: 'none',
      preview_failure: null,
      small_key: null,
      large_key: null,
      uploader_id: null,
      created_at: at,
    })
    .execute();
  return { assetId, versionId, storageKey };
}

/**
 * A newer version of an asset, made the library's current one (its file is not stored). The
 * version's number follows the ones the asset has.
 */
export async function insertAssetVersion(
  db: Db,
  asset: { assetId: string; projectId: string },
  values: { number: number; size?: number; width?: number; height?: number },
): Promise<{ versionId: string; storageKey: string }> {
  const versionId = randomUUID();
  const storageKey = `assets/${asset.projectId}/${versionId}.png`;
  await db
    .insertInto('asset_versions')
    .values({
      id: versionId,
      asset_id: asset.assetId,
      project_id: asset.projectId,
      number: values.number,
      storage_key: storageKey,
      content_type: 'image/png',
      size: values.size ?? 10,
      sha256: randomUUID().replace(/-/g, '').padEnd(64, '0'),
      width: values.width ?? 10,
      height: values.height ?? 10,
      duration_ms: null,
      preview_state: 'none',
      preview_failure: null,
      small_key: null,
      large_key: null,
      uploader_id: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  await db
    .updateTable('assets')
    .set({ current_version_id: versionId })
    .where('id', '=', asset.assetId)
    .execute();
  return { versionId, storageKey };
}
