import { isApiError } from '@expertos/api-client/client';
import { Alert, Button, Card, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';

/** While a brand loads. */
export function ProjectSkeleton() {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="lg" aria-busy="true" aria-label={t('ui.loading')}>
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
  const missing = isApiError(error) && error.status === 404;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {missing ? t('ui.projects.notFound') : `${t('ui.projects.loadError')} ${errorText(error)}`}
        </Text>
        {!missing && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={onRetry}
          >
            {t('ui.common.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
