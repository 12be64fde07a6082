import type { AssetBrand } from '@expertos/api-client/assets';
import type { AssetDriveImport } from '@expertos/domain/asset-drive';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import * as calls from '../../api/asset-calls';
import { assetKeys } from '../../api/asset-queries';

/** How often a running import is asked how far it got. */
export const DRIVE_POLL_MS = 2_000;

export const driveImportKey = (brand: AssetBrand, importUid: string) =>
  [...assetKeys.all(brand), 'drive-import', importUid] as const;

export const isRunning = (job: AssetDriveImport | undefined) =>
  job?.status === 'queued' || job?.status === 'running';

/**
 * An import's progress, asked for every 2 s while it is queued or running. `onFinished` runs
 * once per import when it ends (done or failed), wherever the dialog is: the import goes on
 * after the dialog closes, and the library should still learn of its files.
 */
export function useDriveImport(
  brand: AssetBrand,
  importUid: string | null,
  onFinished: (job: AssetDriveImport) => void,
) {
  const query = useQuery({
    queryKey: driveImportKey(brand, importUid ?? ''),
    queryFn: () => calls.fetchDriveImport(brand, importUid ?? ''),
    enabled: Boolean(importUid),
    // Progress is never fresh: the start's answer (put in the cache) is asked again at once.
    staleTime: 0,
    refetchInterval: (current) => (isRunning(current.state.data) ? DRIVE_POLL_MS : false),
  });
  const job = importUid ? query.data : undefined;
  const finished = useRef<string | null>(null);
  useEffect(() => {
    if (!job || isRunning(job) || finished.current === job.uid) return;
    finished.current = job.uid;
    onFinished(job);
  }, [job, onFinished]);
  return job ?? null;
}
