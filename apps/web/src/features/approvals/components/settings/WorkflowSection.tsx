import '@/shared/i18n/parts/approval-settings';
import type { ApprovalContact } from '@expertos/domain/approvals/contacts';
import type { ApprovalStepKind } from '@expertos/domain/approvals/workflow';
import { Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { QueryError } from '@/shared/ui/QueryError';
import { SectionCard } from '@/shared/ui/SectionCard';
import { contactsQueryOptions, teamQueryOptions, workflowQueryOptions } from '../../api/workflow';
import { mayApprove } from '../../lib/may-approve';
import type { ApproverOption } from './StepFields';
import { WorkflowForm } from './WorkflowForm';
import { WorkflowSummary } from './WorkflowSummary';

const byLabel = (a: ApproverOption, b: ApproverOption) => a.label.localeCompare(b.label);

const contactLabel = (contact: ApprovalContact) =>
  contact.company ? `${contact.name} (${contact.company})` : contact.name;

/**
 * The brand's approval workflow: brand admins edit it; the members who work on its tickets
 * read it. `admin` is null while it is not known yet.
 */
export function WorkflowSection({ projectUid, admin }: { projectUid: string; admin: boolean | null }) {
  const { t } = useTranslation();
  const k = 'ui.approvalSettings.workflow' as const;
  const workspaceUid = useWorkspaceStore((state) => state.currentWorkspace?.uid ?? '');
  const workflow = useQuery(workflowQueryOptions(projectUid));
  const team = useQuery({
    ...teamQueryOptions(workspaceUid),
    enabled: admin === true && Boolean(workspaceUid),
  });
  const contacts = useQuery({ ...contactsQueryOptions(projectUid), enabled: admin === true });

  const options = useMemo<Record<ApprovalStepKind, ApproverOption[]>>(
    () => ({
      internal: (team.data?.members ?? [])
        .filter((member) => mayApprove(member, projectUid))
        .map((member) => {
          const name = member.name?.trim() || member.email;
          return {
            value: member.uid,
            label: member.from_jira ? `${name} (${t('ui.common.fromJira')})` : name,
          };
        })
        .sort(byLabel),
      client: (contacts.data ?? []).map((contact) => ({ value: contact.uid, label: contactLabel(contact) })),
    }),
    [team.data, contacts.data, projectUid, t],
  );

  const noteOf = (
    query: { isPending: boolean; isError: boolean; refetch: () => unknown },
    failed: string,
  ) => {
    if (query.isPending) return <Skeleton height={8} width={120} radius="xl" aria-hidden />;
    if (query.isError)
      return <QueryError message={failed} onRetry={() => void query.refetch()} layout="inline" compact />;
    return null;
  };
  const notes: Partial<Record<ApprovalStepKind, ReactNode>> = {
    internal: noteOf(team, t(`${k}.membersError`)),
    client:
      contacts.isSuccess && contacts.data.length === 0 ? (
        <Text size="xs" c="dimmed">
          {t(`${k}.noContacts`)}
        </Text>
      ) : (
        noteOf(contacts, t(`${k}.contactsError`))
      ),
  };

  let body: ReactNode;
  if (workflow.isPending || admin === null)
    body = (
      <Stack gap="sm" role="status" aria-label={t(`${k}.loading`)}>
        <Skeleton height={24} width="40%" radius="md" />
        <Skeleton height={120} radius="md" />
      </Stack>
    );
  else if (workflow.isError)
    body = (
      <QueryError
        message={t(`${k}.loadError`)}
        error={workflow.error}
        onRetry={() => void workflow.refetch()}
        retrying={workflow.isRefetching}
      />
    );
  else if (admin)
    body = <WorkflowForm projectUid={projectUid} view={workflow.data} options={options} notes={notes} />;
  else body = <WorkflowSummary view={workflow.data} />;

  return (
    <SectionCard title={t(`${k}.title`)} intro={t(`${k}.intro`)}>
      {body}
    </SectionCard>
  );
}
