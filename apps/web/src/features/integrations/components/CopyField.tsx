import '@/shared/i18n/parts/integrations';
import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A read-only value with its copy button: a secret shown once, a webhook's URL. Monospace, with
 * room above and below the text: in the input's fixed line the underscore of `whsec_` was cut off.
 */
export function CopyField({ label, value }: { label: string; value: string }) {
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
