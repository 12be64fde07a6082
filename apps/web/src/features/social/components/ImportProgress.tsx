import '@/shared/i18n/parts/social';
import { Alert, Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { jobQueryOptions } from '../api/social';

/**
 * The progress bar of a running import: the job's `progress` read every second and a half until
 * it is done or gives up. Its id comes from the connection the server keeps, so a reloaded
 * page finds the import again (docs/product.md#instagram-and-youtube-import).
 */
export function ImportProgress({
  workspaceUid,
  jobId,
  onFinished,
}: {
  workspaceUid: string;
  jobId: string;
  onFinished: () => void;
}) {
  const { t } = useTranslation();
  const job = useQuery(jobQueryOptions(workspaceUid, jobId));
  const status = job.data?.status;
  const finished = useRef(onFinished);
  finished.current = onFinished;
  useEffect(() => {
    if (status === 'done' || status === 'dead') finished.current();
  }, [status]);

  if (status === 'dead')
    return (
      <Alert color="red" role="alert">
        {t('ui.social.importFailed', { error: job.data?.last_error ?? '' })}
      </Alert>
    );
  if (status === 'done') return null;
  const progress = job.data?.progress;
  const done = progress?.done ?? 0;
  const total = progress?.total ?? null;
  const value = total ? Math.min(100, Math.round((done / total) * 100)) : null;
  const label = total
    ? t('ui.social.importProgress', { done, total })
    : t('ui.social.importProgressUnknown', { done });
  return (
    <Stack gap={4}>
      <Text size="sm">{t('ui.social.importing')}</Text>
      <Progress
        value={value ?? 100}
        animated
        striped={value === null}
        aria-label={t('ui.social.importing')}
        aria-valuetext={label}
      />
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}
