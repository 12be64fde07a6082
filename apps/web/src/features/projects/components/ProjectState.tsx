import { isApiError } from '@expertos/api-client/client';
import { Card, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/shared/ui/QueryError';

/** While a brand loads. */
export function ProjectSkeleton() {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="lg" role="status" aria-busy="true" aria-label={t('ui.loading')}>
      <Stack gap="md">
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={120} />
      </Stack>
    </Card>
  );
}

/** A brand that could not be loaded: gone (404) or another failure, with a retry. */
export function ProjectLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (isApiError(error) && error.status === 404) return <QueryError message={t('ui.projects.notFound')} />;
  return <QueryError message={t('ui.projects.loadError')} error={error} onRetry={onRetry} />;
}
