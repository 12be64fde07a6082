import '@/shared/i18n/parts/evergreen';
import { EVERGREEN_PUBLISHED_STATUSES } from '@expertos/domain/evergreen';
import { isExternalRole } from '@expertos/domain/roles';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconLeaf } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { notify } from '@/shared/ui/notify/notify-store';
import { QueryError } from '@/shared/ui/QueryError';
import type { TicketSlotProps } from '@/shared/ui/slots';
import { useTicketEvergreen, useTicketEvergreenChanges } from '../../hooks/use-ticket-evergreen';
import { CopyOfLine } from './CopyOfLine';
import { MarkedPanel } from './MarkedPanel';
import { RewriteWithAi } from './RewriteWithAi';

const isOut = (status: string | undefined) =>
  (EVERGREEN_PUBLISHED_STATUSES as readonly string[]).includes(status ?? '');

/**
 * A post's Evergreen section in its ticket (docs/product.md#evergreen): "Mark evergreen" once it
 * is out; once marked, how often it came back, pause, the text its returns take and unmark; for
 * a copy, the post it came from and "Rewrite with AI" (its text may be one that already went out).
 * Nothing for a post that is none of these.
 */
export function TicketEvergreenSection({
  ticketUid,
  workspaceUid,
  ticketStatus,
  ticketUpdated,
  project,
  post: words,
  saveTicket,
  headingOrder,
}: TicketSlotProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const k = 'ui.evergreen.ticket' as const;
  const external = useWorkspaceStore((state) => isExternalRole(state.currentMemberRole));
  const state = useTicketEvergreen(ticketUid);
  const changes = useTicketEvergreenChanges(ticketUid, project?.uid);
  if (external || state.isPending) return null;
  if (state.isError)
    return (
      <QueryError
        layout="inline"
        compact
        message={t(`${k}.loadError`)}
        error={state.error}
        onRetry={() => void state.refetch()}
      />
    );
  const { post, copy_of: copyOf } = state.data;
  const markable = !post && isOut(ticketStatus);
  if (!post && !copyOf && !markable) return null;

  const mark = () =>
    changes.mark.mutate(undefined, {
      onSuccess: () => notify({ type: 'positive', message: t(`${k}.marked`) }),
    });
  return (
    <Stack gap={8} component="section" aria-labelledby={headingId} data-testid="ticket-evergreen">
      <Title id={headingId} order={headingOrder} size="h5">
        {t(`${k}.title`)}
      </Title>
      {copyOf && <CopyOfLine copyOf={copyOf} projectSlug={project?.slug} />}
      {/* The slot shows only to those who can edit the ticket; saving goes through its editor. */}
      {copyOf && project && saveTicket && (
        <RewriteWithAi
          ticketUid={ticketUid}
          projectUid={project.uid}
          workspaceUid={workspaceUid}
          caption={words?.caption ?? ''}
          ticketUpdated={ticketUpdated}
          saveTicket={saveTicket}
        />
      )}
      {post && <MarkedPanel post={post} changes={changes} projectSlug={project?.slug} />}
      {markable && (
        <>
          <Text size="sm" c="dimmed">
            {t(`${k}.intro`)}
          </Text>
          <Button
            variant="light"
            size="sm"
            leftSection={<IconLeaf size={16} aria-hidden />}
            loading={changes.mark.isPending}
            onClick={mark}
            style={{ alignSelf: 'flex-start' }}
          >
            {t(`${k}.mark`)}
          </Button>
          {/* The refusal where it happened: a post no longer out says so (409 evergreen_not_published). */}
          {changes.mark.isError && (
            <Text size="sm" c="red" role="alert">
              {t(`${k}.markFailed`, { reason: errorText(changes.mark.error) })}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
