import '@/shared/i18n/parts/analytics';
import { figureCell, GAP_WORDS } from '@expertos/domain/analytics/export';
import { engagements } from '@expertos/domain/analytics/formulas';
import { METRICS, type PostMetrics } from '@expertos/domain/analytics/metrics';
import type { AnalyticsPost } from '@expertos/domain/analytics/report.schema';
import { Button, Center, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/shared/ui/QueryError';
import { useAnalyticsPost } from '../api/analytics';
import { count, dayLabel, groupKeyLabel, platformLabel, timeLabel } from '../lib/format';
import { LineChart } from './charts/LineChart';
import { LabelImportedPost } from './LabelImportedPost';
import type { RankedPost } from './RankedPosts';

type Snapshot = AnalyticsPost['snapshots'][number];

/** The API's metrics as the formulas read them (a figure left out is `not_offered`). */
const metricsOf = (snapshot: Snapshot) => snapshot.metrics as PostMetrics;

/** A figure, or why there is none in words ("not yet"), never 0. */
const cell = (value: number | string) => (typeof value === 'number' ? count(value) : value);

function Curve({ post }: { post: AnalyticsPost }) {
  const { t } = useTranslation();
  const c = 'ui.analytics.curve' as const;
  const [asTable, setAsTable] = useState(false);
  if (post.snapshots.length === 0) return <Text size="sm">{t(`${c}.noSnapshots`)}</Text>;
  // Only snapshots whose engagements are all counts make a point: a gap is not a dip to 0.
  const points = post.snapshots.flatMap((snapshot) => {
    const value = engagements(metricsOf(snapshot));
    return typeof value === 'number' ? [{ at: Date.parse(snapshot.taken_at), value }] : [];
  });
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button
          variant="subtle"
          size="xs"
          onClick={() => setAsTable((value) => !value)}
          aria-pressed={asTable}
        >
          {asTable ? t(`${c}.showChart`) : t(`${c}.showTable`)}
        </Button>
      </Group>
      {asTable ? (
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label={t(`${c}.chart`)}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(`${c}.due`)}</Table.Th>
                <Table.Th>{t(`${c}.taken`)}</Table.Th>
                {METRICS.map((metric) => (
                  <Table.Th key={metric}>{t(`${c}.metrics.${metric}`)}</Table.Th>
                ))}
                <Table.Th>{t(`${c}.engagements`)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {post.snapshots.map((snapshot) => {
                const metrics = metricsOf(snapshot);
                const total = engagements(metrics);
                return (
                  <Table.Tr key={snapshot.due_at}>
                    <Table.Td>{timeLabel(snapshot.due_at)}</Table.Td>
                    <Table.Td>{timeLabel(snapshot.taken_at)}</Table.Td>
                    {METRICS.map((metric) => (
                      <Table.Td key={metric}>{cell(figureCell(metrics[metric]))}</Table.Td>
                    ))}
                    <Table.Td>{typeof total === 'number' ? count(total) : GAP_WORDS[total]}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : points.length === 0 ? (
        <Text size="sm">{t(`${c}.noPoints`)}</Text>
      ) : (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t(`${c}.chart`)}
          </Text>
          <LineChart points={points} label={t(`${c}.chart`)} />
          {/* The line's ends in words: where it starts and where it stands now. */}
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              {t(`${c}.from`, {
                when: timeLabel(new Date(points[0]?.at ?? 0).toISOString()),
                value: count(points[0]?.value ?? 0),
              })}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`${c}.to`, {
                when: timeLabel(new Date(points.at(-1)?.at ?? 0).toISOString()),
                value: count(points.at(-1)?.value ?? 0),
              })}
            </Text>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

/** The post's labels in words, and "Label" where the page labels it (an imported post without a ticket). */
function PostLabels({
  projectUid,
  post,
  pillars,
  name,
}: {
  projectUid: string;
  post: AnalyticsPost;
  pillars: readonly string[] | undefined;
  name: { platform: string; date: string };
}) {
  const { t } = useTranslation();
  const words = [
    post.pillar,
    post.purpose ? groupKeyLabel('purpose', post.purpose, t) : null,
    post.format ? groupKeyLabel('format', post.format, t) : null,
  ].filter((word): word is string => Boolean(word));
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed">
        {words.length > 0
          ? t('ui.analytics.label.labels', { labels: words.join(' · ') })
          : t('ui.analytics.label.unlabelled')}
      </Text>
      {pillars && post.imported_post_id && (
        <LabelImportedPost
          // A new form for each post and its labels as saved.
          key={`${post.id}:${post.pillar}:${post.purpose}:${post.format}`}
          projectUid={projectUid}
          pillars={pillars}
          post={{ ...post, imported_post_id: post.imported_post_id }}
          name={name}
        />
      )}
    </Group>
  );
}

/** One post's engagements over its snapshots, opened from the top or bottom list. */
export function PostCurveModal({
  projectUid,
  post,
  onClose,
  pillars,
}: {
  projectUid: string;
  post: RankedPost | null;
  onClose: () => void;
  /** The brand's pillars: given, an imported post without a ticket can be labelled here. */
  pillars?: readonly string[];
}) {
  const { t } = useTranslation();
  const c = 'ui.analytics.curve' as const;
  const curve = useAnalyticsPost(projectUid, post?.id ?? null);
  const title = post
    ? t(`${c}.title`, { platform: platformLabel(post.network, t), date: dayLabel(post.posted_at) })
    : '';
  return (
    <Modal opened={post !== null} onClose={onClose} title={title} size="xl">
      {curve.isPending ? (
        <Center py="lg" role="status" aria-label={t(`${c}.loading`)}>
          <Loader />
        </Center>
      ) : curve.isError ? (
        <QueryError message={t(`${c}.loadError`)} error={curve.error} onRetry={() => void curve.refetch()} />
      ) : (
        <Stack gap="sm">
          <PostLabels
            projectUid={projectUid}
            post={curve.data}
            pillars={pillars}
            name={{
              platform: platformLabel(curve.data.network, t),
              date: dayLabel(curve.data.posted_at),
            }}
          />
          <Curve post={curve.data} />
        </Stack>
      )}
    </Modal>
  );
}
