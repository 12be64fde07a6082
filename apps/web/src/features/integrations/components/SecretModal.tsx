import { Button, Code, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

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
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label={t('ui.integrations.secret.label', { name })}
            value={secret ?? ''}
            readOnly
            // Room above and below the text: in the input's fixed line the monospace underscore of
            // `whsec_` was cut off.
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
          <CopyButton value={secret ?? ''}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? 'light' : 'default'}
                color={copied ? 'teal' : undefined}
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
                onClick={copy}
              >
                {copied ? t('ui.integrations.secret.copied') : t('ui.integrations.secret.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="xs" c="dimmed">
          {t('ui.integrations.secret.hint')} <Code>npm install standardwebhooks</Code>
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('ui.integrations.secret.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
