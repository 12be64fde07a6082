import '@/shared/i18n/parts/workspace-security';
import { ActionIcon, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A value to copy into another system (an address for the identity provider, a DNS record):
 * its label, the value in monospace, and a copy button. Long values wrap anywhere, so a URL
 * or a record never pushes past a phone's width.
 */
export function SsoCopyValue({
  label,
  value,
  copyLabel,
}: {
  label: string;
  value: string;
  /** The copy button's name where the label alone is not unique on the page. */
  copyLabel?: string;
}) {
  const { t } = useTranslation();
  const k = 'ui.workspaceSecurity.sso' as const;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Code block style={{ flex: 1, minWidth: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {value}
        </Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t(`${k}.copied`) : t(`${k}.copy`)} withArrow>
              <ActionIcon
                variant={copied ? 'light' : 'default'}
                color={copied ? 'teal' : undefined}
                size="lg"
                aria-label={copyLabel ?? t(`${k}.copyNamed`, { name: label })}
                onClick={copy}
              >
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
