import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '@/features/public/pages/NotFoundPage';
import { isChunkLoadError } from '@/shared/lib/load-chunk';

/** A route that failed to load or render (e.g. a chunk lost after a deploy). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  // Reached only once the retries and the one reload did not bring the code (shared/lib/load-chunk).
  const chunk = isChunkLoadError(error);
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" ta="center" role="alert">
        <Title order={1} size="h2">
          {chunk ? t('ui.chunkError.title') : t('ui.routeError.title')}
        </Title>
        <Text c="dimmed" maw={420}>
          {chunk
            ? t('ui.chunkError.text')
            : t('errors.internal_error', { defaultValue: ERROR_CATALOGUE.internal_error.message })}
        </Text>
        <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => window.location.reload()}>
          {t('ui.routeError.reload')}
        </Button>
      </Stack>
    </Center>
  );
}
