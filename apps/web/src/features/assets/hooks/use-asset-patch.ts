import type { AssetBrand } from '@expertos/api-client/assets';
import type { AssetPatch } from '@expertos/domain/assets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as calls from '../api/asset-calls';
import { assetsChanged } from '../api/asset-queries';

/** `PATCH …/assets/{uid}`; the answer replaces the asset wherever it is shown. */
export function useAssetPatch(brand: AssetBrand, uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: AssetPatch) => calls.patchAsset(brand, uid, patch),
    onSuccess: (asset) => assetsChanged(client, brand, [asset]),
  });
}
