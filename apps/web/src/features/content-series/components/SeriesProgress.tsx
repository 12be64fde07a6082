import '@/shared/i18n/parts/content-series';
import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "Planned 12 · published 3" and a small bar of the published share. */
export function SeriesProgress({ planned, published }: { planned: number; published: number }) {
  const { t } = useTranslation();
  const k = 'ui.contentSeries.list' as const;
  const share = planned > 0 ? Math.round((published / planned) * 100) : 0;
  return (
    <Group gap="sm" wrap="nowrap">
      <Text size="sm" c="dimmed" data-testid="series-progress">
        {t(`${k}.progress`, { planned, published })}
      </Text>
      <Progress
        value={share}
        size="sm"
        w={96}
        style={{ flexShrink: 0 }}
        aria-label={t(`${k}.progressLabel`, { planned, published })}
      />
    </Group>
  );
}
