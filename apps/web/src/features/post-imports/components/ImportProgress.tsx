import '@/shared/i18n/parts/post-imports';
import type { PostImport } from '@expertos/domain/post-import';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The bar of the phase at work (previews, then posts), with its count. */
export function ImportProgress({ postImport }: { postImport: PostImport }) {
  const { t } = useTranslation();
  const { done, total } = postImport.progress;
  const whole = total ?? 0;
  const percent = whole > 0 ? Math.round((done / whole) * 100) : 0;
  const phase = t(`ui.postImports.status.${postImport.status}`);
  const running = postImport.status === 'previewing' || postImport.status === 'creating';
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {phase}
        </Text>
        <Text size="sm" c="dimmed">
          {t('ui.postImports.progress', { done, total: whole })}
        </Text>
      </Group>
      <Progress
        value={percent}
        animated={running}
        striped={running}
        size="lg"
        aria-label={t('ui.postImports.progressLabel', { phase, done, total: whole })}
      />
      {running && (
        <Text size="xs" c="dimmed">
          {t('ui.postImports.reloadSafe')}
        </Text>
      )}
    </Stack>
  );
}
