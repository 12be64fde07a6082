import '@/shared/i18n/parts/assets';
import type { AssetBrand } from '@expertos/api-client/assets';
import { type Asset, TICKET_ASSET_KINDS, type TicketAssetKind } from '@expertos/domain/assets';
import {
  Box,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  useMantineTheme,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/shared/lib/format';
import { QueryError } from '@/shared/ui/QueryError';
import { useAssetFolders, useAssetList } from '../../api/asset-queries';
import { buildFolderTree, flattenTree, folderLabel } from '../../lib/folder-tree';
import { AssetThumb } from '../AssetThumb';

const k = 'ui.assets.picker' as const;
/** How long typing rests before the library is searched. */
const SEARCH_DEBOUNCE_MS = 300;
const ALL = 'all';

export interface TicketAssetPickerProps {
  brand: AssetBrand;
  opened: boolean;
  /** What the ticket already uses, by kind: shown, not offered again. */
  onTicket: ReadonlySet<string>;
  /** The kind the picker starts on. */
  initialKind: TicketAssetKind;
  /** Resolves once added; a refusal is said by the caller and keeps the picker open. */
  onAdd: (assetUids: string[], kind: TicketAssetKind) => Promise<boolean>;
  onClose: () => void;
}

/**
 * "From library" in a ticket (docs/product.md#asset-library): the brand's assets that are not
 * archived, searched and filtered by folder, a keyset page at a time, ticked across searches;
 * one whose rights have ended is shown, not chosen, with the day they ended. Added as
 * reference images or as attachments.
 */
export function TicketAssetPicker(props: TicketAssetPickerProps) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const phone =
    useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, undefined, { getInitialValueInEffect: false }) ??
    false;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t(`${k}.title`)}
      size="xl"
      fullScreen={phone}
      transitionProps={phone ? { transition: 'slide-up' } : undefined}
    >
      {props.opened && <PickerBody {...props} />}
    </Modal>
  );
}

function PickerBody({ brand, onTicket, initialKind, onAdd, onClose }: TicketAssetPickerProps) {
  const { t, i18n } = useTranslation();
  const listId = useId();
  const [kind, setKind] = useState<TicketAssetKind>(initialKind);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [folder, setFolder] = useState(ALL);
  const [picked, setPicked] = useState<Map<string, Asset>>(new Map());
  const [saving, setSaving] = useState(false);
  const folders = useAssetFolders(brand);
  const list = useAssetList(brand, {
    q,
    ...(folder === ALL ? {} : { folder }),
    // Reference images are images; attachments are any kind.
    ...(kind === 'reference' ? { kind: 'image' as const } : {}),
  });
  const assets = list.data?.pages.flatMap((page) => page.items) ?? [];
  // Each folder by its whole path ("Shoots / Day 1"), in the tree's order.
  const folderOptions = flattenTree(buildFolderTree(folders.data ?? [])).map((node) => ({
    value: node.folder.uid,
    label: folderLabel(folders.data ?? [], node.folder.uid),
  }));
  const toggle = (asset: Asset, on: boolean) =>
    setPicked((current) => {
      const next = new Map(current);
      if (on) next.set(asset.uid, asset);
      else next.delete(asset.uid);
      return next;
    });
  const reasonFor = (asset: Asset): string | null => {
    if (onTicket.has(`${kind}:${asset.uid}`)) return t(`${k}.already`);
    if (asset.rights.state === 'expired' && asset.rights.expires_on)
      return t(`${k}.expired`, { date: formatDay(asset.rights.expires_on, i18n.language) });
    return null;
  };
  const add = async () => {
    setSaving(true);
    const done = await onAdd([...picked.keys()], kind);
    setSaving(false);
    if (done) onClose();
  };

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`${listId}-kind`}>
            {t(`${k}.addAs`)}
          </Text>
          <SegmentedControl
            aria-labelledby={`${listId}-kind`}
            value={kind}
            onChange={(value) => {
              setKind(value as TicketAssetKind);
              setPicked(new Map());
            }}
            data={TICKET_ASSET_KINDS.map((value) => ({ value, label: t(`ui.assets.ticket.kinds.${value}`) }))}
          />
        </Stack>
        <TextInput
          type="search"
          label={t(`${k}.search`)}
          placeholder={t(`${k}.searchPlaceholder`)}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: '1 1 200px', minWidth: 0 }}
        />
        <Select
          label={t(`${k}.folder`)}
          data={[{ value: ALL, label: t(`${k}.allFolders`) }, ...folderOptions]}
          value={folder}
          onChange={(value) => setFolder(value ?? ALL)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
          style={{ flex: '1 1 160px', minWidth: 0 }}
        />
      </Group>
      {list.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t(`${k}.loading`)}</Text>
        </Group>
      ) : list.isError && assets.length === 0 ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : assets.length === 0 ? (
        <Text size="sm" c="dimmed" role="status">
          {t(`${k}.empty`)}
        </Text>
      ) : (
        <SimpleGrid
          id={listId}
          component="ul"
          aria-label={t(`${k}.listLabel`)}
          aria-busy={list.isFetching || undefined}
          cols={{ base: 2, xs: 3, sm: 4 }}
          spacing="xs"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {assets.map((asset) => {
            const reason = reasonFor(asset);
            const off = reason !== null;
            const on = picked.has(asset.uid);
            return (
              <Paper
                key={asset.uid}
                component="li"
                withBorder
                radius="sm"
                p={6}
                data-testid="ticket-library-asset"
                style={{ minWidth: 0, outline: on ? '2px solid var(--mantine-color-blue-5)' : undefined }}
              >
                <Box style={{ filter: off ? 'grayscale(1)' : undefined, opacity: off ? 0.6 : 1 }}>
                  <AssetThumb
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
                  checked={on}
                  disabled={off}
                  onChange={(event) => toggle(asset, event.currentTarget.checked)}
                  label={asset.name}
                  description={reason ?? undefined}
                  styles={{
                    label: { overflowWrap: 'anywhere' },
                    description: off ? { color: 'var(--mantine-color-red-8)' } : undefined,
                  }}
                />
              </Paper>
            );
          })}
        </SimpleGrid>
      )}
      {list.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            size="xs"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
            aria-controls={listId}
          >
            {t(`${k}.loadMore`)}
          </Button>
        </Group>
      )}
      <Group
        justify="space-between"
        gap="xs"
        pos="sticky"
        bottom={0}
        py="xs"
        bg="var(--mantine-color-body)"
        style={{ zIndex: 1 }}
      >
        <Text size="sm" aria-live="polite">
          {t(`${k}.chosen`, { count: picked.size })}
        </Text>
        <Group gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('ui.common.cancel')}
          </Button>
          <Button onClick={() => void add()} disabled={picked.size === 0} loading={saving}>
            {picked.size === 0 ? t(`${k}.addNone`) : t(`${k}.add`, { count: picked.size })}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
