import '@/shared/i18n/parts/assets';
import type { AssetBrand } from '@expertos/api-client/assets';
import { isApiError } from '@expertos/api-client/client';
import {
  type AssetDriveImport,
  DRIVE_IMPORT_MAX_LINKS,
  driveNotConnectedErrorSchema,
} from '@expertos/domain/asset-drive';
import type { DriveFolders } from '@expertos/domain/brand.schema';
import { Alert, Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import * as calls from '../../api/asset-calls';
import { useAssetFolders } from '../../api/asset-queries';
import { buildFolderTree, flattenTree, folderLabel } from '../../lib/folder-tree';
import { DriveConnectAlert } from './DriveConnectAlert';
import { DriveImportProgress } from './DriveImportProgress';
import { type LinksProblem, linksProblem, refusedLines, type TypedLink, typedLinks } from './drive-links';
import { driveImportKey, isRunning } from './use-drive-import';

const k = 'ui.assets.drive' as const;
// The folder picker's value for "no folder" (an empty value is not an option Select keeps).
const TOP = '__top__';

export interface DriveImportDialogProps {
  brand: AssetBrand;
  /** The brand's raw and final Drive folders (its setup), offered as links to add. */
  driveFolders?: DriveFolders;
  opened: boolean;
  onClose: () => void;
  /** The import being watched (kept by the button, so it goes on when this closes). */
  job: AssetDriveImport | null;
  onStarted: (importUid: string) => void;
  /** "Import more": back to the links. */
  onAnother: () => void;
}

/** The 409's `missing` and `connect`, when the error is one (neither, from a body this build cannot read). */
function notConnected(error: unknown): { missing?: 'app' | 'connection' | 'scope'; connect?: string } | null {
  if (!isApiError(error) || error.code !== 'drive_not_connected') return null;
  const body = driveNotConnectedErrorSchema.safeParse(error.body);
  return body.success ? body.data : {};
}

/**
 * "Import from Google Drive" (docs/product.md#asset-library): links, one a line, checked for
 * their shape before they are sent (the server's refusal names lines the same way), a folder
 * to put the files in, then the import's progress. Without a Google connection with Drive
 * access the server answers 409, and the dialog offers Google's consent. Escape closes it;
 * the import goes on.
 */
export function DriveImportDialog({
  brand,
  opened,
  onClose,
  job,
  onStarted,
  onAnother,
  driveFolders,
}: DriveImportDialogProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const folders = useAssetFolders(brand);
  const [text, setText] = useState('');
  const [folder, setFolder] = useState<string>(TOP);
  const [problem, setProblem] = useState<LinksProblem | null>(null);
  const [sent, setSent] = useState<TypedLink[]>([]);

  const folderList = folders.data ?? [];
  const folderOptions = [
    { value: TOP, label: t(`${k}.top`) },
    ...flattenTree(buildFolderTree(folderList)).map(({ folder: item }) => ({
      value: item.uid,
      label: folderLabel(folderList, item.uid),
    })),
  ];

  const start = useMutation({
    mutationFn: (links: TypedLink[]) =>
      calls.importFromDrive(brand, {
        links: links.map(({ link }) => link),
        folder_uid: folder === TOP ? null : folder,
      }),
    onSuccess: (started) => {
      // The first answer shows at once; the poll takes it from there.
      client.setQueryData(driveImportKey(brand, started.uid), started);
      setText('');
      onStarted(started.uid);
    },
  });

  // The brand's own folders, a click away: each goes on a line of its own, once.
  const brandFolders = [
    { key: 'addRaw', url: driveFolders?.raw_folder_url },
    { key: 'addFinal', url: driveFolders?.final_folder_url },
  ].flatMap(({ key, url }) => (url ? [{ key: key as 'addRaw' | 'addFinal', url }] : []));
  const lines = text.split('\n').map((line) => line.trim());
  const addLink = (url: string) => {
    setText((current) => (current.trim() ? `${current.replace(/\s+$/, '')}\n${url}` : url));
    setProblem(null);
    start.reset();
  };

  const submit = () => {
    const links = typedLinks(text);
    const found = linksProblem(links);
    setProblem(found);
    if (found) return;
    setSent(links);
    start.mutate(links);
  };

  const refused =
    isApiError(start.error) && start.error.code === 'drive_link_invalid'
      ? refusedLines(start.error.details, sent)
      : [];
  const shown: LinksProblem | null = problem ?? (refused.length > 0 ? { kind: 'bad', lines: refused } : null);
  const linksError =
    shown?.kind === 'none'
      ? t(`${k}.noLinks`)
      : shown?.kind === 'tooMany'
        ? t(`${k}.tooMany`, { max: DRIVE_IMPORT_MAX_LINKS, count: shown.count })
        : shown?.kind === 'bad'
          ? t(`${k}.badLines`, { count: shown.lines.length, lines: shown.lines.join(', ') })
          : null;
  const missing = notConnected(start.error);
  const otherError = start.error && !missing && refused.length === 0 ? errorText(start.error) : null;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(`${k}.title`)}
      size="lg"
      closeButtonProps={{ 'aria-label': t('ui.close') }}
    >
      {job ? (
        <Stack gap="md">
          <DriveImportProgress job={job} />
          <Group justify="flex-end">
            {!isRunning(job) && (
              <Button variant="default" onClick={onAnother}>
                {t(`${k}.another`)}
              </Button>
            )}
            <Button onClick={onClose}>{t(`${k}.close`)}</Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <Textarea
              label={t(`${k}.links`)}
              description={t(`${k}.linksHint`, { max: DRIVE_IMPORT_MAX_LINKS })}
              placeholder={t(`${k}.linksPlaceholder`)}
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value);
                // The named lines were about the text as it was.
                setProblem(null);
                start.reset();
              }}
              error={linksError}
              autosize
              minRows={4}
              maxRows={12}
              data-autofocus
            />
            {brandFolders.length > 0 && (
              <Group gap="xs" aria-label={t(`${k}.brandFolders`)} role="group">
                {brandFolders.map(({ key, url }) => (
                  <Button
                    key={key}
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconPlus size={14} aria-hidden />}
                    disabled={lines.includes(url)}
                    onClick={() => addLink(url)}
                  >
                    {t(`${k}.${key}`)}
                  </Button>
                ))}
              </Group>
            )}
            <Select
              label={t(`${k}.folder`)}
              data={folderOptions}
              value={folder}
              onChange={(value) => setFolder(value ?? TOP)}
              allowDeselect={false}
              searchable={folderList.length > 8}
              comboboxProps={{ withinPortal: false }}
            />
            {missing && <DriveConnectAlert missing={missing.missing} connect={missing.connect} />}
            {otherError && (
              <Alert color="red" variant="light" role="alert">
                {otherError}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t(`${k}.cancel`)}
              </Button>
              <Button type="submit" loading={start.isPending}>
                {t(`${k}.start`)}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
