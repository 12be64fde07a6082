import type { BillingSubscription, BillingSummary } from '@expertos/domain/billing.schema';
import { PLANS, seatPriceTotal } from '@expertos/domain/plans';
import { Button, Group } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { formatCents } from '@/shared/lib/format';
import { refreshCurrentWorkspace } from '@/shared/session/workspace-session';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { FormAlert } from '@/shared/ui/FormAlert';
import { notify } from '@/shared/ui/notify/notify-store';
import { SectionCard } from '@/shared/ui/SectionCard';
import { billingQueryKey, changeSeats, subscriptionQueryKey } from '../api/billing';
import { ExtraSeatsInput, type SeatsValue, validExtraSeats } from './ExtraSeatsInput';

/**
 * Seats of a live subscription (docs/product.md#trial-and-plans): the seat item's quantity
 * changes with proration instead of a second checkout. A confirm says the new total and price
 * first; the server refuses to go below the seats in use (`seats_in_use`).
 */
export function SeatsUpdate({
  workspaceUid,
  summary,
  subscription,
}: {
  workspaceUid: string;
  summary: BillingSummary;
  subscription: BillingSubscription;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [value, setValue] = useState<SeatsValue>(summary.seats.paid);
  const seats = validExtraSeats(value);
  const interval = subscription.interval;
  const update = useMutation({
    mutationFn: (extraSeats: number) => changeSeats(workspaceUid, extraSeats),
    onSuccess: (next) => {
      queryClient.setQueryData(billingQueryKey(workspaceUid), next);
      void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey(subscription.id) });
      void refreshCurrentWorkspace();
      notify({
        type: 'positive',
        message: t('ui.billing.seatsUpdate.done', { total: next.seats.included + next.seats.paid }),
      });
    },
  });

  const submit = async () => {
    if (seats === null) return;
    const price = seatPriceTotal('business', interval, seats);
    const ok = await confirm({
      title: t('ui.billing.seatsUpdate.confirmTitle', { count: seats }),
      message: t('ui.billing.seatsUpdate.confirmText', {
        total: PLANS.business.includedSeats + seats,
        price: price === null ? '' : formatCents(price, i18n.language),
        per: t(`ui.billing.per.${interval}`),
      }),
      ok: t('ui.billing.seatsUpdate.submit'),
    });
    if (ok) update.mutate(seats);
  };

  return (
    <SectionCard title={t('ui.billing.seatsUpdate.title')} intro={t('ui.billing.seatsUpdate.intro')}>
      <ExtraSeatsInput
        value={value}
        onChange={setValue}
        interval={interval}
        label={t('ui.billing.seatsUpdate.label')}
      />
      <FormAlert>{update.error ? errorText(update.error) : null}</FormAlert>
      <Group justify="flex-end">
        <Button
          onClick={() => void submit()}
          loading={update.isPending}
          disabled={seats === null || seats === summary.seats.paid}
        >
          {t('ui.billing.seatsUpdate.submit')}
        </Button>
      </Group>
    </SectionCard>
  );
}
