import '@/shared/i18n/parts/templates';
import { listAssignees } from '@expertos/api-client/tickets';
import { TEMPLATE_ASSIGNEE_RULES, type TemplateAssigneeRule } from '@expertos/domain/templates';
import type { PersonRef } from '@expertos/domain/ticket.schema';
import { Select, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/shared/api/client';
import { ticketKeys } from '@/shared/api/ticket-keys';

export interface AssigneeRuleFieldProps {
  workspaceUid: string;
  rule: TemplateAssigneeRule;
  member: string | null;
  onRule: (rule: TemplateAssigneeRule) => void;
  onMember: (member: string | null) => void;
  memberError?: string;
}

/** Who a ticket made from the template goes to; a named member is picked from who can take tickets. */
export function AssigneeRuleField({
  workspaceUid,
  rule,
  member,
  onRule,
  onMember,
  memberError,
}: AssigneeRuleFieldProps) {
  const { t } = useTranslation();
  // The same list (and cache) as the tickets' assignee pickers.
  const people = useQuery<PersonRef[]>({
    queryKey: ticketKeys.assignees(workspaceUid),
    queryFn: () => listAssignees(api, workspaceUid),
    enabled: rule === 'member' && Boolean(workspaceUid),
  });
  const data = useMemo(
    () =>
      (people.data ?? []).map((person) => ({
        value: person.uid,
        label: person.name?.trim() || person.email,
      })),
    [people.data],
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        label={t('ui.templates.form.assignee')}
        data={TEMPLATE_ASSIGNEE_RULES.map((value) => ({
          value,
          label: t(`ui.templates.form.rules.${value}`),
        }))}
        value={rule}
        onChange={(next) => next && onRule(next as TemplateAssigneeRule)}
        allowDeselect={false}
      />
      {rule === 'member' && (
        <Select
          label={t('ui.templates.form.member')}
          placeholder={t('ui.templates.form.memberPlaceholder')}
          data={data}
          value={member}
          onChange={onMember}
          searchable
          required
          error={memberError ?? (people.isError ? t('ui.templates.form.membersFailed') : undefined)}
          nothingFoundMessage={t('ui.templates.form.noMembers')}
        />
      )}
    </SimpleGrid>
  );
}
