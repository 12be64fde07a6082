import '@/shared/i18n/parts/assets';
import type { AssetBrand } from '@expertos/api-client/assets';
import type { AssetFolder } from '@expertos/domain/assets';
import { Button, Skeleton, Stack, Switch } from '@mantine/core';
import { IconFolderPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { notify } from '@/shared/ui/notify/notify-store';
import { QueryError } from '@/shared/ui/QueryError';
import * as calls from '../../api/asset-calls';
import { assetKeys, useAssetFolders } from '../../api/asset-queries';
import type { LibraryAccess } from '../../hooks/use-library-access';
import { moveTargets } from '../../lib/folder-tree';
import { FolderNameDialog, MoveDialog } from './FolderDialogs';
import { type FolderAction, type FolderChoice, FolderTree, NO_FOLDER } from './FolderTree';

const f = 'ui.assets.folders' as const;

type Dialog =
  | { kind: 'create'; parent: AssetFolder | null }
  | { kind: 'rename'; folder: AssetFolder }
  | { kind: 'move'; folder: AssetFolder };

export interface FolderPanelProps {
  brand: AssetBrand;
  access: LibraryAccess;
  selected: FolderChoice;
  onSelect: (choice: FolderChoice) => void;
}

/**
 * The library's folders: the tree, "New folder", the folder dialogs (create, rename, move),
 * deleting an empty folder, and for brand admins whether the chosen folder is open to
 * external collaborators.
 */
export function FolderPanel({ brand, access, selected, onSelect }: FolderPanelProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const folders = useAssetFolders(brand);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const list = folders.data ?? [];
  const chosen = list.find((folder) => folder.uid === selected) ?? null;

  const refresh = () => client.invalidateQueries({ queryKey: assetKeys.folders(brand) });
  const save = useMutation({
    mutationFn: async (action: Dialog & { value: string | null }) => {
      if (action.kind === 'create')
        return calls.createFolder(brand, {
          name: action.value ?? '',
          parent_uid: action.parent?.uid ?? null,
        });
      if (action.kind === 'rename')
        return calls.patchFolder(brand, action.folder.uid, { name: action.value ?? '' });
      return calls.patchFolder(brand, action.folder.uid, { parent_uid: action.value });
    },
    onSuccess: async (folder, action) => {
      setDialog(null);
      await refresh();
      if (action.kind === 'create') {
        notify({ type: 'positive', message: t(`${f}.created`) });
        onSelect(folder.uid);
      }
    },
  });
  const open = useMutation({
    mutationFn: ({ folder, value }: { folder: AssetFolder; value: boolean }) =>
      calls.patchFolder(brand, folder.uid, { open_to_externals: value }),
    onSuccess: () => refresh(),
    onError: (error) => notify({ type: 'negative', message: errorText(error) }),
  });

  async function remove(folder: AssetFolder) {
    const ok = await confirm({
      title: t(`${f}.deleteTitle`, { name: folder.name }),
      message: t(`${f}.deleteText`),
      ok: t(`${f}.delete`),
      danger: true,
    });
    if (!ok) return;
    try {
      await calls.removeFolder(brand, folder.uid);
      notify({ type: 'positive', message: t(`${f}.deleted`) });
      if (selected === folder.uid) onSelect(folder.parent_uid);
      await refresh();
    } catch (error) {
      notify({ type: 'negative', message: errorText(error) });
    }
  }

  const onAction = (action: FolderAction, folder: AssetFolder) => {
    save.reset();
    if (action === 'delete') void remove(folder);
    else if (action === 'create') setDialog({ kind: 'create', parent: folder });
    else setDialog({ kind: action, folder });
  };
  const close = () => setDialog(null);
  const error = save.isError ? errorText(save.error) : null;

  if (folders.isPending) return <Skeleton height={120} role="status" aria-label={t(`${f}.title`)} />;

  return (
    <Stack gap="xs">
      {folders.isError && (
        <QueryError
          message={t(`${f}.loadError`)}
          error={folders.error}
          layout="inline"
          compact
          onRetry={() => void folders.refetch()}
        />
      )}
      <FolderTree
        folders={list}
        selected={selected}
        onSelect={onSelect}
        editable={access.edit}
        onAction={onAction}
      />
      {access.edit && (
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconFolderPlus size={14} aria-hidden />}
          onClick={() => {
            save.reset();
            setDialog({ kind: 'create', parent: chosen });
          }}
          style={{ alignSelf: 'flex-start' }}
        >
          {t(`${f}.new`)}
        </Button>
      )}
      {access.admin === true && chosen && selected !== NO_FOLDER && (
        <Switch
          label={t(`${f}.openToExternals`)}
          description={t(`${f}.openToExternalsHint`)}
          checked={chosen.open_to_externals}
          disabled={open.isPending}
          onChange={(event) => open.mutate({ folder: chosen, value: event.currentTarget.checked })}
        />
      )}
      {dialog?.kind === 'create' && (
        <FolderNameDialog
          title={dialog.parent ? `${t(`${f}.newInside`)} ${dialog.parent.name}` : t(`${f}.new`)}
          submitLabel={t(`${f}.create`)}
          error={error}
          busy={save.isPending}
          onSubmit={(name) => save.mutate({ ...dialog, value: name })}
          onClose={close}
        />
      )}
      {dialog?.kind === 'rename' && (
        <FolderNameDialog
          title={t(`${f}.renameTitle`, { name: dialog.folder.name })}
          submitLabel={t(`${f}.save`)}
          initial={dialog.folder.name}
          error={error}
          busy={save.isPending}
          onSubmit={(name) => save.mutate({ ...dialog, value: name })}
          onClose={close}
        />
      )}
      {dialog?.kind === 'move' && (
        <MoveDialog
          title={t(`${f}.moveTitle`, { name: dialog.folder.name })}
          targets={moveTargets(list, dialog.folder.uid)}
          topLabel={t(`${f}.top`)}
          initial={dialog.folder.parent_uid}
          submitLabel={t(`${f}.moveSubmit`)}
          error={error}
          busy={save.isPending}
          onSubmit={(parent) => save.mutate({ ...dialog, value: parent })}
          onClose={close}
        />
      )}
    </Stack>
  );
}
