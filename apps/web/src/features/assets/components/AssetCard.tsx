import '@/shared/i18n/parts/assets';
import type { AssetBrand } from '@expertos/api-client/assets';
import type { Asset } from '@expertos/domain/assets';
import { Badge, Box, Card, Checkbox, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AssetThumb } from './AssetThumb';
import { RightsBadge } from './RightsBadge';

const c = 'ui.assets.card' as const;

export interface AssetCardProps {
  brand: AssetBrand;
  asset: Asset;
  selected: boolean;
  selectable: boolean;
  onToggle: (shift: boolean) => void;
  onOpen: () => void;
}

/** One asset in the grid: its preview (or its kind's icon), name, rights and version count. */
export function AssetCard({ brand, asset, selected, selectable, onToggle, onOpen }: AssetCardProps) {
  const { t } = useTranslation();
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="xs"
      style={{
        outline: selected ? '2px solid var(--mantine-color-blue-5)' : undefined,
        opacity: asset.archived ? 0.75 : 1,
        minWidth: 0,
      }}
      data-selected={selected || undefined}
    >
      <Box pos="relative">
        <UnstyledButton onClick={onOpen} aria-label={t(`${c}.open`, { name: asset.name })} w="100%">
          <AssetThumb
            brand={brand}
            assetUid={asset.uid}
            kind={asset.kind}
            version={asset.version}
            height={120}
          />
          <Text size="sm" fw={600} mt={6} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {asset.name}
          </Text>
        </UnstyledButton>
        {selectable && (
          <Checkbox
            aria-label={t(`${c}.select`, { name: asset.name })}
            checked={selected}
            onChange={() => undefined}
            onClick={(event) => onToggle(event.shiftKey)}
            pos="absolute"
            top={6}
            left={6}
            styles={{ input: { cursor: 'pointer', background: 'var(--mantine-color-body)' } }}
          />
        )}
      </Box>
      <Group gap={4} mt={6} wrap="wrap">
        <RightsBadge state={asset.rights.state} size="xs" />
        {asset.version_count > 1 && (
          <Tooltip label={t(`${c}.versionTitle`, { count: asset.version_count })}>
            <Badge variant="outline" color="gray" size="xs" tt="none">
              {t(`${c}.version`, { count: asset.version_count })}
            </Badge>
          </Tooltip>
        )}
        {asset.use_count > 0 && (
          <Badge variant="light" color="blue" size="xs" tt="none">
            {t(`${c}.used`, { count: asset.use_count })}
          </Badge>
        )}
        {asset.archived && (
          <Badge variant="light" color="gray" size="xs" leftSection={<IconArchive size={10} aria-hidden />}>
            {t(`${c}.archived`)}
          </Badge>
        )}
      </Group>
    </Card>
  );
}
