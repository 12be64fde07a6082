import '@/shared/i18n/parts/integrations';
import type { JiraStatusWebhook } from '@expertos/domain/integration.schema';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../components/CopyField';

/**
 * Jira → us status sync, set up: the Jira admin webhook's URL and secret (shown this once; the
 * server keeps it sealed) and where they go in Jira (docs/product.md#integrations).
 */
export function JiraSyncModal({
  webhook,
  projectKey,
  onClose,
}: {
  webhook: JiraStatusWebhook | null;
  projectKey: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={webhook !== null}
      onClose={onClose}
      title={t('ui.integrations.jira.syncTitle')}
      closeOnClickOutside={false}
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm">{t('ui.integrations.jira.syncText')}</Text>
        <Text size="sm">{t('ui.integrations.jira.syncSteps', { project: projectKey ?? 'KEY' })}</Text>
        <CopyField label={t('ui.integrations.jira.syncUrl')} value={webhook?.url ?? ''} />
        <CopyField label={t('ui.integrations.jira.syncSecret')} value={webhook?.secret ?? ''} />
        <Text size="sm" fw={600} role="status">
          {t('ui.integrations.jira.syncSecretOnce')}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('ui.integrations.secret.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
