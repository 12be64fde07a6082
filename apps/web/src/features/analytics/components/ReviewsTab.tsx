import '@/shared/i18n/parts/analytics';
import type { ReviewPage } from '@expertos/domain/analytics/review.schema';
import { REVIEW_PAGE_DEFAULT, REVIEW_PAGE_MAX } from '@expertos/domain/analytics/review.schema';
import { Badge, Button, Card, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconCalendarStats } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatInstant } from '@/shared/lib/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { QueryError } from '@/shared/ui/QueryError';
import { useReview, useReviews } from '../api/reviews';
import { analyticsLocale, calendarDayLabel } from '../lib/format';
import { ReviewView } from './ReviewView';

const r = 'ui.analytics.reviews' as const;
const day = (date: string) => calendarDayLabel(date, true);

/** The next review's day and time as the brand's clock shows them ("Friday", "08:00"). */
function nextOf(page: ReviewPage) {
  const at = new Date(page.next_at);
  const zone = page.schedule.time_zone;
  return {
    day: formatInstant(at, analyticsLocale(), {
      weekday: 'long',
      day: 'numeric',
      month: 'short',
      timeZone: zone,
    }),
    time: formatInstant(at, analyticsLocale(), { hour: '2-digit', minute: '2-digit', timeZone: zone }),
  };
}

/**
 * The Results page's Reviews tab (docs/product.md#analytics): the brand's past weekly reviews,
 * newest first; the one opened (its id in the address) shows its sections.
 */
export function ReviewsTab({ projectUid }: { projectUid: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const [limit, setLimit] = useState(REVIEW_PAGE_DEFAULT);
  const openId = search.get('review');
  const reviews = useReviews(projectUid, limit);
  const review = useReview(projectUid, openId);

  const open = (id: string | null) => {
    const nextSearch = new URLSearchParams(search);
    if (id) nextSearch.set('review', id);
    else nextSearch.delete('review');
    setSearch(nextSearch);
  };

  if (openId) {
    return (
      <Stack gap="md">
        <Group>
          <Button
            variant="subtle"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={() => open(null)}
          >
            {t(`${r}.back`)}
          </Button>
        </Group>
        {review.isPending ? (
          <Skeleton height={320} radius="md" role="status" aria-label={t(`${r}.reviewLoading`)} />
        ) : review.isError ? (
          <Card withBorder>
            <QueryError
              message={t(`${r}.reviewLoadError`)}
              error={review.error}
              onRetry={() => void review.refetch()}
              retrying={review.isRefetching}
            />
          </Card>
        ) : (
          <ReviewView review={review.data} />
        )}
      </Stack>
    );
  }

  if (reviews.isPending)
    return <Skeleton height={200} radius="md" role="status" aria-label={t(`${r}.loading`)} />;
  if (reviews.isError)
    return (
      <Card withBorder>
        <QueryError
          message={t(`${r}.loadError`)}
          error={reviews.error}
          onRetry={() => void reviews.refetch()}
          retrying={reviews.isRefetching}
        />
      </Card>
    );

  const page = reviews.data;
  const next = nextOf(page);
  if (page.items.length === 0)
    return (
      <EmptyState
        icon={<IconCalendarStats size={32} aria-hidden />}
        title={t(`${r}.emptyTitle`)}
        description={t(`${r}.empty`, next)}
      />
    );

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t(`${r}.nextReview`, next)}
      </Text>
      <Stack
        gap="xs"
        component="ul"
        aria-label={t(`${r}.listLabel`)}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {page.items.map((item) => (
          <li key={item.id}>
            <Card withBorder padding="sm">
              <UnstyledButton onClick={() => open(item.id)} w="100%">
                <Group justify="space-between" gap="xs">
                  <Text fw={600}>{t(`${r}.week`, { from: day(item.from), to: day(item.to) })}</Text>
                  {item.ai !== 'off' && (
                    <Badge variant="light" color={item.ai === 'written' ? 'teal' : 'gray'}>
                      {item.ai === 'written' ? t(`${r}.aiWritten`) : t(`${r}.aiFailed`)}
                    </Badge>
                  )}
                </Group>
              </UnstyledButton>
            </Card>
          </li>
        ))}
      </Stack>
      {page.total > page.items.length && limit < REVIEW_PAGE_MAX && (
        <Group>
          <Button
            variant="default"
            onClick={() => setLimit((n) => Math.min(n + REVIEW_PAGE_DEFAULT, REVIEW_PAGE_MAX))}
          >
            {t(`${r}.more`)}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
