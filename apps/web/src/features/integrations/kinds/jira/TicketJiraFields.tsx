import '@/shared/i18n/parts/integrations';
import type { ProjectIntegration } from '@expertos/domain/integration.schema';
import { Anchor, Group, Select, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { notify } from '@/shared/ui/notify/notify-store';
import * as jiraApi from '../../api/jira';
import { ticketJiraEpicsQueryOptions, ticketJiraQueryKey, ticketJiraQueryOptions } from '../../api/jira';

/**
 * A ticket in one Jira integration (docs/product.md#integrations): once sent, the issue it
 * became, as a link; before that, the epic it goes under — its own, or the integration's
 * default. Jira issues need an epic: without one the send is refused with the spec's message.
 */
export function TicketJiraFields({
  ticketUid,
  integration,
}: {
  ticketUid: string;
  integration: ProjectIntegration & { type: 'jira' };
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const links = useQuery(ticketJiraQueryOptions(ticketUid));
  const link = links.data?.find((l) => l.project_integration_uid === integration.uid);
  const sent = Boolean(link?.issue_key);
  const epics = useQuery({
    ...ticketJiraEpicsQueryOptions(ticketUid, integration.uid),
    enabled: links.isSuccess && !sent && integration.config.project_key !== null,
  });
  const choose = useMutation({
    mutationFn: (epicKey: string | null) => jiraApi.setTicketJiraEpic(ticketUid, integration.uid, epicKey),
    onSuccess: () => {
      notify({ type: 'positive', message: t('ui.integrations.jira.ticketEpicSaved') });
      void queryClient.invalidateQueries({ queryKey: ticketJiraQueryKey(ticketUid) });
    },
    onError: (error) => notify({ type: 'negative', message: errorText(error) }),
  });

  if (link?.issue_key)
    return (
      <Group gap={6}>
        <Text size="sm">{t('ui.integrations.jira.ticketIssue')}</Text>
        {link.issue_url && (
          <Anchor href={link.issue_url} target="_blank" rel="noreferrer" size="sm">
            {link.issue_key}
          </Anchor>
        )}
      </Group>
    );
  if (!links.isSuccess || integration.config.project_key === null) return null;
  const fallback = integration.config.epic_key;
  return (
    <Select
      size="xs"
      label={t('ui.integrations.jira.ticketEpic')}
      placeholder={
        fallback
          ? t('ui.integrations.jira.ticketEpicDefault', { key: fallback })
          : t('ui.integrations.jira.ticketEpicNone')
      }
      data={(epics.data ?? []).map((epic) => ({ value: epic.key, label: `${epic.key} ${epic.summary}` }))}
      value={link?.epic_key ?? null}
      onChange={(key) => choose.mutate(key)}
      error={epics.isError ? t('ui.integrations.jira.epicsLoadError') : undefined}
      disabled={choose.isPending}
      clearable
      searchable
    />
  );
}
