import '@/shared/i18n/parts/brand-content';
import type { OverviewTicket } from '@expertos/domain/brand.schema';
import { POST_PURPOSES, type PostPurpose } from '@expertos/domain/tickets';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { shortDate } from '../../lib/week';

export interface TicketListCardProps {
  title: string;
  count?: ReactNode;
  items: OverviewTicket[];
  empty: string;
  slug: string;
  footer?: ReactNode;
}

const isPurpose = (value: string | null): value is PostPurpose =>
  value !== null && (POST_PURPOSES as readonly string[]).includes(value);

/** Upcoming posts or open tasks: each a link to its task page. */
export function TicketListCard({ title, count, items, empty, slug, footer }: TicketListCardProps) {
  const { t, i18n } = useTranslation();
  const d = 'ui.brandContent.dashboard' as const;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        {count}
      </Group>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => (
            <Group component="li" key={item.uid} justify="space-between" wrap="nowrap" gap="xs">
              <Anchor component={Link} to={paths.brandTask(slug, item.uid)} size="sm" lineClamp={1}>
                #{item.id} {item.summary}
              </Anchor>
              <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
                {isPurpose(item.post_audience) && (
                  <Badge size="xs" variant="light" visibleFrom="xs">
                    {t(`ui.tickets.list.purposes.${item.post_audience}`)}
                  </Badge>
                )}
                <Badge size="xs" variant="outline" color="gray">
                  {t(`ui.tickets.list.statuses.${item.status}`)}
                </Badge>
                <Text size="xs" c="dimmed" miw={64} ta="right">
                  {item.due_date ? shortDate(item.due_date, i18n.language) : t(`${d}.noDue`)}
                </Text>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      {footer}
    </Card>
  );
}
