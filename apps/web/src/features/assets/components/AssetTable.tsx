import '@/shared/i18n/parts/assets';
import type { AssetBrand } from '@expertos/api-client/assets';
import type { Asset } from '@expertos/domain/assets';
import { Badge, Checkbox, Table, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/format';
import { formatBytes } from '../lib/format-bytes';
import { AssetThumb } from './AssetThumb';
import { RightsBadge } from './RightsBadge';

const tt = 'ui.assets.table' as const;

export interface AssetTableProps {
  brand: AssetBrand;
  assets: readonly Asset[];
  selected: ReadonlySet<string>;
  selectable: boolean;
  /** A phone: name and rights only (the rest does not fit 375 px). */
  compact: boolean;
  onToggle: (uid: string, shift: boolean) => void;
  onToggleAll: () => void;
  onOpen: (uid: string) => void;
}

/** The assets as a list: one row each, sortable by nothing but the library's own order. */
export function AssetTable({
  brand,
  assets,
  selected,
  selectable,
  compact,
  onToggle,
  onToggleAll,
  onOpen,
}: AssetTableProps) {
  const { t, i18n } = useTranslation();
  const all = assets.length > 0 && assets.every((asset) => selected.has(asset.uid));
  const some = !all && assets.some((asset) => selected.has(asset.uid));
  return (
    <Table aria-label={t(`${tt}.label`)} verticalSpacing={6} highlightOnHover layout="fixed">
      <Table.Thead>
        <Table.Tr>
          {selectable && (
            <Table.Th w={36}>
              <Checkbox
                aria-label={t(`${tt}.selectAll`)}
                checked={all}
                indeterminate={some}
                onChange={onToggleAll}
              />
            </Table.Th>
          )}
          <Table.Th>{t(`${tt}.name`)}</Table.Th>
          {!compact && <Table.Th w={110}>{t(`${tt}.kind`)}</Table.Th>}
          <Table.Th w={compact ? 124 : 140}>{t(`${tt}.rights`)}</Table.Th>
          {!compact && <Table.Th w={80}>{t(`${tt}.version`)}</Table.Th>}
          {!compact && <Table.Th w={90}>{t(`${tt}.size`)}</Table.Th>}
          {!compact && <Table.Th w={120}>{t(`${tt}.added`)}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {assets.map((asset) => (
          <Table.Tr
            key={asset.uid}
            bg={selected.has(asset.uid) ? 'var(--mantine-color-blue-light)' : undefined}
          >
            {selectable && (
              <Table.Td>
                <Checkbox
                  aria-label={t('ui.assets.card.select', { name: asset.name })}
                  checked={selected.has(asset.uid)}
                  onChange={() => undefined}
                  onClick={(event) => onToggle(asset.uid, event.shiftKey)}
                />
              </Table.Td>
            )}
            <Table.Td>
              <UnstyledButton
                onClick={() => onOpen(asset.uid)}
                aria-label={t('ui.assets.card.open', { name: asset.name })}
                style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0, maxWidth: '100%' }}
              >
                <div style={{ width: 40, flexShrink: 0 }}>
                  <AssetThumb
                    brand={brand}
                    assetUid={asset.uid}
                    kind={asset.kind}
                    version={asset.version}
                    height={32}
                  />
                </div>
                <Text size="sm" truncate>
                  {asset.name}
                </Text>
                {asset.archived && (
                  <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
                    {t('ui.assets.card.archived')}
                  </Badge>
                )}
              </UnstyledButton>
            </Table.Td>
            {!compact && (
              <Table.Td>
                <Text size="sm">{t(`ui.assets.kinds.${asset.kind}`)}</Text>
              </Table.Td>
            )}
            <Table.Td>
              <RightsBadge state={asset.rights.state} size="xs" />
            </Table.Td>
            {!compact && (
              <Table.Td>
                <Text size="sm">{t('ui.assets.card.version', { count: asset.version_count })}</Text>
              </Table.Td>
            )}
            {!compact && (
              <Table.Td>
                <Text size="sm">{formatBytes(asset.version.size)}</Text>
              </Table.Td>
            )}
            {!compact && (
              <Table.Td>
                <Text size="sm">{formatDate(asset.created_at, i18n.language)}</Text>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
