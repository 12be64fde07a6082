import '@/shared/i18n/parts/assets';
import type { AssetBrand } from '@expertos/api-client/assets';
import type { AssetDriveImport } from '@expertos/domain/asset-drive';
import type { DriveFolders } from '@expertos/domain/brand.schema';
import { Button } from '@mantine/core';
import { IconBrandGoogleDrive } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/ui/notify/notify-store';
import { assetsChanged } from '../../api/asset-queries';
import { DriveImportDialog } from './DriveImportDialog';
import { isRunning, useDriveImport } from './use-drive-import';

const k = 'ui.assets.drive' as const;

/**
 * "Import from Google Drive" and its dialog. The import is watched here, not in the dialog,
 * so closing the dialog leaves it going: when it ends the library loads again either way,
 * and with the dialog closed a notice says how it went.
 */
export function DriveImportButton({
  brand,
  driveFolders,
}: {
  brand: AssetBrand;
  driveFolders?: DriveFolders;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [importUid, setImportUid] = useState<string | null>(null);

  const finished = useCallback(
    (job: AssetDriveImport) => {
      assetsChanged(client, brand);
      if (opened) return;
      notify(
        job.status === 'done'
          ? { type: 'positive', message: t(`${k}.done`, { count: job.done }) }
          : { type: 'negative', message: [t(`${k}.stopped`), job.error].filter(Boolean).join(' ') },
      );
    },
    [client, brand, opened, t],
  );
  const job = useDriveImport(brand, importUid, finished);

  const close = () => {
    setOpened(false);
    if (isRunning(job ?? undefined)) notify({ type: 'positive', message: t(`${k}.backgroundNotice`) });
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconBrandGoogleDrive size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t(`${k}.button`)}
      </Button>
      <DriveImportDialog
        brand={brand}
        {...(driveFolders ? { driveFolders } : {})}
        opened={opened}
        onClose={close}
        job={job}
        onStarted={setImportUid}
        onAnother={() => setImportUid(null)}
      />
    </>
  );
}
