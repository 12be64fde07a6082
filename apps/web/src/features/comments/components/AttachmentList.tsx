import '@/shared/i18n/parts/comments';
import type { CommentAttachment } from '@expertos/domain/comment.schema';
import {
  ActionIcon,
  Anchor,
  Box,
  Card,
  Group,
  Image,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconDownload, IconFile, IconMicrophone, IconReload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { notify } from '@/shared/ui/notify/notify-store';
import { downloadAttachment, useAttachmentUrl, useSeen } from '../hooks/use-attachment-url';
import { formatBytes } from '../lib/attachment-check';

function DownloadButton({ attachment }: { attachment: CommentAttachment }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const label = t('ui.comments.files.download', { name: attachment.name });
  const download = async () => {
    setBusy(true);
    try {
      await downloadAttachment(attachment.url, attachment.name);
    } catch (error) {
      notify({ type: 'negative', message: errorText(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip label={label} withinPortal={false}>
      <ActionIcon
        variant="subtle"
        size="md"
        aria-label={label}
        loading={busy}
        onClick={() => void download()}
      >
        <IconDownload size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

function NameAndSize({ attachment }: { attachment: CommentAttachment }) {
  return (
    <Box miw={0} style={{ flex: 1 }}>
      <Text size="xs" truncate title={attachment.name}>
        {attachment.name}
      </Text>
      <Text size="xs" c="dimmed">
        {formatBytes(attachment.size)}
      </Text>
    </Box>
  );
}

function LoadProblem({ attachment, retry }: { attachment: CommentAttachment; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="xs" c="red">
        {t('ui.comments.files.loadError', { name: attachment.name })}
      </Text>
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label={t('ui.comments.files.retry', { name: attachment.name })}
        onClick={retry}
      >
        <IconReload size={14} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/** An image as a thumbnail, fetched with the token once it scrolls into view. */
function ImageAttachment({ attachment }: { attachment: CommentAttachment }) {
  const { t } = useTranslation();
  const [ref, seen] = useSeen<HTMLDivElement>();
  const file = useAttachmentUrl(attachment.url, seen);
  return (
    <Card ref={ref} withBorder padding={0} radius="md" data-testid="comment-image">
      <Box h={110} bg="var(--mantine-color-default-hover)">
        {file.src ? (
          <Anchor
            href={file.src}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('ui.comments.files.open', { name: attachment.name })}
          >
            <Image src={file.src} alt={attachment.name} h={110} fit="cover" />
          </Anchor>
        ) : file.failed ? (
          <Stack h="100%" justify="center" align="center" p={4}>
            <LoadProblem attachment={attachment} retry={file.retry} />
          </Stack>
        ) : (
          <Stack h="100%" justify="center" align="center">
            <Loader size="sm" aria-hidden />
          </Stack>
        )}
      </Box>
      <Group gap={4} p={6} wrap="nowrap">
        <NameAndSize attachment={attachment} />
        <DownloadButton attachment={attachment} />
      </Group>
    </Card>
  );
}

/** Audio (a voice note or an uploaded recording) as an inline player. */
function AudioAttachment({ attachment }: { attachment: CommentAttachment }) {
  const { t } = useTranslation();
  const [ref, seen] = useSeen<HTMLDivElement>();
  const file = useAttachmentUrl(attachment.url, seen);
  const label = attachment.voice_note ? t('ui.comments.files.voiceNote') : attachment.name;
  return (
    <Card ref={ref} withBorder padding="xs" radius="md" data-testid="comment-audio">
      <Group gap="xs" wrap="nowrap">
        {attachment.voice_note && <IconMicrophone size={16} aria-hidden />}
        <NameAndSize attachment={attachment} />
        <DownloadButton attachment={attachment} />
      </Group>
      {file.failed ? (
        <LoadProblem attachment={attachment} retry={file.retry} />
      ) : file.src ? (
        // biome-ignore lint/a11y/useMediaCaption: a spoken note recorded in the browser has no captions.
        <audio controls preload="metadata" src={file.src} aria-label={label} style={{ width: '100%' }} />
      ) : (
        <Loader size="xs" aria-hidden mt={6} />
      )}
    </Card>
  );
}

function FileAttachment({ attachment }: { attachment: CommentAttachment }) {
  return (
    <Card withBorder padding="xs" radius="md" data-testid="comment-file">
      <Group gap="xs" wrap="nowrap">
        <IconFile size={18} aria-hidden />
        <NameAndSize attachment={attachment} />
        <DownloadButton attachment={attachment} />
      </Group>
    </Card>
  );
}

/** A comment's files: images as thumbnails, audio as players, the rest as downloads. */
export function AttachmentList({ attachments }: { attachments: CommentAttachment[] }) {
  const { t } = useTranslation();
  if (attachments.length === 0) return null;
  const images = attachments.filter((item) => item.kind === 'image');
  const audio = attachments.filter((item) => item.kind === 'audio');
  const others = attachments.filter((item) => item.kind !== 'image' && item.kind !== 'audio');
  return (
    <Stack gap="xs" role="group" aria-label={t('ui.comments.files.attachments')}>
      {audio.map((item) => (
        <AudioAttachment key={item.uid} attachment={item} />
      ))}
      {images.length > 0 && (
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
          {images.map((item) => (
            <ImageAttachment key={item.uid} attachment={item} />
          ))}
        </SimpleGrid>
      )}
      {others.length > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          {others.map((item) => (
            <FileAttachment key={item.uid} attachment={item} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
