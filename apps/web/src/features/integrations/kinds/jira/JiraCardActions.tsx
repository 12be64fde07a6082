import '@/shared/i18n/parts/integrations';
import type { JiraStatusWebhook } from '@expertos/domain/integration.schema';
import { Button } from '@mantine/core';
import { IconRefresh, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { notify } from '@/shared/ui/notify/notify-store';
import { setUpJiraSync } from '../../api/jira';
import type { CardActionsProps } from '../form-kind';
import { JiraPeopleModal } from './JiraPeopleModal';
import { JiraSyncModal } from './JiraSyncModal';

/**
 * A Jira integration's own admin buttons: who its Jira people are, and the status sync back
 * from Jira (a new secret ends the old one, so it asks first when one is set up).
 */
export function JiraCardActions({ projectUid, integration, refresh }: CardActionsProps<'jira'>) {
  const { t } = useTranslation();
  const [sync, setSync] = useState<JiraStatusWebhook | null>(null);
  const [peopleOpen, setPeopleOpen] = useState(false);
  const syncSetUp = integration.config.status_webhook_url !== null;

  const setUpSync = async () => {
    if (syncSetUp) {
      const ok = await confirm({
        title: t('ui.integrations.jira.syncNewSecretTitle'),
        message: t('ui.integrations.jira.syncNewSecretText'),
        ok: t('ui.integrations.jira.syncNewSecret'),
      });
      if (!ok) return;
    }
    try {
      setSync(await setUpJiraSync(projectUid, integration.uid));
      refresh();
    } catch (error) {
      notify({ type: 'negative', message: errorText(error) });
    }
  };

  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconUsers size={14} aria-hidden />}
        onClick={() => setPeopleOpen(true)}
      >
        {t('ui.integrations.jira.people')}
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconRefresh size={14} aria-hidden />}
        onClick={() => void setUpSync()}
      >
        {syncSetUp ? t('ui.integrations.jira.syncNewSecret') : t('ui.integrations.jira.syncSetUp')}
      </Button>
      <JiraPeopleModal
        projectUid={projectUid}
        integrationUid={integration.uid}
        opened={peopleOpen}
        onClose={() => setPeopleOpen(false)}
      />
      <JiraSyncModal
        webhook={sync}
        projectKey={integration.config.project_key}
        onClose={() => setSync(null)}
      />
    </>
  );
}
