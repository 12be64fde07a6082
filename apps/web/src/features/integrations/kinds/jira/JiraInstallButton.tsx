import '@/shared/i18n/parts/integrations';
import { Button, Stack, Text } from '@mantine/core';
import { IconBrandJira } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { FormAlert } from '@/shared/ui/FormAlert';
import { startJiraInstall } from '../../api/jira';
import { goToInstall, openInstallWindow } from '../../components/install-window';

/**
 * "Connect with Atlassian": Atlassian's consent page in a pop-up, for the site typed above; the
 * server keeps the tokens and the page hears the result (IntegrationsPage). Shown only when the
 * server has an Atlassian OAuth app.
 */
export function JiraInstallButton({
  projectUid,
  siteUrl,
  description,
  onSiteMissing,
}: {
  projectUid: string;
  siteUrl: string;
  description: string;
  /** The site field is empty: it is marked instead. */
  onSiteMissing: () => void;
}) {
  const { t } = useTranslation();
  const [waiting, setWaiting] = useState(false);
  const start = useMutation({
    mutationFn: ({ popup, site }: { popup: Window | null; site: string }) =>
      startJiraInstall(projectUid, site, description.trim()).then((reply) => ({ reply, popup })),
    onSuccess: ({ reply, popup }) => setWaiting(goToInstall(popup, reply.authorize_url) === 'popup'),
    onError: (_error, { popup }) => popup?.close(),
  });

  return (
    <Stack gap={4}>
      <Button
        leftSection={<IconBrandJira size={18} aria-hidden />}
        color="#0052CC"
        loading={start.isPending}
        onClick={() => {
          const site = siteUrl.trim();
          if (!site) return onSiteMissing();
          start.mutate({
            popup: openInstallWindow(),
            site: /^https?:\/\//i.test(site) ? site : `https://${site}`,
          });
        }}
      >
        {t('ui.integrations.jira.install')}
      </Button>
      <Text size="xs" c="dimmed" aria-live="polite">
        {waiting ? t('ui.integrations.jira.installWaiting') : t('ui.integrations.jira.installHint')}
      </Text>
      <FormAlert>{start.error ? errorText(start.error) : null}</FormAlert>
    </Stack>
  );
}
