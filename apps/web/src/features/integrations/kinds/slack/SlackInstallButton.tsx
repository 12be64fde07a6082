import '@/shared/i18n/parts/integrations';
import type { WebhookEventType } from '@expertos/domain/integration.schema';
import { Button, Stack, Text } from '@mantine/core';
import { IconBrandSlack } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { FormAlert } from '@/shared/ui/FormAlert';
import { startSlackInstall } from '../../api/integrations';
import { goToInstall, openInstallWindow } from '../../components/install-window';

/**
 * "Add to Slack": Slack's own page picks the channel and the server connects it; the page hears
 * the result from the pop-up (IntegrationsPage). Shown only when the server has a Slack app.
 */
export function SlackInstallButton({
  projectUid,
  description,
  eventTypes,
}: {
  projectUid: string;
  description: string;
  eventTypes: WebhookEventType[];
}) {
  const { t } = useTranslation();
  const [waiting, setWaiting] = useState(false);
  const start = useMutation({
    mutationFn: ({ popup }: { popup: Window | null }) =>
      startSlackInstall(projectUid, { description: description.trim(), event_types: eventTypes }).then(
        (reply) => ({ reply, popup }),
      ),
    onSuccess: ({ reply, popup }) => setWaiting(goToInstall(popup, reply.authorize_url) === 'popup'),
    onError: (_error, { popup }) => popup?.close(),
  });

  return (
    <Stack gap={4}>
      <Button
        leftSection={<IconBrandSlack size={18} aria-hidden />}
        color="#4A154B"
        loading={start.isPending}
        onClick={() => start.mutate({ popup: openInstallWindow() })}
      >
        {t('ui.integrations.form.slackInstall')}
      </Button>
      <Text size="xs" c="dimmed" aria-live="polite">
        {waiting ? t('ui.integrations.form.slackInstallWaiting') : t('ui.integrations.form.slackInstallHint')}
      </Text>
      <FormAlert>{start.error ? errorText(start.error) : null}</FormAlert>
    </Stack>
  );
}
