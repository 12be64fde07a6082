import { MILESTONE_NAME_MAX } from '@expertos/domain/ticket.schema';
import { Select } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { ticketKeys, ticketScopes } from '@/shared/api/ticket-keys';
import { notify } from '@/shared/ui/notify/notify-store';
import { createMilestone } from '../../../api/milestones';
import { useMilestoneOptions } from '../use-detail-options';
import { ReadOnlyField } from './ReadOnlyField';

/** The option that creates a milestone from the search text (uids have no colons). */
const CREATE_VALUE = '::create';

type MilestoneRef = { uid: string; name: string };

export interface MilestoneFieldProps {
  workspaceUid: string;
  projectUid: string;
  value: MilestoneRef | null;
  onSave: (milestone: MilestoneRef | null) => void;
  readOnly: boolean;
}

/** The brand's milestone of this ticket; typing a new name offers to create it here. */
export function MilestoneField({ workspaceUid, projectUid, value, onSave, readOnly }: MilestoneFieldProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const label = t('ui.tickets.details.fields.milestone');
  const milestones = useMilestoneOptions(workspaceUid, projectUid, !readOnly);
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);

  if (readOnly) return <ReadOnlyField label={label}>{value?.name}</ReadOnlyField>;

  const list = milestones.data ?? [];
  const options = list.map((milestone) => ({ value: milestone.uid, label: milestone.name }));
  if (value && !list.some((milestone) => milestone.uid === value.uid)) {
    options.unshift({ value: value.uid, label: value.name });
  }
  const name = search.trim().slice(0, MILESTONE_NAME_MAX);
  const exists = options.some((option) => option.label.toLowerCase() === name.toLowerCase());
  if (name && !exists) {
    options.push({ value: CREATE_VALUE, label: t('ui.tickets.details.createMilestone', { name }) });
  }

  const create = async () => {
    setCreating(true);
    try {
      const created = await createMilestone(projectUid, { name });
      void queryClient.invalidateQueries({
        queryKey: ticketKeys.milestones(workspaceUid, ticketScopes.project(projectUid)),
      });
      notify({ type: 'positive', message: t('ui.tickets.details.milestoneCreated', { name: created.name }) });
      onSave({ uid: created.uid, name: created.name });
    } catch (error) {
      notify({ type: 'negative', message: errorText(error) });
    } finally {
      setCreating(false);
    }
  };

  return (
    <Select
      label={label}
      placeholder={t('ui.tickets.details.noMilestone')}
      data={options}
      value={value?.uid ?? null}
      searchable
      clearable
      disabled={creating}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={t('ui.tickets.details.typeToCreate')}
      onChange={(uid) => {
        if (uid === CREATE_VALUE) {
          void create();
          return;
        }
        if (uid === (value?.uid ?? null)) return;
        const chosen = options.find((option) => option.value === uid);
        onSave(chosen ? { uid: chosen.value, name: chosen.label } : null);
      }}
    />
  );
}
