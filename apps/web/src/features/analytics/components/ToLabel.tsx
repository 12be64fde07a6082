import '@/shared/i18n/parts/analytics';
import type { AnalyticsReport } from '@expertos/domain/analytics/report.schema';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dayLabel, platformLabel } from '../lib/format';
import { PostActions } from './PostActions';

/**
 * "Imported posts to label" (docs/product.md#analytics): the range's imported posts without a
 * ticket or a pillar, newest first, each labelled where it is listed — whether or not it ranks
 * (a post imported long after it went out has no 7-day figure). Members only; nothing when all
 * are labelled.
 */
export function ToLabel({
  toLabel,
  labelling,
}: {
  toLabel: AnalyticsReport['to_label'];
  labelling: { projectUid: string; pillars: readonly string[] };
}) {
  const { t } = useTranslation();
  const k = 'ui.analytics.toLabel' as const;
  if (toLabel.count === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t(`${k}.title`)}
      </Title>
      <Text size="xs" c="dimmed">
        {toLabel.count > toLabel.posts.length
          ? t(`${k}.someOf`, { shown: toLabel.posts.length, count: toLabel.count })
          : t(`${k}.all`, { count: toLabel.count })}
      </Text>
      <Stack
        component="ul"
        gap={6}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label={t(`${k}.title`)}
      >
        {toLabel.posts.map((post) => {
          const platform = platformLabel(post.network, t);
          const date = dayLabel(post.posted_at);
          return (
            <Group component="li" key={post.id} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" style={{ minWidth: 0 }}>
                {platform} · {date}
              </Text>
              <PostActions post={post} labelling={labelling} name={{ platform, date }} />
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}
