import '@mantine/dates/styles.css';
import { BULK_MAX_TICKETS, type BulkUpdateTicketsInput, TAG_NAME_MAX } from '@expertos/domain/ticket.schema';
import { TICKET_STATUSES } from '@expertos/domain/tickets';
import { ActionIcon, Autocomplete, Button, Group, Menu, Paper, Popover, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconCalendar, IconChevronDown, IconTag, IconTagOff, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { notify } from '@/shared/ui/notify/notify-store';
import { useSlots } from '@/shared/ui/slots';
import { bulkUpdateTickets } from '../../api/ticket';
import {
  isSubtasksQuestion,
  type SubtaskCloseChoice,
  withCloseQuestion,
} from '../../hooks/subtask-questions';
import { personLabel, uniqueTagNames, useAssignees, useScopeTags } from '../../hooks/use-ticket-options';
import { toIsoDay } from '../fields/iso-day';
import type { TicketScope } from '../ticket-scope';

type Changes = BulkUpdateTicketsInput['changes'];

export interface BulkBarProps {
  scope: TicketScope;
  selected: readonly string[];
  onClear: () => void;
}

/**
 * Sends one change for many tickets, at most BULK_MAX_TICKETS a request; closing parents whose
 * open subtasks are not picked asks what becomes of them first (a part already sent is sent
 * again with the answer: setting the same values twice changes nothing).
 */
function bulkUpdate(workspaceUid: string, uids: readonly string[], changes: Changes): Promise<number> {
  return withCloseQuestion((subtasks) => bulkUpdateParts(workspaceUid, uids, changes, subtasks));
}

async function bulkUpdateParts(
  workspaceUid: string,
  uids: readonly string[],
  changes: Changes,
  subtasks?: SubtaskCloseChoice,
): Promise<number> {
  let updated = 0;
  for (let start = 0; start < uids.length; start += BULK_MAX_TICKETS) {
    const result = await bulkUpdateTickets(workspaceUid, {
      uids: uids.slice(start, start + BULK_MAX_TICKETS),
      changes,
      ...(subtasks ? { subtasks } : {}),
    });
    updated += result.updated;
  }
  return updated;
}

function TagAction({
  label,
  icon,
  tagNames,
  disabled,
  onApply,
}: {
  label: string;
  icon: React.ReactNode;
  tagNames: string[];
  disabled: boolean;
  onApply: (name: string) => void;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    setOpened(false);
    setName('');
    onApply(trimmed);
  };
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus position="top" shadow="md" withinPortal>
      <Popover.Target>
        <Button
          size="xs"
          variant="default"
          leftSection={icon}
          onClick={() => setOpened((value) => !value)}
          disabled={disabled}
        >
          {label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={submit}>
          <Group gap="xs" align="flex-end">
            <Autocomplete
              label={t('ui.tickets.list.bulk.tagName')}
              data={tagNames}
              value={name}
              onChange={setName}
              maxLength={TAG_NAME_MAX}
              size="xs"
              data-autofocus
            />
            <Button type="submit" size="xs" disabled={!name.trim()}>
              {t('ui.tickets.list.bulk.apply')}
            </Button>
          </Group>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}

/** Shown while rows are selected: set status, assignee or due date, add or remove a tag. */
export function BulkBar({ scope, selected, onClear }: BulkBarProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const assignees = useAssignees(scope.workspaceUid);
  const tags = useScopeTags(scope);
  const tagNames = useMemo(() => uniqueTagNames(tags.data ?? []), [tags.data]);
  const [pending, setPending] = useState(false);
  const [dateOpened, setDateOpened] = useState(false);
  // Other features' actions (send posts for approval) need one brand: on a brand's list only.
  const { bulkActions } = useSlots();
  const projectUid = scope.kind === 'project' ? scope.projectUid : null;

  const apply = async (changes: Changes) => {
    setPending(true);
    try {
      const count = await bulkUpdate(scope.workspaceUid, selected, changes);
      notify({ type: 'positive', message: t('ui.tickets.list.bulk.updated', { count }) });
      onClear();
    } catch (error) {
      // Cancel on the subtasks question: nothing changed, nothing to say.
      if (!isSubtasksQuestion(error)) notify({ type: 'negative', message: errorText(error) });
    } finally {
      setPending(false);
      void queryClient.invalidateQueries({ queryKey: ticketKeys.workspace(scope.workspaceUid) });
    }
  };

  return (
    <Paper
      withBorder
      shadow="sm"
      radius="lg"
      p="xs"
      role="region"
      aria-label={t('ui.tickets.list.bulk.label')}
      style={{ position: 'sticky', bottom: 8, zIndex: 3 }}
    >
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600} px="xs" aria-live="polite">
          {t('ui.tickets.list.bulk.selected', { count: selected.length })}
        </Text>
        <Menu position="top-start" shadow="md" withinPortal>
          <Menu.Target>
            <Button
              size="xs"
              variant="default"
              rightSection={<IconChevronDown size={14} aria-hidden />}
              disabled={pending}
            >
              {t('ui.tickets.list.bulk.setStatus')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown mah={320} style={{ overflowY: 'auto' }}>
            {TICKET_STATUSES.map((status) => (
              <Menu.Item key={status} onClick={() => void apply({ status })}>
                {t(`ui.tickets.list.statuses.${status}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <Menu position="top-start" shadow="md" withinPortal>
          <Menu.Target>
            <Button
              size="xs"
              variant="default"
              rightSection={<IconChevronDown size={14} aria-hidden />}
              disabled={pending}
            >
              {t('ui.tickets.list.bulk.setAssignee')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown mah={320} style={{ overflowY: 'auto' }}>
            <Menu.Item onClick={() => void apply({ assignee: null })}>
              {t('ui.tickets.list.fields.unassigned')}
            </Menu.Item>
            {(assignees.data ?? []).map((person) => (
              <Menu.Item key={person.uid} onClick={() => void apply({ assignee: person.uid })}>
                {personLabel(person)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <Popover
          opened={dateOpened}
          onChange={setDateOpened}
          trapFocus
          position="top"
          shadow="md"
          withinPortal
        >
          <Popover.Target>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconCalendar size={14} aria-hidden />}
              onClick={() => setDateOpened((value) => !value)}
              disabled={pending}
            >
              {t('ui.tickets.list.bulk.setDueDate')}
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            <Stack gap="xs">
              <DatePicker
                value={null}
                onChange={(value) => {
                  setDateOpened(false);
                  void apply({ due_date: toIsoDay(value) });
                }}
              />
              <Button
                variant="subtle"
                size="compact-sm"
                color="red"
                onClick={() => {
                  setDateOpened(false);
                  void apply({ due_date: null });
                }}
              >
                {t('ui.tickets.list.table.clearDueDate')}
              </Button>
            </Stack>
          </Popover.Dropdown>
        </Popover>
        <TagAction
          label={t('ui.tickets.list.bulk.addTag')}
          icon={<IconTag size={14} aria-hidden />}
          tagNames={tagNames}
          disabled={pending}
          onApply={(name) => void apply({ add_tags: [name] })}
        />
        <TagAction
          label={t('ui.tickets.list.bulk.removeTag')}
          icon={<IconTagOff size={14} aria-hidden />}
          tagNames={tagNames}
          disabled={pending}
          onApply={(name) => void apply({ remove_tags: [name] })}
        />
        {projectUid && (
          <Suspense fallback={null}>
            {bulkActions.map((Action) => (
              <Action
                key={Action.displayName ?? Action.name}
                projectUid={projectUid}
                selected={selected}
                onDone={() => {
                  onClear();
                  void queryClient.invalidateQueries({ queryKey: ticketKeys.workspace(scope.workspaceUid) });
                }}
              />
            ))}
          </Suspense>
        )}
        <ActionIcon
          variant="subtle"
          color="gray"
          ml="auto"
          aria-label={t('ui.tickets.list.bulk.clearSelection')}
          onClick={onClear}
        >
          <IconX size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
