import '@/shared/i18n/parts/brand-content';
import type { SlateWeek } from '@expertos/domain/brand.schema';
import { POST_PURPOSES } from '@expertos/domain/tickets';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { shortDate } from '../../lib/week';
import { PurposeBar } from './PurposeBar';

export interface SlateWeekCardProps {
  title: string;
  week: SlateWeek;
  slug: string;
  /** The review day badge ("Review on Friday"), on the week it concerns. */
  review?: string;
  onPlanPost?: () => void;
}

/** One week of the slate: a bullet bar per purpose, planned and posted against the target. */
export function SlateWeekCard({ title, week, slug, review, onPlanPost }: SlateWeekCardProps) {
  const { t, i18n } = useTranslation();
  const d = 'ui.brandContent.dashboard' as const;
  const plannedTotal = POST_PURPOSES.reduce((sum, purpose) => sum + week.planned[purpose], 0);
  const empty = plannedTotal === 0 && week.unassigned === 0;
  const settings = paths.brandSettings(slug, 'growth-goals');
  // No target at all: one link to set them, not one per purpose.
  const noTargets = POST_PURPOSES.every((purpose) => week.targets[purpose] === 0);
  const headingId = `slate-${week.start}`;

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" mb="md" gap="xs">
        <div>
          <Title order={3} size="h4" id={headingId}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`${d}.weekRange`, {
              start: shortDate(week.start, i18n.language),
              end: shortDate(week.end, i18n.language),
            })}
          </Text>
        </div>
        {review && (
          <Badge variant="light" color="grape" size="lg" radius="sm">
            {review}
          </Badge>
        )}
      </Group>
      <Stack gap="md">
        {POST_PURPOSES.map((purpose) => {
          const posted = week.posted[purpose];
          const planned = week.planned[purpose];
          const target = week.targets[purpose];
          const label = t(`ui.tickets.list.purposes.${purpose}`);
          return (
            <PurposeBar
              key={purpose}
              label={label}
              posted={posted}
              planned={planned}
              target={target}
              summary={
                target > 0
                  ? t(`${d}.progress`, { posted, planned, target })
                  : t(`${d}.progressNoTarget`, { posted, planned })
              }
              description={t(`${d}.progressLabel`, { purpose: label, posted, planned, target })}
              noTarget={target > 0 || noTargets ? undefined : { label: t(`${d}.noTarget`), to: settings }}
            />
          );
        })}
        {noTargets && (
          <Text size="sm" c="dimmed">
            {t(`${d}.noTarget`)} ·{' '}
            <Anchor component={Link} to={settings} size="sm">
              {t(`${d}.setTargets`)}
            </Anchor>
          </Text>
        )}
        {week.unassigned > 0 && (
          <Text size="sm" c="orange.8">
            {t(`${d}.unassigned`, { count: week.unassigned })}
          </Text>
        )}
        {empty && (
          <Group gap="xs" justify="space-between">
            <Text size="sm" c="dimmed">
              {t(`${d}.emptyWeek`)}
            </Text>
            {onPlanPost && (
              <Button size="xs" variant="light" onClick={onPlanPost}>
                {t(`${d}.planOne`)}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
