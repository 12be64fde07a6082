import '@/shared/i18n/parts/ai';
import type { AiPrompt } from '@expertos/domain/ai.schema';
import { Badge, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The exact request an assistant gets: each message with its role, and the model settings. */
export function PromptView({ prompt }: { prompt: AiPrompt }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" aria-label={t('ui.ai.promptTitle')} component="section">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{t('ui.ai.promptTitle')}</Text>
          <Text size="sm" c="dimmed">
            {t('ui.ai.promptMeta', { model: prompt.model ?? '—', temperature: prompt.temperature })}
          </Text>
        </Group>
        {prompt.messages.map((message, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the messages are a fixed list, never reordered
          <Stack gap={4} key={index}>
            <Badge variant="light" color={message.role === 'system' ? 'gray' : 'brand'} w="fit-content">
              {t(`ui.ai.roles.${message.role}`)}
            </Badge>
            <Code block style={{ whiteSpace: 'pre-wrap', maxHeight: 320, overflow: 'auto' }}>
              {message.content}
            </Code>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
