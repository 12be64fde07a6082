import '@/shared/i18n/parts/ai-drafts';
import type { VoiceDraft } from '@expertos/domain/ai-draft.schema';
import { Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AiButton, AiUnavailableNote, aiStatusKey, useAiAvailability } from '@/shared/ai/ai-status';
import { errorText } from '@/shared/api/error-text';
import { draftForProfile } from '../../api/brand-ai';

/**
 * Drafts a saved voice from its sample posts (docs/product.md#ai-drafts) into the voice's form:
 * the admin edits what came and saves it, or cancels and nothing changes.
 */
export function VoiceDraftButton({
  workspaceUid,
  projectUid,
  voiceUid,
  onDraft,
}: {
  workspaceUid: string | null;
  projectUid: string;
  /** The saved voice; null for one not saved yet (its samples are read from the server). */
  voiceUid: string | null;
  onDraft: (draft: VoiceDraft) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const ai = useAiAvailability(workspaceUid);
  const draft = useMutation({
    mutationFn: () => draftForProfile(projectUid, { kind: 'voice', voice_uid: voiceUid ?? undefined }),
    onSuccess: (made) => made.kind === 'voice' && onDraft(made.voice),
    onSettled: () =>
      workspaceUid && void queryClient.invalidateQueries({ queryKey: aiStatusKey(workspaceUid) }),
  });
  return (
    <Stack gap={4} data-print="hide">
      <Group gap="sm">
        <AiButton
          usable={ai.usable && Boolean(voiceUid)}
          busy={draft.isPending}
          onClick={() => draft.mutate()}
        >
          {t('ui.aiDrafts.voiceRun')}
        </AiButton>
      </Group>
      <Text size="xs" c="dimmed">
        {voiceUid ? t('ui.aiDrafts.voiceIntro') : t('ui.aiDrafts.voiceSaveFirst')}
      </Text>
      {!ai.usable && ai.status.isSuccess && <AiUnavailableNote reason={ai.reason} doc={ai.doc} />}
      {draft.isError && (
        <Text size="sm" c="red" role="alert">
          {errorText(draft.error)}
        </Text>
      )}
    </Stack>
  );
}
