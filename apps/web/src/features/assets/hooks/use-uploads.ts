import type { AssetBrand } from '@expertos/api-client/assets';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { assetKeys, assetsChanged } from '../api/asset-queries';
import { createUploadQueue, type UploadItem, type UploadQueue } from '../lib/upload-queue';
// Through the module's exports, so tests can stand in for the network (`vi.spyOn(transport, 'sendTus')`).
import * as transport from '../lib/upload-transport';

let queue: UploadQueue | null = null;

/** The person's one upload queue: three files at a time whichever brand's library they go to. */
export function uploadQueue(): UploadQueue {
  queue ??= createUploadQueue({
    multipart: (item, context) => transport.sendMultipart(item, context),
    tus: (item, context) => transport.sendTus(item, context),
  });
  return queue;
}

/** Starts again with an empty queue (tests; a sign-out drops the page and its uploads with it). */
export function resetUploadQueue(): void {
  for (const item of queue?.items() ?? []) queue?.cancel(item.id);
  queue = null;
}

const sameBrand = (item: UploadItem, brand: AssetBrand) =>
  item.brand.workspaceId === brand.workspaceId && item.brand.projectId === brand.projectId;

/**
 * The queue's rows for one brand, and the queue itself. While the library is open, a stored
 * file refreshes its lists, folders (a dropped folder's are made by the server), tags and storage.
 */
export function useUploads(brand: AssetBrand): { items: UploadItem[]; queue: UploadQueue } {
  const current = uploadQueue();
  const all = useSyncExternalStore(current.subscribe, current.items, current.items);
  const client = useQueryClient();
  const { workspaceId, projectId } = brand;

  useEffect(
    () =>
      current.onResult((item) => {
        const target = { workspaceId, projectId };
        if (!sameBrand(item, target) || item.result?.status !== 'stored') return;
        assetsChanged(client, target, [item.result.asset]);
        void client.invalidateQueries({ queryKey: assetKeys.folders(target) });
        if (item.assetUid)
          void client.invalidateQueries({ queryKey: assetKeys.versions(target, item.assetUid) });
      }),
    [current, client, workspaceId, projectId],
  );

  const items = useMemo(
    () => all.filter((item) => sameBrand(item, { workspaceId, projectId })),
    [all, workspaceId, projectId],
  );
  return { items, queue: current };
}
