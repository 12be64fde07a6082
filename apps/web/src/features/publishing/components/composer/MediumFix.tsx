import '@/shared/i18n/parts/publishing';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconFileTypeJpg, IconRefresh, IconSwitchHorizontal } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import {
  fetchMediaFile,
  mp4CopyQueryOptions,
  publishableMediaQueryKey,
  publishableMediaQueryOptions,
  requestMp4Copy,
  uploadPostImage,
} from '../../api/publications';
import { toJpegFile } from '../../lib/jpeg-copy';
import { type MediumFacts, mediumUid } from '../../lib/variant-draft';

const k = 'ui.publishing.composer.fix' as const;

/**
 * The MP4 copy of a recording a network refuses (docs/product.md#publishing): made by the
 * server only when the person asks, followed while it is made, and put in the variant's place
 * of the recording only on their click.
 */
function Mp4CopyFix({
  ticketUid,
  projectUid,
  medium,
  offered,
  onUse,
}: {
  ticketUid: string;
  projectUid: string;
  medium: MediumFacts;
  offered: ReadonlyMap<string, MediumFacts>;
  onUse: (copy: MediumFacts) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const options = mp4CopyQueryOptions(projectUid, medium.video_uid ?? '');
  const copy = useQuery(options);
  const ask = useMutation({
    mutationFn: () => requestMp4Copy(projectUid, medium.video_uid ?? ''),
    onSuccess: (video) => queryClient.setQueryData(options.queryKey, video),
  });
  const status = copy.data?.status;
  const copyUid = copy.data?.uid;
  const ready = status === 'ready' && copyUid ? offered.get(copyUid) : undefined;
  // A copy just made joins the files a post can carry.
  useEffect(() => {
    if (status === 'ready' && copyUid && !ready)
      void queryClient.invalidateQueries({ queryKey: publishableMediaQueryKey(ticketUid) });
  }, [status, copyUid, ready, queryClient, ticketUid]);

  if (ready)
    return (
      <Group gap="xs">
        <Text size="xs">{t(`${k}.mp4Ready`)}</Text>
        <Button
          size="compact-xs"
          leftSection={<IconSwitchHorizontal size={12} aria-hidden />}
          onClick={() => onUse(ready)}
        >
          {t(`${k}.useMp4`)}
        </Button>
      </Group>
    );
  if (status === 'processing' || status === 'ready')
    return (
      <Group gap="xs" role="status" wrap="nowrap">
        <Loader size="xs" aria-hidden />
        <Text size="xs">{t(`${k}.makingMp4`)}</Text>
      </Group>
    );
  const failed = status === 'failed';
  return (
    <Stack gap={2}>
      <Group gap="xs">
        <Button
          size="compact-xs"
          variant="light"
          leftSection={failed ? <IconRefresh size={12} aria-hidden /> : undefined}
          loading={ask.isPending || copy.isLoading}
          onClick={() => ask.mutate()}
        >
          {failed ? t(`${k}.tryAgain`) : t(`${k}.makeMp4`)}
        </Button>
        {!failed && (
          <Text size="xs" c="dimmed">
            {t(`${k}.makeMp4Hint`)}
          </Text>
        )}
      </Group>
      {(failed || ask.isError) && (
        <Text size="xs" c="red.8" role="alert">
          {t(`${k}.mp4Failed`, {
            reason: ask.isError ? errorText(ask.error) : (copy.data?.failure ?? ''),
          })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The JPEG copy of an image a network refuses by its type: made in the browser only when the
 * person asks, saved with the ticket's images through the composer's own upload, and put in
 * the variant's place of the image only on their click.
 */
function JpegCopyFix({
  ticketUid,
  medium,
  offered,
  onUse,
}: {
  ticketUid: string;
  medium: MediumFacts;
  offered: ReadonlyMap<string, MediumFacts>;
  onUse: (copy: MediumFacts) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: async (): Promise<MediumFacts> => {
      const before = new Set(offered.keys());
      const jpeg = await toJpegFile(await fetchMediaFile(medium.url), medium.file_name);
      await uploadPostImage(ticketUid, jpeg);
      const list = await queryClient.fetchQuery({ ...publishableMediaQueryOptions(ticketUid), staleTime: 0 });
      const added = list.find(
        (m) => m.kind === 'image' && m.mime_type === 'image/jpeg' && !before.has(mediumUid(m)),
      );
      if (!added) throw new Error(t(`${k}.jpegMissing`));
      return added;
    },
  });
  if (save.data)
    return (
      <Group gap="xs">
        <Text size="xs">{t(`${k}.jpegReady`)}</Text>
        <Button
          size="compact-xs"
          leftSection={<IconSwitchHorizontal size={12} aria-hidden />}
          onClick={() => onUse(save.data)}
        >
          {t(`${k}.useJpeg`)}
        </Button>
      </Group>
    );
  return (
    <Stack gap={2}>
      <Group gap="xs">
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconFileTypeJpg size={12} aria-hidden />}
          loading={save.isPending}
          onClick={() => save.mutate()}
        >
          {save.isError ? t(`${k}.tryAgain`) : t(`${k}.saveJpeg`)}
        </Button>
        <Text size="xs" c="dimmed" role={save.isPending ? 'status' : undefined}>
          {save.isPending ? t(`${k}.savingJpeg`) : t(`${k}.saveJpegHint`)}
        </Text>
      </Group>
      {save.isError && (
        <Text size="xs" c="red.8" role="alert">
          {t(`${k}.jpegFailed`, { reason: errorText(save.error) })}
        </Text>
      )}
    </Stack>
  );
}

/** The fix offered at a file the network refuses (lib/medium-fix.ts), or nothing. */
export function MediumFix({
  fix,
  ...props
}: {
  fix: 'mp4' | 'jpeg';
  ticketUid: string;
  projectUid: string;
  medium: MediumFacts;
  offered: ReadonlyMap<string, MediumFacts>;
  onUse: (copy: MediumFacts) => void;
}) {
  return fix === 'mp4' ? <Mp4CopyFix {...props} /> : <JpegCopyFix {...props} />;
}
