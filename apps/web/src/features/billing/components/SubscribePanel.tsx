import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { QueryError } from '@/shared/ui/QueryError';
import { billingQueryOptions } from '../api/billing';
import { PlanPicker } from './PlanPicker';

/**
 * The plans of the current workspace with checkout, on their own: what /expired offers its
 * admins (app/slots.tsx puts it there). Loads the billing summary for checkout's price ids.
 */
export function SubscribePanel() {
  const { t } = useTranslation();
  const workspace = useWorkspaceStore((state) => state.currentWorkspace);
  const summary = useQuery({ ...billingQueryOptions(workspace?.uid ?? ''), enabled: workspace !== null });
  if (summary.isError) {
    return (
      <QueryError
        message={t('ui.billing.loadError')}
        error={summary.error}
        onRetry={() => void summary.refetch()}
        retrying={summary.isFetching}
      />
    );
  }
  if (!summary.data || !workspace) {
    return (
      <Center py="lg">
        <Loader aria-label={t('ui.loading')} />
      </Center>
    );
  }
  return <PlanPicker summary={summary.data} workspace={workspace} />;
}
