import type { Asset, AssetFolder, AssetStorage, AssetUses, AssetVersion } from '@expertos/domain/assets';
import { vi } from 'vitest';
import * as calls from '../api/asset-calls';

const at = '2026-03-01T10:00:00.000Z';

export const BRAND = { workspaceId: 'w1', projectId: 'p1' } as const;

export function aVersion(change: Partial<AssetVersion> = {}): AssetVersion {
  return {
    uid: 'v1',
    number: 1,
    content_type: 'image/png',
    size: 2048,
    sha256: 'abc',
    width: 10,
    height: 10,
    duration_ms: null,
    // No preview by default: jsdom cannot make object URLs of fetched previews.
    preview: 'none',
    preview_failure: null,
    uploader_uid: 'u1',
    created_at: at,
    ...change,
  };
}

export function anAsset(uid: string, change: Partial<Asset> = {}): Asset {
  return {
    uid,
    project_uid: 'p1',
    folder_uid: null,
    name: `${uid}.png`,
    kind: 'image',
    source: 'upload',
    version: aVersion({ uid: `${uid}-v1` }),
    version_count: 1,
    tags: [],
    rights: {
      owner: null,
      licence: 'own',
      expires_on: null,
      networks: null,
      credit: null,
      notes: null,
      pull_policy: 'flag',
      state: 'ok',
    },
    uploader_uid: 'u1',
    archived: false,
    use_count: 0,
    created_at: at,
    updated_at: at,
    ...change,
  };
}

export function aFolder(uid: string, change: Partial<AssetFolder> = {}): AssetFolder {
  return { uid, parent_uid: null, name: uid, open_to_externals: false, created_at: at, ...change };
}

export interface LibraryServer {
  assets?: Asset[];
  folders?: AssetFolder[];
  tags?: { tag: string; count: number }[];
  storage?: AssetStorage;
  uses?: AssetUses;
}

/**
 * The library's calls answered from memory (`vi.spyOn` on asset-calls): one page of `assets`,
 * the folders, tags, storage, each asset by uid, and its uses. Answers the spies.
 */
export function stubLibraryServer({
  assets = [],
  folders = [],
  tags = [],
  storage = {
    used_bytes: 1024 ** 3,
    brand_bytes: 1024 ** 2,
    quota_bytes: 10 * 1024 ** 3,
    by_kind: [],
    warn_at: 0.8,
  },
  uses = { items: [], hidden: 0 },
}: LibraryServer = {}) {
  const byUid = (uid: string) => {
    const asset = assets.find((item) => item.uid === uid);
    if (!asset) throw new Error(`no asset ${uid}`);
    return asset;
  };
  return {
    page: vi
      .spyOn(calls, 'fetchAssetPage')
      .mockImplementation(async () => ({ items: assets, next_cursor: null })),
    asset: vi.spyOn(calls, 'fetchAsset').mockImplementation(async (_brand, uid) => byUid(uid)),
    folders: vi.spyOn(calls, 'fetchFolders').mockImplementation(async () => folders),
    tags: vi.spyOn(calls, 'fetchTags').mockImplementation(async () => tags),
    storage: vi.spyOn(calls, 'fetchStorage').mockImplementation(async () => storage),
    uses: vi.spyOn(calls, 'fetchUses').mockImplementation(async () => uses),
    versions: vi
      .spyOn(calls, 'fetchVersions')
      .mockImplementation(async (_brand, uid) => [byUid(uid).version]),
    people: vi.spyOn(calls, 'fetchBrandPeople').mockImplementation(async () => []),
    patch: vi.spyOn(calls, 'patchAsset').mockImplementation(async (_brand, uid, patch) => {
      const asset = byUid(uid);
      return {
        ...asset,
        ...patch,
        rights: { ...asset.rights, ...patch.rights },
        updated_at: new Date().toISOString(),
      } as Asset;
    }),
    bulk: vi
      .spyOn(calls, 'bulkAssets')
      .mockImplementation(async (_brand, body) =>
        body.asset_uids.map((uid) => ({ ...byUid(uid), archived: body.archived ?? byUid(uid).archived })),
      ),
    preview: vi.spyOn(calls, 'fetchPreview').mockRejectedValue(new Error('no preview in tests')),
  };
}
