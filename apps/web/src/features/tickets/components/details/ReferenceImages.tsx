import { slugifyFilename } from '@expertos/domain/filenames';
import {
  REFERENCE_IMAGE_MAX_BYTES,
  REFERENCE_IMAGE_MAX_FILES,
  type ReferenceImage,
} from '@expertos/domain/ticket.schema';
import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Card,
  FileButton,
  Group,
  Image,
  Input,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { withReopenReview } from '@/shared/api/reopen-review';
import { useFileUrl } from '@/shared/lib/use-file-url';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { FormAlert } from '@/shared/ui/FormAlert';
import { notify } from '@/shared/ui/notify/notify-store';
import { deleteReferenceImage, fetchReferenceImage, uploadReferenceImages } from '../../api/reference-images';
import { ReferenceImageViewer } from './ReferenceImageViewer';
import { checkReferenceImages, type ReferenceImageProblem } from './reference-image-check';
import type { TicketEditor } from './use-ticket-editor';

const MAX_MB = REFERENCE_IMAGE_MAX_BYTES / (1024 * 1024);

export interface ReferenceImagesProps {
  ticketUid: string;
  images: ReferenceImage[];
  editor: TicketEditor;
  readOnly: boolean;
}

/** The image a tile opens large: its uid, name and local address. */
type ViewedImage = { uid: string; name: string; src: string };

function ImageTile({
  image,
  onDelete,
  onView,
}: {
  image: ReferenceImage;
  onDelete?: () => void;
  /** Opens it large (with its pinned comments); without it, the image opens in a new tab. */
  onView?: (image: ViewedImage) => void;
}) {
  const { t } = useTranslation();
  const name = slugifyFilename(image.name);
  const file = useFileUrl(image.url, (url, signal) => fetchReferenceImage(url, signal));
  const src = file.src;
  return (
    <Card withBorder padding={0} radius="md" data-testid="reference-image">
      <Box h={110} bg="var(--mantine-color-default-hover)">
        {src && onView ? (
          <UnstyledButton
            display="block"
            w="100%"
            aria-label={t('ui.tickets.details.viewImage', { name })}
            onClick={() => onView({ uid: image.uid, name, src })}
          >
            <Image src={src} alt={name} h={110} fit="cover" />
          </UnstyledButton>
        ) : file.src ? (
          <Anchor
            href={file.src}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('ui.tickets.details.openImage', { name })}
          >
            <Image src={file.src} alt={name} h={110} fit="cover" />
          </Anchor>
        ) : (
          <Stack h="100%" justify="center" align="center" p={4}>
            {file.failed ? (
              <Text size="xs" c="red" ta="center">
                {t('ui.tickets.details.imageLoadError', { name })}
              </Text>
            ) : (
              <Loader size="sm" aria-hidden />
            )}
          </Stack>
        )}
      </Box>
      <Group gap={4} p={6} wrap="nowrap" justify="space-between">
        <Text size="xs" truncate title={name}>
          {name}
        </Text>
        {onDelete && (
          <ActionIcon
            variant="subtle"
            color="red"
            size="sm"
            aria-label={t('ui.tickets.details.deleteImage', { name })}
            onClick={onDelete}
          >
            <IconTrash size={14} aria-hidden />
          </ActionIcon>
        )}
      </Group>
    </Card>
  );
}

/**
 * The reference images: a gallery, and for editors a drop area and picker. Files are checked
 * here before any upload (images only, 5 MB each, 10 on a task; docs/product.md#tickets) and
 * their names are shown slugified, as the server stores them.
 */
