import '@/shared/i18n/parts/assets';
import type { AssetBrand } from '@expertos/api-client/assets';
import type { Asset } from '@expertos/domain/assets';
import { Badge, Button, FileButton, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconHistory, IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { formatDateTime } from '@/shared/lib/format';
import { notify } from '@/shared/ui/notify/notify-store';
import { QueryError } from '@/shared/ui/QueryError';
import * as calls from '../../api/asset-calls';
import { assetKeys, assetsChanged, useAssetVersions } from '../../api/asset-queries';
import { formatBytes } from '../../lib/format-bytes';
import { AssetThumb } from '../AssetThumb';

const v = 'ui.assets.versions' as const;

/**
 * The asset's versions, newest first, each with its small preview; the one in use is marked,
 * any other can be restored. "Upload new version" sends a file through the upload queue as a
 * version of this asset.
 */
export function VersionsList({
  brand,
  asset,
  editable,
  onUploadVersion,
}: {
  brand: AssetBrand;
  asset: Asset;
  editable: boolean;
  onUploadVersion: (file: File) => void;
}) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const versions = useAssetVersions(brand, asset.uid);
  const restore = useMutation({
    mutationFn: (versionUid: string) => calls.restoreVersion(brand, asset.uid, versionUid),
    onSuccess: (changed) => {
      assetsChanged(client, brand, [changed]);
      void client.invalidateQueries({ queryKey: assetKeys.versions(brand, asset.uid) });
      notify({ type: 'positive', message: t(`${v}.restored`, { number: changed.version.number }) });
    },
    onError: (error) => notify({ type: 'negative', message: errorText(error) }),
  });

  return (
    <Stack gap="sm">
      {editable && (
        <FileButton onChange={(file) => file && onUploadVersion(file)}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconUpload size={16} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
            >
              {t(`${v}.upload`)}
            </Button>
          )}
        </FileButton>
      )}
      {versions.isPending ? (
        <Skeleton height={80} role="status" aria-label={t(`${v}.label`)} />
      ) : versions.isError ? (
        <QueryError
          message={t(`${v}.loadError`)}
          error={versions.error}
          onRetry={() => void versions.refetch()}
        />
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t(`${v}.label`)}>
          {versions.data.map((version) => {
            const current = version.uid === asset.version.uid;
            return (
              <Group component="li" key={version.uid} gap="sm" wrap="nowrap" align="center">
                <div style={{ width: 64, flexShrink: 0 }}>
                  <AssetThumb
                    brand={brand}
                    assetUid={asset.uid}
                    kind={asset.kind}
                    version={version}
                    height={48}
                  />
                </div>
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {t(`${v}.number`, { number: version.number })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`${v}.line`, {
                      size: formatBytes(version.size),
                      date: formatDateTime(version.created_at, i18n.language),
                    })}
                  </Text>
                </Stack>
                {current ? (
                  <Badge variant="light">{t(`${v}.current`)}</Badge>
                ) : (
                  editable && (
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconHistory size={14} aria-hidden />}
                      loading={restore.isPending && restore.variables === version.uid}
                      onClick={() => restore.mutate(version.uid)}
                      aria-label={`${t(`${v}.restore`)} ${t(`${v}.number`, { number: version.number })}`}
                    >
                      {t(`${v}.restore`)}
                    </Button>
                  )
                )}
              </Group>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
