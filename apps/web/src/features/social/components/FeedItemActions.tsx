import '@/shared/i18n/parts/social';
import type { FeedItem } from '@expertos/domain/brand.schema';
import { Button, Group } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { notify } from '@/shared/ui/notify/notify-store';
import { addVoiceSample, makePostTicket } from '../api/social';

/**
 * The actions on an imported post in the Feed (docs/product.md#instagram-and-youtube-import):
 * "Make a post ticket" (once per post) and "Use as voice sample". The server decides who may:
 * those who work on tickets make one, brand admins choose voice samples.
 */
export function FeedItemActions({
  workspaceUid,
  projectUid,
  item,
}: {
  workspaceUid: string;
  projectUid: string;
  item: FeedItem;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const failed = (error: unknown) => notify({ type: 'negative', message: errorText(error) });
  const ticket = useMutation({
    mutationFn: () => makePostTicket(workspaceUid, projectUid, item.uid),
    onSuccess: (made) => {
      notify({ type: 'positive', message: t('ui.social.ticketMade', { id: made.ticket_id }) });
      void queryClient.invalidateQueries({
        queryKey: ['workspaces', workspaceUid, 'projects', projectUid, 'feed'],
      });
    },
    onError: failed,
  });
  const sample = useMutation({
    mutationFn: () => addVoiceSample(workspaceUid, projectUid, item.uid),
    onSuccess: (voice) =>
      notify({ type: 'positive', message: t('ui.social.sampleAdded', { name: voice.voice_name }) }),
    onError: failed,
  });
  return (
    <Group gap="xs">
      {!item.ticket_uid && (
        <Button size="compact-sm" variant="light" onClick={() => ticket.mutate()} loading={ticket.isPending}>
          {t('ui.social.makeTicket')}
        </Button>
      )}
      {item.live_link && (
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => sample.mutate()}
          loading={sample.isPending}
        >
          {t('ui.social.useAsSample')}
        </Button>
      )}
    </Group>
  );
}
