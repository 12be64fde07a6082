import '@/shared/i18n/parts/ai';
import '@/shared/i18n/parts/ai-drafts';
import type { PostDraft } from '@expertos/domain/ai-draft.schema';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AiButton, AiUnavailableNote, aiStatusKey, useAiAvailability } from '@/shared/ai/ai-status';
import { errorText } from '@/shared/api/error-text';
import { notify } from '@/shared/ui/notify/notify-store';
import type { TicketSlotProps } from '@/shared/ui/slots';
import { draftAi } from '../api/ai-calls';

type DraftField = 'hook' | 'hook_variation_1' | 'hook_variation_2' | 'hook_variation_3' | 'caption';

/** The draft's parts with the ticket field each one goes into. */
const partsOf = (draft: PostDraft): { field: DraftField; text: string }[] => [
  { field: 'hook', text: draft.hook },
  { field: 'hook_variation_1', text: draft.variations[0] ?? '' },
  { field: 'hook_variation_2', text: draft.variations[1] ?? '' },
  { field: 'hook_variation_3', text: draft.variations[2] ?? '' },
  { field: 'caption', text: draft.caption },
];

/**
 * A post's AI draft in its ticket (docs/product.md#ai-drafts): a hook, three variations and a
 * caption written on the brand's context. Shown only; a part goes into the post when a person
 * uses it, sent with the ticket's version so a teammate's newer edit is never overwritten unseen.
 */
export function PostDraftSection({
  ticketUid,
  workspaceUid,
  project,
  ticketType,
  ticketUpdated,
  headingOrder,
  saveTicket,
}: TicketSlotProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const queryClient = useQueryClient();
  const ai = useAiAvailability(ticketType === 'post' ? workspaceUid : null);
  const draft = useMutation({
    mutationFn: () => draftAi(project?.uid ?? '', { kind: 'post', ticket_uid: ticketUid }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: aiStatusKey(workspaceUid) }),
  });
  const use = useMutation({
    // The ticket's own editor saves it (the one ticket update): its detail takes the reply and
    // the lists showing it are read again.
    mutationFn: async (changes: Partial<Record<DraftField, string>>) => {
      if (!saveTicket) throw new Error('This ticket cannot be saved from here.');
      return saveTicket({ ...changes, ...(ticketUpdated ? { base_updated_at: ticketUpdated } : {}) });
    },
    onSuccess: () => notify({ type: 'positive', message: t('ui.aiDrafts.used') }),
    onError: (error) => notify({ type: 'negative', message: errorText(error) }),
  });
  if (ticketType !== 'post' || !project) return null;
  const post = draft.data?.kind === 'post' ? draft.data.post : null;

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={headingOrder} id={headingId} size="h5">
          {t('ui.aiDrafts.postTitle')}
        </Title>
        <AiButton usable={ai.usable} busy={draft.isPending} onClick={() => draft.mutate()}>
          {post ? t('ui.aiDrafts.again') : t('ui.aiDrafts.postRun')}
        </AiButton>
      </Group>
      {!ai.usable && ai.status.isSuccess ? (
        <AiUnavailableNote reason={ai.reason} doc={ai.doc} />
      ) : (
        !post && (
          <Text size="sm" c="dimmed">
            {t('ui.aiDrafts.postIntro')}
          </Text>
        )
      )}
      {draft.isError && (
        <Text size="sm" c="red" role="alert">
          {errorText(draft.error)}
        </Text>
      )}
      {post && (
        <Stack gap="xs" data-testid="post-draft">
          {partsOf(post).map((part) => (
            <Paper key={part.field} withBorder p="sm" radius="sm">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text size="xs" c="dimmed" fw={600}>
                    {t(`ui.ai.fields.${part.field}`)}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {part.text}
                  </Text>
                </Stack>
                <Button
                  size="compact-xs"
                  variant="default"
                  onClick={() => use.mutate({ [part.field]: part.text })}
                  disabled={use.isPending}
                  aria-label={t('ui.aiDrafts.useField', { field: t(`ui.ai.fields.${part.field}`) })}
                >
                  {t('ui.aiDrafts.use')}
                </Button>
              </Group>
            </Paper>
          ))}
          <Group>
            <Button
              size="xs"
              onClick={() => use.mutate(Object.fromEntries(partsOf(post).map((p) => [p.field, p.text])))}
              loading={use.isPending}
            >
              {t('ui.aiDrafts.useAll')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
