import type { JiraStatusWebhook } from '@expertos/domain/integration.schema';
import { Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A read-only value with its copy button (the webhook's URL, its secret). */
function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <TextInput
        label={label}
        value={value}
        readOnly
        styles={{
          input: {
            fontFamily: 'var(--mantine-font-family-monospace)',
            height: 'auto',
            lineHeight: 1.5,
            paddingBlock: 8,
          },
        }}
        style={{ flex: 1, minWidth: 0 }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            variant={copied ? 'light' : 'default'}
            color={copied ? 'teal' : undefined}
            aria-label={`${copied ? t('ui.integrations.secret.copied') : t('ui.integrations.secret.copy')}: ${label}`}
            leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            onClick={copy}
          >
            {copied ? t('ui.integrations.secret.copied') : t('ui.integrations.secret.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

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
