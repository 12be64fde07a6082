import '@/shared/i18n/parts/handoff';
import type { PublishableMedia } from '@expertos/domain/publishing/publication.schema';
import { Button, Card, Image, Loader, Stack, Text } from '@mantine/core';
import { IconDownload, IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/shared/ui/QueryError';
import { canShareFile, useMediaFile } from './use-media-file';

/**
 * One file of the post: its preview and "Save / Share" — the phone's share sheet with the file
 * where the browser allows it (to save it to the photos, or hand it to the network's app),
 * otherwise a download.
 */
export function MediaItem({ media, alt }: { media: PublishableMedia; alt: string | null }) {
  const { t } = useTranslation();
  const { file, url, failed, retry } = useMediaFile(media.url, media.file_name, media.mime_type);
  const name = media.file_name;
  const label = t('ui.handoff.saveShareLabel', { name });
  const share = async (shared: File) => {
    try {
      await navigator.share({ files: [shared] });
    } catch {
      // Closing the share sheet rejects too: nothing to say.
    }
  };

  return (
    <Card withBorder radius="md" padding="sm" data-testid="handoff-media">
      <Stack gap="xs">
        {failed ? (
          <QueryError message={t('ui.handoff.mediaFailed', { name })} onRetry={retry} compact />
        ) : !url ? (
          <Stack align="center" justify="center" h={160} role="status">
            <Loader size="sm" aria-label={t('ui.handoff.mediaLoading', { name })} />
          </Stack>
        ) : media.mime_type.startsWith('video/') ? (
          // biome-ignore lint/a11y/useMediaCaption: the post's own video; its words are in the caption above.
          <video src={url} controls playsInline style={{ width: '100%', maxHeight: 320, borderRadius: 8 }} />
        ) : (
          <Image src={url} alt={alt ?? name} radius="sm" mah={320} fit="contain" />
        )}
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        {file && url && canShareFile(file) ? (
          <Button
            size="md"
            fullWidth
            variant="light"
            leftSection={<IconShare size={18} aria-hidden />}
            aria-label={label}
            onClick={() => void share(file)}
          >
            {t('ui.handoff.saveShare')}
          </Button>
        ) : (
          <Button
            size="md"
            fullWidth
            variant="light"
            leftSection={<IconDownload size={18} aria-hidden />}
            aria-label={label}
            component="a"
            href={url ?? undefined}
            download={name}
            disabled={!url}
          >
            {t('ui.handoff.saveShare')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
