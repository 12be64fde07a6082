import { extensionNeedsUpdate } from '@expertos/domain/extension';
import { Alert } from '@mantine/core';
import { IconPuzzle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/shared/stores/app-store';

/**
 * "Update the browser extension" (docs/product.md#extension): shown when the extension opened
 * the app with `extension_outdated` or reported an older version than EXTENSION_VERSION;
 * closed for the rest of the visit.
 */
export function ExtensionUpdateBanner() {
  const { t } = useTranslation();
  const outdatedParam = useAppStore((state) => state.extensionOutdated);
  const reportedVersion = useAppStore((state) => state.extensionVersion);
  const [closed, setClosed] = useState(false);
  if (closed || !extensionNeedsUpdate({ outdatedParam, reportedVersion })) return null;
  return (
    <Alert
      color="yellow"
      icon={<IconPuzzle size={18} aria-hidden />}
      title={t('ui.extension.updateTitle')}
      withCloseButton
      closeButtonLabel={t('ui.extension.updateClose')}
      onClose={() => setClosed(true)}
      mb="md"
    >
      {t('ui.extension.updateText')}
    </Alert>
  );
}
