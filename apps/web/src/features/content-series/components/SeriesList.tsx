import '@/shared/i18n/parts/content-series';
import { Anchor, Card, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconListNumbers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { EmptyState } from '@/shared/ui/EmptyState';
import { QueryError } from '@/shared/ui/QueryError';
import { useSeriesList } from '../hooks/use-content-series';
import { CadenceLine } from './CadenceLine';
import { SeriesProgress } from './SeriesProgress';

export interface SeriesListProps {
  projectUid: string;
  projectSlug: string;
}

/** A brand's series: each its name (opening it), its post title and how far it is. */
export function SeriesList({ projectUid, projectSlug }: SeriesListProps) {
  const { t } = useTranslation();
  const k = 'ui.contentSeries' as const;
  const list = useSeriesList(projectUid);

  if (list.isPending)
    return (
      <Center py="xl" role="status" aria-label={t('ui.loading')}>
        <Loader />
      </Center>
    );
  if (list.isError)
    return (
      <QueryError message={t(`${k}.loadError`)} error={list.error} onRetry={() => void list.refetch()} />
    );
  if (list.data.length === 0)
    return (
      <EmptyState
        icon={<IconListNumbers size={32} stroke={1.5} aria-hidden />}
        title={t(`${k}.empty.title`)}
        description={t(`${k}.empty.text`)}
      />
    );
  return (
    <Stack
      gap="sm"
      component="ul"
      aria-label={t(`${k}.list.label`)}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {list.data.map((series) => (
        <Card
          key={series.uid}
          withBorder
          radius="md"
          padding="md"
          component="li"
          data-testid="content-series"
        >
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Anchor
                component={Link}
                to={paths.brandSeries(projectSlug, { series: series.uid })}
                fw={650}
                style={{ overflowWrap: 'anywhere' }}
              >
                {series.name}
              </Anchor>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {series.pattern}
              </Text>
              {series.cadence && <CadenceLine cadence={series.cadence} />}
            </Stack>
            <SeriesProgress planned={series.planned} published={series.published} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
