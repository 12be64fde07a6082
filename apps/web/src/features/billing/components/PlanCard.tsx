import type { BillingSummary } from '@expertos/domain/billing.schema';
import { DEFAULT_PLAN_ID, PLANS } from '@expertos/domain/plans';
import { formatStripeDate, type PlanState } from '@expertos/domain/subscriptions';
import { Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/shared/ui/QueryError';
import { SectionCard } from '@/shared/ui/SectionCard';
import { subscriptionQueryOptions } from '../api/billing';

const STATE_COLORS: Record<PlanState, string> = {
  trial: 'blue',
  subscribed: 'teal',
  cancelled: 'orange',
  ended: 'red',
  none: 'gray',
};

const stripeDate = (iso: string | null) => (iso ? formatStripeDate(new Date(iso)) : null);

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed" miw={140}>
        {label}
      </Text>
      <Text size="sm" fw={500} component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/**
 * The workspace's plan (docs/product.md#trial-and-plans): name, state, the provider's status
 * (looked up live when there is a subscription), trial days left, and the renewal or cancel
 * date as MM/dd/yyyy. A failed lookup says the plan could not be loaded, with a retry; the
 * rest of the card still shows what the summary knows.
 */
export function PlanCard({ summary }: { summary: BillingSummary }) {
  const { t } = useTranslation();
  const subscription = summary.subscription;
  const live = useQuery({
    ...subscriptionQueryOptions(subscription?.id ?? ''),
    enabled: subscription !== null,
  });
  const product = live.data?.products[0];
  const name = product?.plan.name ?? (subscription ? PLANS[subscription.plan].title : DEFAULT_PLAN_ID);
  const state = summary.plan.state;
  const interval = product?.plan.interval ?? subscription?.interval;
  const renews = state === 'subscribed' ? stripeDate(subscription?.current_period_end ?? null) : null;
  const ends =
    state === 'cancelled'
      ? stripeDate(subscription?.cancel_at ?? subscription?.current_period_end ?? null)
      : null;

  return (
    <SectionCard title={t('ui.billing.plan.title')}>
      <Stack gap="xs">
        <Row label={t('ui.billing.plan.name')}>
          <Group gap="xs">
            <span data-testid="plan-name">{name}</span>
            <Badge variant="light" color={STATE_COLORS[state]} data-testid="plan-state">
              {t(`ui.billing.plan.states.${state}`)}
            </Badge>
          </Group>
        </Row>
        {subscription && live.data && (
          <Row label={t('ui.billing.plan.status')}>
            <span data-testid="plan-status">{t(`ui.billing.plan.statuses.${live.data.status}`)}</span>
          </Row>
        )}
        {interval && <Row label={t('ui.billing.plan.interval')}>{t(`ui.billing.intervals.${interval}`)}</Row>}
        {summary.whitelisted && <Text size="sm">{t('ui.billing.plan.whitelisted')}</Text>}
        {state === 'trial' && (
          <Text size="sm" fw={600} data-testid="trial-days-left">
            {t('ui.billing.plan.trialDaysLeft', { count: summary.plan.trial_days_left })}
          </Text>
        )}
        {(state === 'ended' || state === 'none') && (
          <Text size="sm" fw={600} c="red">
            {t('ui.billing.plan.trialOver')}
          </Text>
        )}
        {renews && (
          <Text size="sm" data-testid="plan-date">
            {t('ui.billing.plan.renews', { date: renews })}
          </Text>
        )}
        {ends && (
          <Text size="sm" data-testid="plan-date">
            {t('ui.billing.plan.ends', { date: ends })}
          </Text>
        )}
        {subscription && live.isPending && <Loader size="sm" aria-label={t('ui.billing.plan.loading')} />}
        {live.isError && (
          <QueryError
            message={t('ui.billing.plan.loadError')}
            onRetry={() => void live.refetch()}
            retrying={live.isFetching}
            layout="row"
          />
        )}
      </Stack>
    </SectionCard>
  );
}
