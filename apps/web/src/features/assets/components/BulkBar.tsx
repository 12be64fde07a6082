import '@/shared/i18n/parts/assets';
import type { AssetBrand } from '@expertos/api-client/assets';
import {
  ASSET_BULK_MAX,
  ASSET_TAG_MAX,
  ASSET_TAGS_MAX,
  type Asset,
  type AssetBulk,
  type AssetFolder,
} from '@expertos/domain/assets';
import { Button, Group, Modal, Paper, Stack, TagsInput, Text } from '@mantine/core';
import {
  IconArchive,
  IconArchiveOff,
  IconFolderShare,
  IconTag,
  IconTagOff,
  IconX,
} from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { FormAlert } from '@/shared/ui/FormAlert';
import { notify } from '@/shared/ui/notify/notify-store';
import * as calls from '../api/asset-calls';
import { assetsChanged } from '../api/asset-queries';
import { moveTargets } from '../lib/folder-tree';
import { MoveDialog } from './folders/FolderDialogs';

const b = 'ui.assets.bulk' as const;

type Change = Omit<AssetBulk, 'asset_uids'>;

/** Sends a bulk change in batches of ASSET_BULK_MAX; answers every changed asset. */
async function applyInBatches(brand: AssetBrand, uids: readonly string[], change: Change): Promise<Asset[]> {
  const changed: Asset[] = [];
  for (let start = 0; start < uids.length; start += ASSET_BULK_MAX) {
    const batch = uids.slice(start, start + ASSET_BULK_MAX);
    changed.push(...(await calls.bulkAssets(brand, { asset_uids: batch, ...change })));
  }
  return changed;
}

function TagsDialog({
  title,
  suggestions,
  busy,
  error,
  onSubmit,
  onClose,
}: {
  title: string;
  suggestions: string[];
  busy: boolean;
  error: string | null;
  onSubmit: (tags: string[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [tags, setTags] = useState<string[]>([]);
  return (
    <Modal opened onClose={onClose} title={title}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (tags.length > 0) onSubmit(tags);
        }}
        noValidate
      >
        <Stack gap="sm">
          {error && <FormAlert>{error}</FormAlert>}
          <TagsInput
            label={t(`${b}.tags`)}
            data={suggestions}
            value={tags}
            onChange={(next) => setTags(next.map((tag) => tag.trim().toLowerCase()).filter(Boolean))}
            maxTags={ASSET_TAGS_MAX}
            maxLength={ASSET_TAG_MAX}
            comboboxProps={{ withinPortal: false }}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t(`${b}.cancel`)}
            </Button>
            <Button type="submit" loading={busy} disabled={tags.length === 0}>
              {t(`${b}.apply`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export interface BulkBarProps {
  brand: AssetBrand;
  /** The selected assets (as loaded). */
  assets: readonly Asset[];
  folders: readonly AssetFolder[];
  tags: readonly string[];
  onClear: () => void;
}

/**
 * What to do with the selected assets: move them to a folder, add or remove tags, archive or
 * unarchive. A toolbar (role toolbar), every action a button.
 */
export function BulkBar({ brand, assets, folders, tags, onClear }: BulkBarProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [dialog, setDialog] = useState<'move' | 'add' | 'remove' | null>(null);
  const uids = assets.map((asset) => asset.uid);
  const apply = useMutation({
    mutationFn: (change: Change) => applyInBatches(brand, uids, change),
    onSuccess: (changed) => {
      setDialog(null);
      assetsChanged(client, brand, changed);
      notify({ type: 'positive', message: t(`${b}.done`, { count: changed.length }) });
      onClear();
    },
    onError: (error) => {
      if (!dialog) notify({ type: 'negative', message: errorText(error) });
    },
  });
  const open = (next: typeof dialog) => {
    apply.reset();
    setDialog(next);
  };
  const error = apply.isError ? errorText(apply.error) : null;
  const anyLive = assets.some((asset) => !asset.archived);
  const anyArchived = assets.some((asset) => asset.archived);
  const theirTags = [...new Set(assets.flatMap((asset) => asset.tags))].sort();

  return (
    <Paper withBorder radius="md" p="xs" role="toolbar" aria-label={t(`${b}.label`)}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600} role="status">
          {t(`${b}.selected`, { count: assets.length })}
        </Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconFolderShare size={14} aria-hidden />}
          onClick={() => open('move')}
        >
          {t(`${b}.move`)}
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconTag size={14} aria-hidden />}
          onClick={() => open('add')}
        >
          {t(`${b}.addTags`)}
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconTagOff size={14} aria-hidden />}
          onClick={() => open('remove')}
          disabled={theirTags.length === 0}
        >
          {t(`${b}.removeTags`)}
        </Button>
        {anyLive && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconArchive size={14} aria-hidden />}
            loading={apply.isPending && !dialog}
            onClick={() => apply.mutate({ archived: true })}
          >
            {t(`${b}.archive`)}
          </Button>
        )}
        {anyArchived && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconArchiveOff size={14} aria-hidden />}
            loading={apply.isPending && !dialog}
            onClick={() => apply.mutate({ archived: false })}
          >
            {t(`${b}.unarchive`)}
          </Button>
        )}
        <Button size="xs" variant="subtle" leftSection={<IconX size={14} aria-hidden />} onClick={onClear}>
          {t(`${b}.clear`)}
        </Button>
      </Group>
      {dialog === 'move' && (
        <MoveDialog
          title={t(`${b}.moveTitle`, { count: assets.length })}
          targets={moveTargets(folders)}
          topLabel={t('ui.assets.folders.none')}
          initial={null}
          submitLabel={t(`${b}.apply`)}
          error={error}
          busy={apply.isPending}
          onSubmit={(folderUid) => apply.mutate({ folder_uid: folderUid })}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'add' && (
        <TagsDialog
          title={t(`${b}.addTags`)}
          suggestions={[...tags]}
          busy={apply.isPending}
          error={error}
          onSubmit={(add) => apply.mutate({ add_tags: add })}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'remove' && (
        <TagsDialog
          title={t(`${b}.removeTags`)}
          suggestions={theirTags}
          busy={apply.isPending}
          error={error}
          onSubmit={(remove) => apply.mutate({ remove_tags: remove })}
          onClose={() => setDialog(null)}
        />
      )}
    </Paper>
  );
}
