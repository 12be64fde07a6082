import '@/shared/i18n/parts/post-calendar';
import { isApiError } from '@expertos/api-client/client';
import type { BrandPublication } from '@expertos/domain/publishing/publication.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { formatDateTime } from '@/shared/lib/format';
import { notify } from '@/shared/ui/notify/notify-store';
import { postCalendarKeys, reschedulePublication } from './calendar-api';
import { shiftedDueAt } from './publication-events';

/**
 * A post dragged to another day keeps its time of day in the brand's zone, and is moved on the
 * copy the calendar showed (its version). Answers whether it moved: if not, the calendar puts it
 * back; a post that changed meanwhile is said to have, and the calendar reads it again.
 */
export function useMovePost(projectUid: string, zone: string | null) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  return useCallback(
    async (publication: BrandPublication, days: number): Promise<boolean> => {
      if (!zone) return false;
      const dueAt = shiftedDueAt(publication.due_at, days, zone).toISOString();
      const refresh = () => queryClient.invalidateQueries({ queryKey: postCalendarKeys.brand(projectUid) });
      try {
        const after = await reschedulePublication(publication.ticket_uid, publication.uid, {
          due_at: dueAt,
          version: publication.version,
        });
        // The calendar's copy takes the new time and version at once (a second drag uses them).
        const moved = after.find((p) => p.uid === publication.uid);
        if (moved)
          queryClient.setQueriesData<BrandPublication[]>(
            { queryKey: postCalendarKeys.brand(projectUid) },
            (list) =>
              list?.map((p) =>
                p.uid === moved.uid
                  ? { ...p, due_at: moved.due_at, version: moved.version, state: moved.state }
                  : p,
              ),
          );
        void refresh();
        return true;
      } catch (error) {
        if (isApiError(error) && error.status === 409) {
          notify({ type: 'negative', message: t('ui.postCalendar.changed') });
        } else {
          notify({
            type: 'negative',
            message: t('ui.postCalendar.moveFailed', {
              date: formatDateTime(dueAt),
              reason: errorText(error),
            }),
          });
        }
        void refresh();
        return false;
      }
    },
    [projectUid, zone, queryClient, t],
  );
}
