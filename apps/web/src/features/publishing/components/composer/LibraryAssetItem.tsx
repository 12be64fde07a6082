import type { Asset } from '@expertos/domain/assets';
import { Box, Checkbox, Paper } from '@mantine/core';
import type { AssetBrand } from '../../api/library';
import { LibraryThumb } from './LibraryThumb';

/**
 * One asset in the picker: its preview and a checkbox named by it (Space ticks it). One that
 * may not be chosen is off, with why said under its name.
 */
export function LibraryAssetItem({
  brand,
  asset,
  picked,
  reason,
  onToggle,
}: {
  brand: AssetBrand;
  asset: Asset;
  picked: boolean;
  /** Why it may not be chosen (its rights, its licence, already in the post); null when it may. */
  reason: string | null;
  onToggle: (on: boolean) => void;
}) {
  const off = reason !== null;
  return (
    <Paper
      component="li"
      withBorder
      radius="sm"
      p={6}
      data-testid="library-asset"
      style={{
        minWidth: 0,
        outline: picked ? '2px solid var(--mantine-color-blue-5)' : undefined,
      }}
    >
      {/* Greyed when it may not be chosen; the words under its name say why. */}
      <Box style={{ filter: off ? 'grayscale(1)' : undefined, opacity: off ? 0.6 : 1 }}>
        <LibraryThumb
          brand={brand}
          assetUid={asset.uid}
          kind={asset.kind}
          version={asset.version}
          height={96}
        />
      </Box>
      <Checkbox
        mt={6}
        size="xs"
        checked={picked}
        disabled={off}
        onChange={(event) => onToggle(event.currentTarget.checked)}
        label={asset.name}
        description={reason ?? undefined}
        styles={{
          label: { overflowWrap: 'anywhere' },
          // Said in full colour: the reason is what the person reads, though the box is off.
          description: off ? { color: 'var(--mantine-color-red-8)' } : undefined,
        }}
      />
    </Paper>
  );
}
