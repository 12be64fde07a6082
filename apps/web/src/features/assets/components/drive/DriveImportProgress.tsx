import '@/shared/i18n/parts/assets';
import type { AssetDriveImport } from '@expertos/domain/asset-drive';
import { Alert, List, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRunning } from './use-drive-import';

const k = 'ui.assets.drive' as const;

/** How far an import got: the bar, "12 of 40 files", the counts, what failed and why, the outcome. */
export function DriveImportProgress({ job }: { job: AssetDriveImport }) {
  const { t } = useTranslation();
  const running = isRunning(job);
  const handled = job.done + job.failed;
  // Until the job has listed the links' folders it knows of no files: no share to show yet.
  const counting = running && job.total === 0;

  return (
    <Stack gap="sm">
      <Progress
        value={job.total > 0 ? Math.min(100, (handled / job.total) * 100) : running ? 0 : 100}
        animated={running}
        aria-label={t(`${k}.progressLabel`)}
      />
      <Text size="sm" aria-live="polite">
        {job.status === 'queued'
          ? t(`${k}.queued`)
          : counting
            ? t(`${k}.listing`)
            : t(`${k}.progress`, { count: job.total, handled })}
      </Text>
      {!counting && (
        <Text size="sm" c="dimmed">
          {t(`${k}.counts`, { done: job.done, failed: job.failed })}
        </Text>
      )}
      {job.failures.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t(`${k}.failuresTitle`)}
          </Text>
          <List size="sm" spacing={2} style={{ overflowWrap: 'anywhere' }}>
            {job.failures.map((failure, index) => (
              // Names may repeat (two files of one name in different Drive folders).
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is only ever replaced whole
              <List.Item key={index}>
                {t(`${k}.failure`, { name: failure.name, reason: failure.reason })}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      {job.status === 'done' && (
        <Alert color="green" variant="light" role="status">
          {t(`${k}.done`, { count: job.done })}
        </Alert>
      )}
      {job.status === 'failed' && (
        <Alert color="red" variant="light" role="alert" title={t(`${k}.stopped`)}>
          {job.error}
        </Alert>
      )}
      {/* A finished import may still say what it left out (over the file limit). */}
      {job.status !== 'failed' && job.error && (
        <Alert color="orange" variant="light">
          {job.error}
        </Alert>
      )}
      {running && (
        <Text size="sm" c="dimmed">
          {t(`${k}.background`)}
        </Text>
      )}
    </Stack>
  );
}
