import type { BillingSummary } from '@expertos/domain/billing.schema';
import type { Workspace } from '@expertos/domain/workspace.schema';
import { Button, Center, Loader, SimpleGrid, Stack } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '@/shared/api/error-text';
import { refreshCurrentWorkspace } from '@/shared/session/workspace-session';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { FormAlert } from '@/shared/ui/FormAlert';
import { PageFrame } from '@/shared/ui/PageFrame';
import { QueryError } from '@/shared/ui/QueryError';
import { billingQueryKey, billingQueryOptions, openPortal } from '../api/billing';
import { BillingOffCard } from '../components/BillingOffCard';
import { InvoicesList } from '../components/InvoicesList';
import { PlanCard } from '../components/PlanCard';
import { EnterpriseCard, PlanPicker } from '../components/PlanPicker';
import { SeatsTable } from '../components/SeatsTable';
import { SeatsUpdate } from '../components/SeatsUpdate';
import { leaveFor } from '../lib/checkout';

/** A plan to choose is offered while none is in effect (trial, ended, none) and not whitelisted. */
export function offersPlans(summary: BillingSummary): boolean {
  if (!summary.billing_enabled || summary.whitelisted) return false;
  return summary.plan.state === 'trial' || summary.plan.state === 'ended' || summary.plan.state === 'none';
}

function BillingContent({ summary, workspace }: { summary: BillingSummary; workspace: Workspace }) {
  if (!summary.billing_enabled) {
    return (
      <Stack gap="lg">
        <BillingOffCard />
        <SeatsTable seats={summary.seats} />
      </Stack>
    );
  }
  const subscription = summary.subscription;
  const live =
    subscription !== null && (summary.plan.state === 'subscribed' || summary.plan.state === 'cancelled');
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <PlanCard summary={summary} />
        <SeatsTable seats={summary.seats} />
      </SimpleGrid>
      {live && subscription ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <SeatsUpdate workspaceUid={workspace.uid} summary={summary} subscription={subscription} />
          <EnterpriseCard workspaceUid={workspace.uid} />
        </SimpleGrid>
      ) : offersPlans(summary) ? (
        <PlanPicker summary={summary} workspace={workspace} />
      ) : (
        <EnterpriseCard workspaceUid={workspace.uid} />
      )}
      <InvoicesList workspaceUid={workspace.uid} />
    </Stack>
  );
}

/**
 * /billing (workspace admins; docs/product.md#trial-and-plans, #seats): the plan, its seats,
 * the plans to choose or the seats to change, 'Manage billing' and the invoices. Checkout
 * comes back to `?refresh=true`: the summary and the workspace load again, then the address
 * drops the parameter.
 */
export function BillingPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const workspace = useWorkspaceStore((state) => state.currentWorkspace);
  const uid = workspace?.uid ?? '';
  const [params, setParams] = useSearchParams();
  const refresh = params.get('refresh') === 'true';

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arrival with the parameter.
  useEffect(() => {
    if (!refresh || !uid) return;
    void queryClient.invalidateQueries({ queryKey: billingQueryKey(uid) }, { cancelRefetch: false });
    void queryClient.invalidateQueries({ queryKey: ['subscriptions'] });
    void refreshCurrentWorkspace();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('refresh');
        return next;
      },
      { replace: true },
    );
  }, [refresh, uid]);

  const summary = useQuery({ ...billingQueryOptions(uid), enabled: uid !== '' });
  const portal = useMutation({
    mutationFn: () => openPortal(uid),
    onSuccess: ({ url }) => leaveFor(url),
  });

  const actions = summary.data?.portal ? (
    <Button
      variant="default"
      leftSection={<IconExternalLink size={16} aria-hidden />}
      onClick={() => portal.mutate()}
      loading={portal.isPending || portal.isSuccess}
    >
      {t('ui.billing.portal')}
    </Button>
  ) : undefined;

  return (
    <PageFrame title={t('ui.pages.billing')} subtitle={t('ui.billing.intro')} actions={actions}>
      <FormAlert>{portal.error ? errorText(portal.error) : null}</FormAlert>
      {summary.isPending && (
        <Center py="xl">
          <Loader aria-label={t('ui.loading')} />
        </Center>
      )}
      {summary.isError && (
        <QueryError
          message={t('ui.billing.loadError')}
          error={summary.error}
          onRetry={() => void summary.refetch()}
          retrying={summary.isFetching}
        />
      )}
      {summary.data && workspace && <BillingContent summary={summary.data} workspace={workspace} />}
    </PageFrame>
  );
}
