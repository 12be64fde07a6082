import '@/shared/i18n/parts/assets';
import type { AssetBrand } from '@expertos/api-client/assets';
import {
  ASSET_NAME_MAX,
  ASSET_TAG_MAX,
  ASSET_TAGS_MAX,
  type Asset,
  type AssetFolder,
} from '@expertos/domain/assets';
import { Alert, Button, Divider, Group, Select, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconDownload, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { formatDate } from '@/shared/lib/format';
import { saveFile } from '@/shared/lib/save-file';
import { inlineTextInputProps, useInlineEdit } from '@/shared/lib/use-inline-edit';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { notify } from '@/shared/ui/notify/notify-store';
import * as calls from '../../api/asset-calls';
import { assetKeys, assetsChanged } from '../../api/asset-queries';
import { useAssetPatch } from '../../hooks/use-asset-patch';
import type { LibraryAccess } from '../../hooks/use-library-access';
import { moveTargets } from '../../lib/folder-tree';
import { formatBytes } from '../../lib/format-bytes';
import { AssetThumb } from '../AssetThumb';
import { DriveCheckButton } from '../drive/DriveCheckButton';
import { TOP } from '../folders/FolderDialogs';
import { RightsForm } from './RightsForm';
import { UsesList } from './UsesList';

const d = 'ui.assets.drawer' as const;

/** Why a version shows its kind's icon rather than a preview. */
function PreviewNote({ asset }: { asset: Asset }) {
  const { t } = useTranslation();
  const { preview, preview_failure: failure } = asset.version;
  if (preview === 'ready') return null;
  const text =
    preview === 'pending'
      ? t(`${d}.previewPending`)
      : preview === 'failed'
        ? t(`${d}.previewFailed`, { reason: failure ?? '' })
        : (failure ?? t(`${d}.previewNone`));
  return (
    <Text size="xs" c="dimmed" ta="center">
      {text}
    </Text>
  );
}

export interface AssetDetailsProps {
  brand: AssetBrand;
  asset: Asset;
  folders: readonly AssetFolder[];
  tags: readonly string[];
  access: LibraryAccess;
  slug: string;
  /** The asset is gone (deleted for good): the drawer closes. */
  onDeleted: () => void;
}

/**
 * An asset's own page in the drawer: the large preview (or why there is none), its name
 * (renamed in place), folder, tags, usage rights, and Download / Archive / Delete for good.
 * Deleting an asset in use is refused (409 `asset_in_use`): its uses are shown, with "Archive
 * instead".
 */
export function AssetDetails({ brand, asset, folders, tags, access, slug, onDeleted }: AssetDetailsProps) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const patch = useAssetPatch(brand, asset.uid);
  const [inUse, setInUse] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const editable = access.edit;

  const save = (change: Parameters<typeof patch.mutateAsync>[0]) =>
    patch.mutateAsync(change).catch((error: unknown) => {
      notify({ type: 'negative', message: errorText(error) });
      throw error;
    });

  const name = useInlineEdit({
    value: asset.name,
    onCommit: (draft) => {
      const next = draft.trim();
      if (!next) return t(`${d}.nameRequired`);
      if (next !== asset.name) void save({ name: next }).catch(() => name.cancel());
      return undefined;
    },
  });

  async function download() {
    setDownloading(true);
    try {
      saveFile(
        await calls.fetchOriginal(brand, asset.uid, asset.version.uid),
        asset.name.split('/').pop() ?? asset.name,
      );
    } catch (error) {
      notify({ type: 'negative', message: `${t(`${d}.downloadFailed`)} ${errorText(error)}` });
    } finally {
      setDownloading(false);
    }
  }

  async function remove() {
    const ok = await confirm({
      title: t(`${d}.deleteTitle`, { name: asset.name }),
      message: t(`${d}.deleteText`),
      ok: t(`${d}.delete`),
      danger: true,
    });
    if (!ok) return;
    setDeleting(true);
    setInUse(null);
    try {
      await calls.removeAsset(brand, asset.uid);
      notify({ type: 'positive', message: t(`${d}.deleted`) });
      client.removeQueries({ queryKey: assetKeys.one(brand, asset.uid) });
      assetsChanged(client, brand);
      onDeleted();
    } catch (error) {
      // In use (the catalogue's code, or a 409 whose body this build cannot read): show where.
      const status = (error as { status?: number }).status;
      if (status === 409) setInUse(errorText(error));
      else notify({ type: 'negative', message: errorText(error) });
    } finally {
      setDeleting(false);
    }
  }

  const archive = (archived: boolean) => {
    setInUse(null);
    void save({ archived }).catch(() => undefined);
  };

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <AssetThumb
          brand={brand}
          assetUid={asset.uid}
          kind={asset.kind}
          version={asset.version}
          size="large"
          height={260}
          alt={t(`${d}.previewAlt`, { name: asset.name })}
        />
        <PreviewNote asset={asset} />
      </Stack>
      <Text size="xs" c="dimmed">
        {t(`${d}.meta`, {
          kind: t(`ui.assets.kinds.${asset.kind}`),
          size: formatBytes(asset.version.size),
          date: formatDate(asset.created_at, i18n.language),
        })}
      </Text>
      {asset.archived && (
        <Alert color="gray" variant="light" icon={<IconArchive size={16} aria-hidden />}>
          {t(`${d}.archived`)}
        </Alert>
      )}
      <TextInput
        label={t(`${d}.name`)}
        maxLength={ASSET_NAME_MAX}
        readOnly={!editable}
        {...(editable ? inlineTextInputProps(name) : { value: asset.name })}
      />
      <Select
        label={t(`${d}.folder`)}
        data={[{ value: TOP, label: t('ui.assets.folders.none') }, ...moveTargets(folders)]}
        value={asset.folder_uid ?? TOP}
        onChange={(value) => {
          const folderUid = !value || value === TOP ? null : value;
          if (folderUid !== asset.folder_uid) void save({ folder_uid: folderUid }).catch(() => undefined);
        }}
        allowDeselect={false}
        searchable={folders.length > 8}
        disabled={!editable}
        comboboxProps={{ withinPortal: false }}
      />
      <TagsInput
        label={t(`${d}.tags`)}
        description={t(`${d}.tagsHint`, { max: ASSET_TAGS_MAX })}
        data={[...tags]}
        value={asset.tags}
        onChange={(next) => {
          const clean = [...new Set(next.map((tag) => tag.trim().toLowerCase()).filter(Boolean))];
          void save({ tags: clean }).catch(() => undefined);
        }}
        maxTags={ASSET_TAGS_MAX}
        maxLength={ASSET_TAG_MAX}
        disabled={!editable}
        clearable
        comboboxProps={{ withinPortal: false }}
      />
      <Group gap="xs" wrap="wrap">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={downloading}
          onClick={() => void download()}
        >
          {t(`${d}.download`)}
        </Button>
        {editable && asset.source === 'drive' && <DriveCheckButton brand={brand} asset={asset} />}
        {editable &&
          (asset.archived ? (
            <Button
              variant="default"
              leftSection={<IconArchiveOff size={16} aria-hidden />}
              onClick={() => archive(false)}
            >
              {t(`${d}.unarchive`)}
            </Button>
          ) : (
            <Button
              variant="default"
              leftSection={<IconArchive size={16} aria-hidden />}
              onClick={() => archive(true)}
            >
              {t(`${d}.archive`)}
            </Button>
          ))}
        {access.admin === true && (
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={deleting}
            onClick={() => void remove()}
          >
            {t(`${d}.delete`)}
          </Button>
        )}
      </Group>
      {inUse && (
        <Alert color="orange" variant="light" title={t(`${d}.inUseTitle`)} role="alert">
          <Stack gap="sm">
            <Text size="sm">{inUse}</Text>
            <UsesList brand={brand} assetUid={asset.uid} slug={slug} linkTickets={!access.external} />
            {!asset.archived && (
              <Button
                leftSection={<IconArchive size={16} aria-hidden />}
                onClick={() => archive(true)}
                loading={patch.isPending}
                style={{ alignSelf: 'flex-start' }}
              >
                {t(`${d}.archiveInstead`)}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      <Divider />
      <RightsForm
        key={asset.updated_at}
        asset={asset}
        editable={editable}
        admin={access.admin === true}
        saving={patch.isPending}
        onSave={(rights) => patch.mutateAsync({ rights })}
      />
    </Stack>
  );
}
