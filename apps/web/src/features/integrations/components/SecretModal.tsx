import '@/shared/i18n/parts/integrations';
import { Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyField } from './CopyField';

/** A shell command: code, the same in every language. */
const INSTALL_COMMAND = 'npm install standardwebhooks';

/**
 * A webhook's signing secret, shown this once after connecting or rotating
 * (docs/product.md#integrations): the server never returns it again.
 */
export function SecretModal({
  secret,
  name,
  onClose,
}: {
  secret: string | null;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={secret !== null}
      onClose={onClose}
      title={t('ui.integrations.secret.title')}
      closeOnClickOutside={false}
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm" fw={600} role="status">
          {t('ui.integrations.secret.text')}
        </Text>
        <CopyField label={t('ui.integrations.secret.label', { name })} value={secret ?? ''} />
        <Text size="xs" c="dimmed">
          {t('ui.integrations.secret.hint')} <Code>{INSTALL_COMMAND}</Code>
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('ui.integrations.secret.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
