import type { BillingSummary } from '@expertos/domain/billing.schema';
import { BILLING_INTERVALS, type BillingInterval, PLANS, planPrice } from '@expertos/domain/plans';
import type { Workspace } from '@expertos/domain/workspace.schema';
import {
  Badge,
  Button,
  Card,
  Group,
  List,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { formatCents } from '@/shared/lib/format';
import { useAuthStore } from '@/shared/stores/auth-store';
import { FormAlert } from '@/shared/ui/FormAlert';
import { startCheckout } from '../api/billing';
import { checkoutBody, leaveFor } from '../lib/checkout';
import { ContactModal } from './ContactModal';
import { ExtraSeatsInput, INITIAL_EXTRA_SEATS, type SeatsValue, validExtraSeats } from './ExtraSeatsInput';

function Features({ items }: { items: readonly string[] }) {
  return (
    <List size="sm" spacing={4} icon={<IconCheck size={14} aria-hidden />} center>
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

/** Monthly | Yearly: a radio group (Tab reaches it, arrow keys switch). */
export function IntervalSwitch({
  value,
  onChange,
}: {
  value: BillingInterval;
  onChange: (interval: BillingInterval) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <>
      <VisuallyHidden id={labelId}>{t('ui.billing.picker.interval')}</VisuallyHidden>
      <SegmentedControl
        aria-labelledby={labelId}
        value={value}
        onChange={(next) => onChange(next as BillingInterval)}
        data={BILLING_INTERVALS.map((interval) => ({
          value: interval,
          label: t(`ui.billing.intervals.${interval}`),
        }))}
      />
    </>
  );
}

/**
 * The Business card: the catalogue's prices for the chosen interval, the extra seats with the
 * price they make, and Subscribe, which sends the summary's price ids to checkout and leaves
 * for the provider's page (docs/product.md#trial-and-plans).
 */
function BusinessCard({
  summary,
  workspace,
  interval,
}: {
  summary: BillingSummary;
  workspace: Workspace;
  interval: BillingInterval;
}) {
  const { t, i18n } = useTranslation();
  const user = useAuthStore((state) => state.user);
  const [extraSeats, setExtraSeats] = useState<SeatsValue>(INITIAL_EXTRA_SEATS);
  const price = planPrice('business', interval);
  const plan = PLANS.business;
  const checkout = useMutation({
    mutationFn: startCheckout,
    // The button stays busy while the browser leaves for the provider.
    onSuccess: ({ url }) => leaveFor(url),
  });
  const seats = validExtraSeats(extraSeats);
  const available = summary.prices?.[interval] != null;

  const subscribe = () => {
    if (seats === null || !user) return;
    const body = checkoutBody(summary, workspace, user, { interval, extraSeats: seats });
    if (body) checkout.mutate(body);
  };

  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="article"
      aria-label={plan.title}
      // The catalogue's colour marks the card only: as text or a button it would not be readable enough.
      style={{ borderTop: `4px solid ${plan.color}` }}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={3} size="h4">
            {plan.title}
          </Title>
          <Text size="sm" c="dimmed">
            {plan.description}
          </Text>
        </Stack>
        {price && (
          <Stack gap={2}>
            <Text size="xl" fw={700} data-testid="base-price">
              {t('ui.billing.picker.basePrice', {
                price: formatCents(price.base, i18n.language),
                per: t(`ui.billing.per.${interval}`),
              })}
            </Text>
            <Text size="sm" data-testid="per-user-price">
              {t('ui.billing.picker.perUser', { price: formatCents(price.perUser, i18n.language) })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('ui.billing.picker.included', { count: plan.includedSeats })}
            </Text>
          </Stack>
        )}
        <Features items={plan.features} />
        <ExtraSeatsInput value={extraSeats} onChange={setExtraSeats} interval={interval} />
        {!available && <FormAlert tone="warning">{t('ui.billing.picker.unavailable')}</FormAlert>}
        <FormAlert>{checkout.error ? errorText(checkout.error) : null}</FormAlert>
        <Button
          onClick={subscribe}
          loading={checkout.isPending || checkout.isSuccess}
          disabled={seats === null || !available}
        >
          {plan.buttonLabel}
        </Button>
      </Stack>
    </Card>
  );
}

/** The Enterprise card: no list price, "Get in touch", and "Let's Chat" opens the contact form. */
export function EnterpriseCard({ workspaceUid }: { workspaceUid: string }) {
  const [contact, setContact] = useState(false);
  const plan = PLANS.enterprise;
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="article"
      aria-label={plan.title}
      style={{ borderTop: `4px solid ${plan.color}` }}
    >
      <Stack gap="md" h="100%">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={3} size="h4">
              {plan.title}
            </Title>
            {plan.subline && <Badge variant="light">{plan.subline}</Badge>}
          </Group>
          <Text size="sm" c="dimmed">
            {plan.description}
          </Text>
        </Stack>
        <Features items={plan.features} />
        <Button variant="default" mt="auto" onClick={() => setContact(true)}>
          {plan.buttonLabel}
        </Button>
      </Stack>
      <ContactModal opened={contact} onClose={() => setContact(false)} workspaceUid={workspaceUid} />
    </Card>
  );
}

/**
 * The plans to choose from (the billing page, and /expired for admins): the interval switch,
 * Business with its seats and checkout, Enterprise with its contact form.
 */
export function PlanPicker({ summary, workspace }: { summary: BillingSummary; workspace: Workspace }) {
  const { t } = useTranslation();
  const [interval, setInterval] = useState<BillingInterval>('month');
  return (
    <Stack gap="md" component="section" aria-label={t('ui.billing.picker.title')}>
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          {t('ui.billing.picker.title')}
        </Title>
        <IntervalSwitch value={interval} onChange={setInterval} />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <BusinessCard summary={summary} workspace={workspace} interval={interval} />
        <EnterpriseCard workspaceUid={workspace.uid} />
      </SimpleGrid>
    </Stack>
  );
}