export function ReferenceImages({ ticketUid, images, editor, readOnly }: ReferenceImagesProps) {
  const { t } = useTranslation();
  const [problems, setProblems] = useState<string[]>([]);
  const [uploading, setUploading] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const [viewed, setViewed] = useState<ViewedImage | null>(null);
  const resetRef = useRef<() => void>(null);

  const describe = (problem: ReferenceImageProblem): string => {
    if (problem.code === 'too_many_attachments') {
      return t('ui.tickets.details.tooManyImages', { max: REFERENCE_IMAGE_MAX_FILES, count: images.length });
    }
    const reason =
      problem.code === 'attachment_too_large'
        ? t('errors.attachment_too_large')
        : t('ui.tickets.details.notAnImage');
    return t('ui.tickets.details.fileProblem', { name: problem.name, reason });
  };

  const upload = async (files: File[]) => {
    resetRef.current?.();
    if (files.length === 0 || uploading.length > 0) return;
    const check = checkReferenceImages(files, images.length);
    setProblems(check.problems.map(describe));
    if (check.accepted.length === 0) return;
    setUploading(check.accepted.map((file) => slugifyFilename(file.name)));
    try {
      editor.replace(
        await withReopenReview((reopen) => uploadReferenceImages(ticketUid, check.accepted, reopen)),
      );
    } catch (error) {
      setProblems((current) => [...current, errorText(error)]);
    } finally {
      setUploading([]);
    }
  };

  const remove = async (image: ReferenceImage) => {
    const name = slugifyFilename(image.name);
    const ok = await confirm({
      title: t('ui.tickets.details.deleteImageTitle', { name }),
      message: t('ui.tickets.details.deleteImageText'),
      ok: t('ui.tickets.details.deleteImageOk'),
      danger: true,
    });
    if (!ok) return;
    try {
      editor.replace(await withReopenReview((reopen) => deleteReferenceImage(ticketUid, image.uid, reopen)));
    } catch (error) {
      notify({ type: 'negative', message: errorText(error) });
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void upload(Array.from(event.dataTransfer.files));
  };

  return (
    <Stack gap="xs">
      {readOnly ? (
        <Text size="xs" fw={600} c="dimmed">
          {t('ui.tickets.details.fields.reference_images')}
        </Text>
      ) : (
        <Input.Label labelElement="div">
          {t('ui.tickets.details.referenceImagesCount', {
            count: images.length,
            max: REFERENCE_IMAGE_MAX_FILES,
          })}
        </Input.Label>
      )}
      {images.length === 0 && readOnly && (
        <Text size="sm" c="dimmed">
          {t('ui.tickets.details.noImages')}
        </Text>
      )}
      {(images.length > 0 || uploading.length > 0) && (
        <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="xs">
          {images.map((image) => (
            <ImageTile
              key={image.uid}
              image={image}
              onDelete={readOnly ? undefined : () => void remove(image)}
              // Pinned comments are the team's: a read-only (shared) view opens the image alone.
              onView={readOnly ? undefined : setViewed}
            />
          ))}
          {uploading.map((name) => (
            <Card key={name} withBorder padding="xs" radius="md" h={146} aria-busy="true">
              <Stack align="center" justify="center" h="100%" gap={4}>
                <Loader size="sm" aria-hidden />
                <Text size="xs" truncate maw="100%">
                  {name}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {!readOnly && (
        <Box
          data-testid="reference-dropzone"
          p="md"
          style={{
            border: `2px dashed var(--mantine-color-${dragging ? 'blue-5' : 'gray-4'})`,
            borderRadius: 'var(--mantine-radius-md)',
            background: dragging ? 'var(--mantine-color-blue-0)' : undefined,
          }}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <Stack align="center" gap={6}>
            <Text size="sm" ta="center">
              {t('ui.tickets.details.dropImages')}
            </Text>
            <FileButton
              onChange={(files) => void upload(files)}
              accept="image/*"
              multiple
              resetRef={resetRef}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  size="xs"
                  loading={uploading.length > 0}
                  leftSection={<IconPhotoPlus size={14} aria-hidden />}
                >
                  {t('ui.tickets.details.chooseImages')}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed" ta="center">
              {t('ui.tickets.details.imagesHint', { size: MAX_MB, max: REFERENCE_IMAGE_MAX_FILES })}
            </Text>
            {uploading.length > 0 && (
              <Text size="xs" role="status">
                {t('ui.tickets.details.uploading', { count: uploading.length })}
              </Text>
            )}
          </Stack>
        </Box>
      )}
      <ReferenceImageViewer ticketUid={ticketUid} image={viewed} onClose={() => setViewed(null)} />
      <FormAlert>
        {problems.length > 0 && (
          <Stack gap={2}>
            {problems.map((problem) => (
              <Text key={problem} size="sm">
                {problem}
              </Text>
            ))}
          </Stack>
        )}
      </FormAlert>
    </Stack>
  );
}
