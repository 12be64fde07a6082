import '@/shared/i18n/parts/publishing';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AiButton, AiUnavailableNote, aiStatusKey, useAiAvailability } from '@/shared/ai/ai-status';
import { errorText } from '@/shared/api/error-text';
import { adaptText } from '../../api/adapt';
import { adaptBrief, adaptedText } from '../../lib/adapt-brief';

/**
 * "Adapt for {network}": the brand's assistant rewrites the variant's text for its network and
 * limit; the person can take the old text back. Off, with the usual reason, when AI cannot be used.
 */
export function AdaptButton({
  projectUid,
  workspaceUid,
  network,
  limit,
  text,
  onText,
}: {
  projectUid: string;
  workspaceUid: string;
  network: string;
  limit: number | null;
  text: string;
  onText: (text: string) => void;
}) {
  const { t } = useTranslation();
  const k = 'ui.publishing.composer' as const;
  const queryClient = useQueryClient();
  const ai = useAiAvailability(workspaceUid);
  const [before, setBefore] = useState<string | null>(null);
  const adapt = useMutation({
    mutationFn: () => adaptText(projectUid, adaptBrief({ network, limit }, text)),
    onSuccess: (answer) => {
      setBefore(text);
      onText(adaptedText(answer));
    },
    // The day's allowance moved (or was found used up).
    onSettled: () => void queryClient.invalidateQueries({ queryKey: aiStatusKey(workspaceUid) }),
  });
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <AiButton
          usable={ai.usable && text.trim() !== ''}
          busy={adapt.isPending}
          onClick={() => adapt.mutate()}
        >
          {t(`${k}.adapt`, { network })}
        </AiButton>
        {before !== null && (
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => {
              onText(before);
              setBefore(null);
            }}
          >
            {t(`${k}.adaptUndo`)}
          </Button>
        )}
      </Group>
      {!ai.usable && ai.status.isSuccess && <AiUnavailableNote reason={ai.reason} doc={ai.doc} />}
      {adapt.isError && (
        <Text size="xs" c="red" role="alert">
          {errorText(adapt.error)}
        </Text>
      )}
    </Stack>
  );
}
