import '@/shared/i18n/parts/evergreen';
import { dayIn } from '@expertos/domain/zoned-time';
import { Button } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { formatDay } from '@/shared/lib/format';
import { notify } from '@/shared/ui/notify/notify-store';
import type { EvergreenPage } from '../../api/evergreen';
import { useEvergreenChanges } from '../../hooks/use-evergreen';
import { type FillOutcome, fillOutcome } from '../../lib/fill-outcome';

function outcomeText(t: TFunction, outcome: FillOutcome, language: string): string {
  const k = 'ui.evergreen.fill' as const;
  switch (outcome.kind) {
    case 'made':
      return t(`${k}.made`, { count: outcome.count });
    case 'paused':
      return t(`${k}.paused`);
    case 'noneEligible':
      return outcome.from
        ? t(`${k}.noneEligibleUntil`, { date: formatDay(outcome.from, language) })
        : t(`${k}.noneEligible`);
    case 'noSlot':
      return t(`${k}.noSlot`);
  }
}

/** "Fill empty slots now" (brand admins): copies for the queue's empty slots, and what came of it. */
export function FillButton({ projectUid, page }: { projectUid: string; page: EvergreenPage }) {
  const { t, i18n } = useTranslation();
  const { fill } = useEvergreenChanges(projectUid);
  const run = () =>
    fill.mutate(undefined, {
      onSuccess: ({ made }) => {
        // The posts' next days are the brand's; the person's own day is near enough to say why.
        const today = dayIn(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
        const outcome = fillOutcome(made.length, page, today);
        // The fill ran either way: a fill that made none says why, not that it failed.
        notify({ type: 'positive', message: outcomeText(t, outcome, i18n.language) });
      },
      onError: (error) =>
        notify({ type: 'negative', message: t('ui.evergreen.fill.failed', { reason: errorText(error) }) }),
    });
  return (
    <Button
      variant="light"
      leftSection={<IconCalendarPlus size={16} aria-hidden />}
      loading={fill.isPending}
      onClick={run}
    >
      {t('ui.evergreen.fill.button')}
    </Button>
  );
}
