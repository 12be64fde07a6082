import '@/shared/i18n/parts/assets';
import { Box, Button, Center, Group, Overlay, Stack, Text } from '@mantine/core';
import { IconFolderUp, IconUpload } from '@tabler/icons-react';
import { type DragEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickedFromDrop, pickedFromInput } from '../../lib/picked-files';
import type { PickedFile } from '../../lib/upload-queue';

const u = 'ui.assets.upload' as const;

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * The whole library as a drop target for files and folders (a folder's files keep their paths);
 * while something is dragged over it, an overlay says where it goes. `enabled` false: a drop is
 * passed to `onRefused` (an external over a folder not opened to them).
 */
export function UploadDropzone({
  enabled,
  target,
  onFiles,
  onRefused,
  children,
}: {
  enabled: boolean;
  /** The folder the files go into, by its path; null: no folder. */
  target: string | null;
  onFiles: (files: PickedFile[]) => void;
  onRefused: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const depth = useRef(0);

  return (
    <Box
      pos="relative"
      data-testid="asset-dropzone"
      onDragEnter={(event: DragEvent) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setOver(true);
      }}
      onDragOver={(event: DragEvent) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = enabled ? 'copy' : 'none';
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      }}
      onDrop={(event: DragEvent) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current = 0;
        setOver(false);
        if (!enabled) {
          onRefused();
          return;
        }
        void pickedFromDrop(event.dataTransfer).then((files) => {
          if (files.length > 0) onFiles(files);
        });
      }}
    >
      {children}
      {over && (
        <Overlay color="var(--mantine-color-body)" backgroundOpacity={0.85} radius="md" zIndex={5}>
          <Center
            h="100%"
            p="md"
            style={{
              border: '2px dashed var(--mantine-color-blue-5)',
              borderRadius: 'var(--mantine-radius-md)',
            }}
          >
            <Stack align="center" gap={4}>
              <IconUpload size={32} aria-hidden />
              <Text fw={600} ta="center">
                {enabled
                  ? target
                    ? t(`${u}.dropInto`, { folder: target })
                    : t(`${u}.drop`)
                  : t(`${u}.closedToExternals`)}
              </Text>
            </Stack>
          </Center>
        </Overlay>
      )}
    </Box>
  );
}

/** "Upload files" and "Upload folder" (the browser's folder picker, `webkitdirectory`). */
export function UploadButtons({
  onFiles,
  disabled,
}: {
  onFiles: (files: PickedFile[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const take = (input: HTMLInputElement) => {
    const files = pickedFromInput(Array.from(input.files ?? []));
    // Cleared, so picking the same files again (to resume them) fires a change.
    input.value = '';
    if (files.length > 0) onFiles(files);
  };
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        leftSection={<IconUpload size={16} aria-hidden />}
        onClick={() => filesInput.current?.click()}
        disabled={disabled}
      >
        {t(`${u}.files`)}
      </Button>
      <Button
        variant="default"
        leftSection={<IconFolderUp size={16} aria-hidden />}
        onClick={() => folderInput.current?.click()}
        disabled={disabled}
      >
        {t(`${u}.folder`)}
      </Button>
      <input
        ref={filesInput}
        type="file"
        multiple
        hidden
        data-testid="asset-files-input"
        onChange={(event) => take(event.currentTarget)}
      />
      <input
        ref={folderInput}
        type="file"
        multiple
        hidden
        data-testid="asset-folder-input"
        {...{ webkitdirectory: '', directory: '' }}
        onChange={(event) => take(event.currentTarget)}
      />
    </Group>
  );
}
