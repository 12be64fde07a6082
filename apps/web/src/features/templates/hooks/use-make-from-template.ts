import '@/shared/i18n/parts/templates';
import type { Template } from '@expertos/domain/templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { notify } from '@/shared/ui/notify/notify-store';
import { openTaskDialog } from '@/shared/ui/task-dialog/open-task-dialog';
import * as templatesApi from '../api/templates';
import { type MadeTicket, templateKeys } from '../api/templates';

export interface MakeFromTemplate {
  projectUid: string;
  template: Pick<Template, 'uid' | 'name'>;
  /** The day dates count from (a calendar's day); the server takes today in the brand's zone without it. */
  anchor?: string;
}

/**
 * Makes a ticket from a template (with its checklist and subtasks), says so, says what could
 * not be done as the template asked (its notices), reads the lists again and opens the ticket.
 * The caller shows a refusal where it was asked.
 */
export function useMakeFromTemplate(workspaceUid: string) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation<MadeTicket, unknown, MakeFromTemplate>({
    mutationFn: ({ projectUid, template, anchor }) =>
      templatesApi.makeTicketFromTemplate(projectUid, template.uid, anchor ? { anchor } : {}),
    onSuccess: ({ ticket, notices }, { template }) => {
      notify({
        type: 'positive',
        message: t('ui.templates.make.done', { id: ticket.id, name: template.name }),
      });
      // What the template could not do (an assignee gone) stays until it is read.
      for (const notice of notices) notify({ type: 'negative', message: notice, timeout: 0 });
      void client.invalidateQueries({ queryKey: ticketKeys.workspace(workspaceUid) });
      // Its use is counted (`{n}`).
      void client.invalidateQueries({ queryKey: templateKeys.all });
      openTaskDialog({ taskId: ticket.uid, projectSlug: ticket.project.slug, title: ticket.summary });
    },
  });
}
