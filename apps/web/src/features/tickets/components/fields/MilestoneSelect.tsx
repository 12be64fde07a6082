import type { Milestone } from '@expertos/domain/ticket.schema';
import { ActionIcon, Button, Group, Select, type SelectProps, Stack, TextInput } from '@mantine/core';
import { IconCheck, IconPlus, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { ticketKeys, ticketScopes } from '@/shared/api/ticket-keys';
import { notify } from '@/shared/ui/notify/notify-store';
import { createMilestone } from '../../api/milestones';
import { useProjectMilestones } from '../../hooks/use-ticket-options';

export interface MilestoneSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  workspaceUid: string;
  /** The ticket's brand: milestones belong to a brand. Null disables the field. */
  projectUid: string | null;
  /** Milestone uid, or null. */
  value: string | null;
  onChange: (milestoneUid: string | null) => void;
}

/** A brand's milestone, with "Create milestone" inline (`POST /tickets/milestones/{projectId}`). */
export function MilestoneSelect({
  workspaceUid,
  projectUid,
  value,
  onChange,
  label,
  ...props
}: MilestoneSelectProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const milestones = useProjectMilestones(workspaceUid, projectUid);
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const data = useMemo(
    () => (milestones.data ?? []).map((milestone) => ({ value: milestone.uid, label: milestone.name })),
    [milestones.data],
  );

  const create = async () => {
    const trimmed = name.trim();
    if (!projectUid || !trimmed) return;
    setPending(true);
    setError(null);
    try {
      const milestone = await createMilestone(projectUid, { name: trimmed });
      queryClient.setQueryData<Milestone[]>(
        ticketKeys.milestones(workspaceUid, ticketScopes.project(projectUid)),
        (current) => [...(current ?? []).filter((item) => item.uid !== milestone.uid), milestone],
      );
      void queryClient.invalidateQueries({ queryKey: ticketKeys.allMilestones(workspaceUid) });
      onChange(milestone.uid);
      notify({
        type: 'positive',
        message: t('ui.tickets.list.fields.milestoneCreated', { name: milestone.name }),
      });
      setCreating(false);
      setName('');
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap={6}>
      <Select
        label={label === undefined ? t('ui.tickets.list.fields.milestone') : label}
        placeholder={t('ui.tickets.list.fields.milestonePlaceholder')}
        data={data}
        value={value}
        onChange={onChange}
        searchable
        clearable
        disabled={!projectUid}
        nothingFoundMessage={t('ui.tickets.list.fields.noOptions')}
        {...props}
      />
      {creating ? (
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            aria-label={t('ui.tickets.list.fields.newMilestone')}
            placeholder={t('ui.tickets.list.fields.newMilestone')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            onKeyDown={(event) => {
              // Enter would submit the surrounding ticket form.
              if (event.key === 'Enter') {
                event.preventDefault();
                void create();
              }
            }}
            error={error}
            size="xs"
            style={{ flex: 1 }}
            data-autofocus
          />
          <ActionIcon
            variant="filled"
            size="lg"
            aria-label={t('ui.tickets.list.fields.createMilestone')}
            onClick={() => void create()}
            loading={pending}
            disabled={!name.trim()}
          >
            <IconCheck size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('ui.common.cancel')}
            onClick={() => {
              setCreating(false);
              setError(null);
            }}
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ) : (
        <Button
          variant="subtle"
          size="compact-xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => setCreating(true)}
          disabled={!projectUid}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('ui.tickets.list.fields.createMilestone')}
        </Button>
      )}
    </Stack>
  );
}
