import type { AssetBrand } from '@expertos/api-client/assets';
import type { ApiClient } from '@expertos/api-client/client';
import type { Asset } from '@expertos/domain/assets';
import { Box, Center, Image, Text, UnstyledButton } from '@mantine/core';
import { useId } from 'react';
import { usePreviewUrl } from '@/lib/use-library';
import { useT } from '@/ui/language';

/**
 * One asset of the picker: its thumbnail and name, a checkbox of its own (a button, so Space and
 * Enter both tick it). One that may not be chosen stays focusable, greyed, with why under its
 * name, so a screen reader reads the reason too.
 */
export function LibraryTile({
  api,
  brand,
  asset,
  picked,
  reason,
  hint,
  onToggle,
}: {
  api: ApiClient | null;
  brand: AssetBrand;
  asset: Asset;
  picked: boolean;
  /** Why it may not be chosen; null when it may. */
  reason: string | null;
  /** What to know before choosing it (rights ending soon); null when nothing. */
  hint: string | null;
  onToggle: (on: boolean) => void;
}) {
  const t = useT();
  const preview = usePreviewUrl(api, brand, asset);
  const noteId = useId();
  const off = reason !== null;
  const note = reason ?? hint;
  return (
    <li style={{ minWidth: 0 }}>
      <UnstyledButton
        role="checkbox"
        aria-label={asset.name}
        aria-checked={picked}
        aria-disabled={off || undefined}
        aria-describedby={note ? noteId : undefined}
        data-testid="library-tile"
        onClick={() => !off && onToggle(!picked)}
        w="100%"
        p={4}
        style={{
          borderRadius: 'var(--mantine-radius-sm)',
          border: `2px solid ${picked ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
          cursor: off ? 'not-allowed' : 'pointer',
        }}
      >
        <Box style={{ filter: off ? 'grayscale(1)' : undefined, opacity: off ? 0.55 : 1 }}>
          {preview ? (
            <Image src={preview} alt="" h={64} fit="cover" radius="xs" />
          ) : (
            <Center h={64} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 4 }}>
              <Text size="xs" c="dimmed" tt="uppercase">
                {t(`library.kinds.${asset.kind}`)}
              </Text>
            </Center>
          )}
        </Box>
        <Text size="xs" mt={4} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {picked ? '✓ ' : ''}
          {asset.name}
        </Text>
        {note && (
          <Text id={noteId} size="xs" c={off ? 'red.8' : 'orange.8'} lh={1.2}>
            {note}
          </Text>
        )}
      </UnstyledButton>
    </li>
  );
}
