import { extensionNeedsUpdate } from '@expertos/domain/extension';
import { Alert } from '@mantine/core';
import { IconPuzzle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/shared/stores/app-store';

/**
 * "Update the browser extension" (docs/product.md#extension): shown when the extension opened
 * the app with `extension_outdated`; closed for the rest of the visit.
 */
export function ExtensionUpdateBanner() {
  const { t } = useTranslation();
  const outdatedParam = useAppStore((state) => state.extensionOutdated);
  const [closed, setClosed] = useState(false);
  // The version the extension reports over messaging joins here once the extension is built.
  if (closed || !extensionNeedsUpdate({ outdatedParam, reportedVersion: null })) return null;
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
