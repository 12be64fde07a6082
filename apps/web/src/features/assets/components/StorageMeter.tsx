import '@/shared/i18n/parts/assets';
import type { AssetBrand } from '@expertos/api-client/assets';
import { Button, Group, Popover, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAssetStorage } from '../api/asset-queries';
import { formatBytes } from '../lib/format-bytes';

const s = 'ui.assets.storage' as const;

/**
 * The brand's storage against the workspace's quota: the bar turns orange from `warn_at` (and
 * says so in words), red when full. Admins open its split by kind.
 */
export function StorageMeter({ brand, admin }: { brand: AssetBrand; admin: boolean }) {
  const { t } = useTranslation();
  const storage = useAssetStorage(brand);
  // Its room is kept while it loads, as tall as its lines: appearing later, it moved the upload
  // and Drive buttons after it (to another row), and a click aimed at one as the figures
  // arrived went to the empty space it left.
  if (!storage.data)
    return (
      <Stack
        gap={4}
        miw={160}
        maw={260}
        style={{ flex: '1 1 160px' }}
        aria-hidden
        data-testid="storage-meter-loading"
      >
        <Skeleton height={22} width="80%" />
        <Skeleton height={18} width="60%" />
        <Skeleton height={8} />
      </Stack>
    );
  const {
    used_bytes: used,
    brand_bytes: brandBytes,
    quota_bytes: quota,
    warn_at: warnAt,
    by_kind: byKind,
  } = storage.data;
  const share = quota ? used / quota : 0;
  const warn = quota !== null && share >= warnAt;
  const color = share >= 1 ? 'red' : warn ? 'orange' : 'blue';
  const text =
    quota === null
      ? t(`${s}.used`, { used: formatBytes(used) })
      : t(`${s}.usedOf`, { used: formatBytes(used), quota: formatBytes(quota) });
  // The quota is the workspace's: its use is every brand's files; this brand's library is a part.

  return (
    <Stack gap={4} miw={160} maw={260} style={{ flex: '1 1 160px' }} data-testid="storage-meter">
      <Group gap={6} justify="space-between" wrap="nowrap">
        <Text size="xs" c={warn ? `${color}.8` : 'dimmed'} truncate>
          {warn && (
            <IconAlertTriangle size={12} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
          )}
          {text}
        </Text>
        {admin && byKind.length > 0 && (
          <Popover position="bottom-end" withinPortal={false} shadow="md">
            <Popover.Target>
              <Button variant="subtle" size="compact-xs" style={{ flexShrink: 0 }}>
                {t(`${s}.byKind`)}
              </Button>
            </Popover.Target>
            <Popover.Dropdown>
              <Stack gap={4} aria-label={t(`${s}.byKindTitle`)}>
                <Text size="sm" fw={600}>
                  {t(`${s}.byKindTitle`)}
                </Text>
                {byKind.map((part) => (
                  <Text size="sm" key={part.kind}>
                    {t(`${s}.kindLine`, {
                      kind: t(`ui.assets.kinds.${part.kind}`),
                      size: formatBytes(part.bytes),
                      count: part.count,
                    })}
                  </Text>
                ))}
              </Stack>
            </Popover.Dropdown>
          </Popover>
        )}
      </Group>
      <Text size="xs" c="dimmed" truncate>
        {t(`${s}.brand`, { size: formatBytes(brandBytes) })}
      </Text>
      {quota !== null && (
        <Progress value={Math.min(100, share * 100)} color={color} size="sm" aria-label={t(`${s}.label`)} />
      )}
      {warn && (
        <Text size="xs" c={`${color}.8`} role="status">
          {t(`${s}.warning`)}
        </Text>
      )}
    </Stack>
  );
}
