import '@/shared/i18n/parts/assets';
import type { AssetBrand } from '@expertos/api-client/assets';
import type { AssetFolder } from '@expertos/domain/assets';
import { Drawer, Skeleton, Stack, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/shared/ui/QueryError';
import { useAsset } from '../../api/asset-queries';
import type { LibraryAccess } from '../../hooks/use-library-access';
import { AssetDetails } from './AssetDetails';
import { UsesList } from './UsesList';
import { VersionsList } from './VersionsList';

const d = 'ui.assets.drawer' as const;
type Tab = 'details' | 'versions' | 'uses';

export interface AssetDrawerProps {
  brand: AssetBrand;
  /** The asset shown (the page's `?asset=`); null: closed. */
  assetUid: string | null;
  folders: readonly AssetFolder[];
  tags: readonly string[];
  access: LibraryAccess;
  slug: string;
  onClose: () => void;
  onUploadVersion: (assetUid: string, file: File) => void;
}

/** An asset opened from the library (or a link with `?asset=`): details and rights, versions, uses. */
export function AssetDrawer({
  brand,
  assetUid,
  folders,
  tags,
  access,
  slug,
  onClose,
  onUploadVersion,
}: AssetDrawerProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const asset = useAsset(brand, assetUid);
  const [tab, setTab] = useState<Tab>('details');
  const data = asset.data && asset.data.uid === assetUid ? asset.data : null;

  return (
    <Drawer
      opened={assetUid !== null}
      onClose={() => {
        setTab('details');
        onClose();
      }}
      position="right"
      size={phone ? '100%' : 'lg'}
      closeButtonProps={{ 'aria-label': t('ui.close') }}
      title={data?.name ?? t(`${d}.title`)}
      styles={{ title: { overflowWrap: 'anywhere', fontWeight: 600 } }}
    >
      {asset.isError && !data ? (
        <QueryError message={t(`${d}.loadError`)} error={asset.error} onRetry={() => void asset.refetch()} />
      ) : !data ? (
        <Stack gap="sm" role="status" aria-label={t('ui.assets.loading')}>
          <Skeleton height={220} />
          <Skeleton height={32} />
          <Skeleton height={32} />
        </Stack>
      ) : (
        <Tabs
          value={tab}
          onChange={(value) => setTab((value as Tab | null) ?? 'details')}
          keepMounted={false}
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="details">{t(`${d}.details`)}</Tabs.Tab>
            <Tabs.Tab value="versions">{t(`${d}.versions`)}</Tabs.Tab>
            <Tabs.Tab value="uses">{t(`${d}.uses`)}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="details">
            <AssetDetails
              brand={brand}
              asset={data}
              folders={folders}
              tags={tags}
              access={access}
              slug={slug}
              onDeleted={onClose}
            />
          </Tabs.Panel>
          <Tabs.Panel value="versions">
            <VersionsList
              brand={brand}
              asset={data}
              editable={access.edit}
              onUploadVersion={(file) => onUploadVersion(data.uid, file)}
            />
          </Tabs.Panel>
          <Tabs.Panel value="uses">
            <UsesList brand={brand} assetUid={data.uid} slug={slug} linkTickets={!access.external} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Drawer>
  );
}
