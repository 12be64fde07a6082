import '@/shared/i18n/parts/assets';
import type { AssetBrand } from '@expertos/api-client/assets';
import type { Asset } from '@expertos/domain/assets';
import { Button } from '@mantine/core';
import { IconBrandGoogleDrive } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { notify } from '@/shared/ui/notify/notify-store';
import * as calls from '../../api/asset-calls';
import { assetKeys, assetsChanged } from '../../api/asset-queries';

const k = 'ui.assets.drive' as const;

/**
 * "Check Drive" on an asset that came from Google Drive: the server adds a version when the
 * file there changed since, and answers the asset as it now is.
 */
export function DriveCheckButton({ brand, asset }: { brand: AssetBrand; asset: Asset }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [checking, setChecking] = useState(false);

  async function check() {
    setChecking(true);
    try {
      const { changed, asset: now } = await calls.checkDriveFile(brand, asset.uid);
      assetsChanged(client, brand, [now]);
      // A new version also lengthens the drawer's version list.
      if (changed) void client.invalidateQueries({ queryKey: assetKeys.versions(brand, asset.uid) });
      notify({ type: 'positive', message: t(changed ? `${k}.checkChanged` : `${k}.checkSame`) });
    } catch (error) {
      notify({ type: 'negative', message: errorText(error) });
    } finally {
      setChecking(false);
    }
  }

  return (
    <Button
      variant="default"
      leftSection={<IconBrandGoogleDrive size={16} aria-hidden />}
      loading={checking}
      onClick={() => void check()}
    >
      {t(`${k}.check`)}
    </Button>
  );
}
