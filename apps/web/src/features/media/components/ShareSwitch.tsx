import '@/shared/i18n/parts/media';
import { Button, Group, Switch } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { notify } from '@/shared/ui/notify/notify-store';
import { playbackQueryKey, shareVideo } from '../api/videos';

/** Shares the recording with anyone who has its link, or stops; copies the link. */
export function ShareSwitch({ videoUid, shared }: { videoUid: string; shared: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (next: boolean) => shareVideo(videoUid, next),
    onSuccess: (video) => {
      void queryClient.invalidateQueries({ queryKey: playbackQueryKey(videoUid) });
      notify({ type: 'positive', message: t(video.shared ? 'ui.media.sharedOn' : 'ui.media.sharedOff') });
    },
    onError: (error) => notify({ type: 'negative', message: errorText(error) }),
  });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      notify({ type: 'positive', message: t('ui.media.linkCopied') });
    } catch {
      notify({ type: 'negative', message: t('ui.media.linkNotCopied') });
    }
  };
  return (
    <Group gap="md" wrap="wrap">
      <Switch
        checked={shared}
        disabled={change.isPending}
        onChange={(event) => change.mutate(event.currentTarget.checked)}
        label={t('ui.media.shareLabel')}
        description={t(shared ? 'ui.media.shareOnHint' : 'ui.media.shareOffHint')}
      />
      <Button variant="default" size="xs" onClick={() => void copy()}>
        {t('ui.media.copyLink')}
      </Button>
    </Group>
  );
}
