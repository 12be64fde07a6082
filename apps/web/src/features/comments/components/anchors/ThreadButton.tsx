import '@/shared/i18n/parts/comment-anchors';
import type { Comment } from '@expertos/domain/comment.schema';
import { Button } from '@mantine/core';
import { IconCircleCheck, IconRotateClockwise } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { notify } from '@/shared/ui/notify/notify-store';
import { useSetResolved } from '../../api/use-anchored-comments';

/** Resolves a comment's thread, or opens a resolved one again (anyone who may see the ticket). */
export function ThreadButton({ ticketUid, comment }: { ticketUid: string; comment: Comment }) {
  const { t } = useTranslation();
  const change = useSetResolved(ticketUid);
  const resolved = comment.resolved_at !== null;
  const toggle = async () => {
    try {
      await change.mutateAsync({ commentUid: comment.uid, resolved: !resolved });
      notify({
        type: 'positive',
        message: t(
          resolved ? 'ui.commentAnchors.thread.reopenedDone' : 'ui.commentAnchors.thread.resolvedDone',
        ),
      });
    } catch (error) {
      notify({ type: 'negative', message: errorText(error) });
    }
  };
  return (
    <Button
      variant="subtle"
      size="compact-xs"
      color={resolved ? 'gray' : 'teal'}
      loading={change.isPending}
      leftSection={
        resolved ? <IconRotateClockwise size={14} aria-hidden /> : <IconCircleCheck size={14} aria-hidden />
      }
      onClick={() => void toggle()}
    >
      {t(resolved ? 'ui.commentAnchors.thread.reopen' : 'ui.commentAnchors.thread.resolve')}
    </Button>
  );
}
