import '@/shared/i18n/parts/media';
import { MESSAGES } from '@expertos/domain/messages';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { notify } from '@/shared/ui/notify/notify-store';
import { sceneExtraction, scriptExtraction } from '../api/videos';

/**
 * Gives the recording's ticket its scenes (as reference images) and its script (into the
 * notes), with the spec's success and failure messages; why a failure happened is shown
 * beside the buttons.
 */
export function ExtractActions({ ticketUid, videoUid }: { ticketUid: string; videoUid: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  // The ticket's page shows the new images and notes on its next look.
  const refreshTicket = () => queryClient.invalidateQueries({ queryKey: ticketKeys.ticket(ticketUid) });
  const scenes = useMutation({
    mutationFn: () => sceneExtraction(ticketUid, videoUid),
    onMutate: () => setProblem(null),
    onSuccess: () => {
      void refreshTicket();
      notify({
        type: 'positive',
        message: t('messages.sceneExtractSuccess', { defaultValue: MESSAGES.sceneExtractSuccess }),
      });
    },
    onError: (error) => {
      notify({
        type: 'negative',
        message: t('messages.sceneExtractError', { defaultValue: MESSAGES.sceneExtractError }),
      });
      setProblem(errorText(error));
    },
  });
  const script = useMutation({
    mutationFn: () => scriptExtraction(ticketUid, videoUid),
    onMutate: () => setProblem(null),
    onSuccess: () => {
      void refreshTicket();
      notify({
        type: 'positive',
        message: t('messages.scriptExtractSuccess', { defaultValue: MESSAGES.scriptExtractSuccess }),
      });
    },
    onError: (error) => {
      notify({
        type: 'negative',
        message: t('messages.scriptExtractError', { defaultValue: MESSAGES.scriptExtractError }),
      });
      setProblem(errorText(error));
    },
  });
  return (
    <Stack gap="sm" component="section" aria-labelledby="extract-heading">
      <Title order={2} size="h4" id="extract-heading">
        {t('ui.media.extractTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('ui.media.extractHint')}
      </Text>
      <Group gap="sm">
        <Button
          variant="default"
          onClick={() => scenes.mutate()}
          loading={scenes.isPending}
          disabled={script.isPending}
        >
          {t('ui.media.extractScenes')}
        </Button>
        <Button
          variant="default"
          onClick={() => script.mutate()}
          loading={script.isPending}
          disabled={scenes.isPending}
        >
          {t('ui.media.extractScript')}
        </Button>
      </Group>
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
