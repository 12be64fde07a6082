import '@/shared/i18n/parts/analytics';
import type { AnalyticsReport } from '@expertos/domain/analytics/report.schema';
import { Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { count, dayLabel, percent, platformLabel } from '../lib/format';
import { PostActions } from './PostActions';

export type RankedPost = AnalyticsReport['top'][number];

/**
 * The top or bottom posts by their 7-day engagement rate, each with what the rate is per and
 * how many; a post opens its curve.
 */
export function RankedPosts({
  kind,
  posts,
  onOpen,
  labelling,
}: {
  kind: 'top' | 'bottom';
  posts: readonly RankedPost[];
  onOpen: (post: RankedPost) => void;
  /** Where imported posts without a ticket are labelled: the brand and its pillars. */
  labelling?: { projectUid: string; pillars: readonly string[] };
}) {
  const { t } = useTranslation();
  const r = 'ui.analytics.ranked' as const;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t(`${r}.${kind}`)}
      </Title>
      <Text size="xs" c="dimmed">
        {t(`${r}.hint`)}
      </Text>
      {posts.length === 0 ? (
        <Text size="sm">{t(`${r}.none`)}</Text>
      ) : (
        <Stack
          component="ol"
          gap={6}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label={t(`${r}.${kind}`)}
        >
          {posts.map((post) => {
            const platform = platformLabel(post.network, t);
            const date = dayLabel(post.posted_at);
            return (
              <Group component="li" key={post.id} justify="space-between" wrap="nowrap" gap="xs">
                <UnstyledButton
                  onClick={() => onOpen(post)}
                  aria-label={t(`${r}.open`, { platform, date })}
                  style={{ minWidth: 0 }}
                >
                  <Text size="sm" fw={600}>
                    {percent(post.rate)} · {platform} · {date}
                  </Text>
                  {post.denominator && post.base !== null && (
                    <Text size="xs" c="dimmed">
                      {t(`${r}.per.${post.denominator}`, { base: count(post.base) })}
                      {post.pillar ? ` · ${post.pillar}` : ''}
                    </Text>
                  )}
                </UnstyledButton>
                <PostActions post={post} labelling={labelling} name={{ platform, date }} />
              </Group>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
