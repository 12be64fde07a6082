import type { ClosedRange } from '@expertos/domain/closed-days';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { notify } from '@/shared/ui/notify/notify-store';
import { closedDaysQueryKey, closedDaysQueryOptions, saveClosedDays } from '../api/closed-days';
import { projectUsersQueryOptions } from '../api/project-users';
import { useIsProjectAdmin } from './use-project-admin';

/**
 * A brand's closed days (docs/product.md#closed-days): the saved list, whether the user keeps it
 * (brand admins; the server checks again), and saving the whole list. A refusal stays on the
 * mutation, for the card to say under the row it names.
 */
export function useClosedDays(projectUid: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const workspaceUid = useWorkspaceStore((state) => state.currentWorkspace?.uid ?? '');
  const saved = useQuery(closedDaysQueryOptions(projectUid));
  const people = useQuery({
    ...projectUsersQueryOptions(workspaceUid, projectUid),
    enabled: Boolean(workspaceUid && projectUid),
  });
  const admin = useIsProjectAdmin(people.data);
  const save = useMutation({
    mutationFn: (items: ClosedRange[]) => saveClosedDays(projectUid, items),
    onSuccess: (items) => {
      queryClient.setQueryData(closedDaysQueryKey(projectUid), items);
      notify({ type: 'positive', message: t('ui.projects.closedDays.saved') });
    },
  });
  return { saved, admin, deciding: people.isPending, save };
}
