import '@/shared/i18n/parts/social';
import type { SocialInsights } from '@expertos/domain/social.schema';
import { Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/lib/format';
import { QueryError } from '@/shared/ui/QueryError';
import { socialInsightsQueryOptions } from '../api/social';

const CHART_HEIGHT = 140;
const BAR_GAP = 6;

/**
 * Likes and comments of the recent posts as stacked bars, oldest on the left: plain SVG (the app
 * has no chart library), with a text table behind it for screen readers.
 */
export function EngagementChart({ recent }: { recent: SocialInsights['recent'] }) {
  const { t } = useTranslation();
  const posts = [...recent].reverse();
  const totals = posts.map((p) => (p.likes ?? 0) + (p.comments ?? 0));
  const max = Math.max(1, ...totals);
  const width = 100 / Math.max(1, posts.length);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('ui.social.recentEngagement')}
      </Text>
      <svg
        role="img"
        aria-label={t('ui.social.recentEngagementHint')}
        viewBox={`0 0 100 ${CHART_HEIGHT}`}
        preserveAspectRatio="none"
        width="100%"
        height={CHART_HEIGHT}
      >
        {posts.map((post, i) => {
          const likes = ((post.likes ?? 0) / max) * (CHART_HEIGHT - 4);
          const comments = ((post.comments ?? 0) / max) * (CHART_HEIGHT - 4);
          const x = i * width + (width * BAR_GAP) / 100 / 2;
          const w = width * (1 - BAR_GAP / 100);
          return (
            <g key={post.uid} data-testid="engagement-bar">
              <rect
                x={x}
                y={CHART_HEIGHT - likes}
                width={w}
                height={likes}
                fill="var(--mantine-color-blue-6)"
              />
              <rect
                x={x}
                y={CHART_HEIGHT - likes - comments}
                width={w}
                height={comments}
                fill="var(--mantine-color-teal-4)"
              />
            </g>
          );
        })}
      </svg>
      <Group gap="md">
        <Legend color="var(--mantine-color-blue-6)" label={t('ui.social.likes')} />
        <Legend color="var(--mantine-color-teal-4)" label={t('ui.social.comments')} />
      </Group>
      <table
        className="visually-hidden"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        <tbody>
          {posts.map((post) => (
            <tr key={post.uid}>
              <td>{post.published_at.slice(0, 10)}</td>
              <td>
                {t('ui.social.likes')} {post.likes ?? '—'}
              </td>
              <td>
                {t('ui.social.comments')} {post.comments ?? '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Stack>
  );
}

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <Group gap={4}>
      <span
        aria-hidden
        style={{ width: 10, height: 10, borderRadius: 2, background: color, display: 'inline-block' }}
      />
      <Text size="xs">{label}</Text>
    </Group>
  );
}

/** A headline figure and a bar showing it against the largest of the set. */
function FigureBar({
  label,
  value,
  max,
  suffix = '',
}: {
  label: string;
  value: number | null;
  max: number;
  suffix?: string;
}) {
  const { i18n } = useTranslation();
  const share = value === null || max <= 0 ? 0 : Math.max(2, (value / max) * 100);
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value === null ? '—' : `${formatNumber(value, i18n.language)}${suffix}`}
      </Text>
      <svg width="100%" height="8" aria-hidden>
        <rect x="0" y="0" width="100%" height="8" rx="4" fill="var(--mantine-color-gray-2)" />
        <rect x="0" y="0" width={`${share}%`} height="8" rx="4" fill="var(--mantine-color-blue-6)" />
      </svg>
    </Stack>
  );
}

/**
 * The Analytics step's figures from the connected Instagram account
 * (docs/product.md#instagram-and-youtube-import): followers, reach, engagement rate, and the
 * recent posts' engagement.
 */
export function SocialAnalytics({
  workspaceUid,
  projectUid,
}: {
  workspaceUid: string | null;
  projectUid: string;
}) {
  const { t } = useTranslation();
  const query = useQuery(socialInsightsQueryOptions(workspaceUid ?? '', projectUid));
  if (!workspaceUid) return null;
  if (query.isPending) return <Skeleton height={220} radius="md" />;
  if (query.isError)
    return (
      <QueryError
        message={t('ui.social.analyticsTitle')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const data = query.data;
  const empty = data.followers === null && data.recent.length === 0;
  const reach = data.account?.reach ?? null;
  const max = Math.max(data.followers ?? 0, reach ?? 0);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t('ui.social.analyticsTitle')}>
      <Stack gap="md">
        <Title order={3} size="h5">
          {t('ui.social.analyticsTitle')}
        </Title>
        {empty ? (
          <Text size="sm" c="dimmed">
            {t('ui.social.analyticsEmpty')}
          </Text>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, xs: 3 }}>
              <FigureBar label={t('ui.social.followers')} value={data.followers} max={max} />
              <FigureBar label={t('ui.social.reach')} value={reach} max={max} />
              <FigureBar
                label={t('ui.social.engagement')}
                value={data.engagement_rate}
                max={100}
                suffix=" %"
              />
            </SimpleGrid>
            {data.recent.length > 0 && <EngagementChart recent={data.recent} />}
          </>
        )}
      </Stack>
    </Card>
  );
}
