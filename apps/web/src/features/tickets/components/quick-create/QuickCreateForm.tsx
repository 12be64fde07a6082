import type { Ticket } from '@expertos/domain/ticket.schema';
import { TICKET_SUMMARY_MAX } from '@expertos/domain/ticket.schema';
import type { TicketStatus } from '@expertos/domain/tickets';
import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { useVisibleProjects } from '../../hooks/use-visible-projects';
import type { TicketScope } from '../ticket-scope';
import { useQuickCreate } from './use-quick-create';

export interface QuickCreateFormProps {
  scope: TicketScope;
  /** The accessible name of the summary field (says where the ticket goes). */
  label: string;
  status?: TicketStatus;
  dueDate?: string;
  onCreated: (ticket: Ticket) => void;
  onCancel: () => void;
}

/**
 * A new ticket from just its summary: Enter saves, Escape cancels. On the all-brands page it
 * also asks for the brand (the first one preselected).
 */
export function QuickCreateForm({
  scope,
  label,
  status,
  dueDate,
  onCreated,
  onCancel,
}: QuickCreateFormProps) {
  const { t } = useTranslation();
  const create = useQuickCreate(scope);
  const projects = useVisibleProjects();
  const [summary, setSummary] = useState('');
  const [projectUid, setProjectUid] = useState(
    scope.kind === 'project' ? scope.projectUid : (projects[0]?.uid ?? ''),
  );
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!summary.trim() || !projectUid) {
      setError(t('messages.incompleteData'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const ticket = await create({ projectUid, summary, status, dueDate });
      setSummary('');
      onCreated(ticket);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setPending(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // The column or dialog around the form must not also react to this Escape.
    event.stopPropagation();
    event.preventDefault();
    onCancel();
  };

  return (
    <form onSubmit={submit} onKeyDown={onKeyDown} noValidate data-testid="quick-create">
      <Stack gap={6}>
        {scope.kind === 'workspace' && projects.length > 1 && (
          <NativeSelect
            size="xs"
            aria-label={t('ui.tickets.list.create.brand')}
            value={projectUid}
            onChange={(event) => setProjectUid(event.currentTarget.value)}
            data={projects.map((project) => ({ value: project.uid, label: project.name }))}
          />
        )}
        <TextInput
          size="sm"
          aria-label={label}
          description={t('ui.tickets.board.add.hint')}
          inputWrapperOrder={['input', 'description', 'error']}
          placeholder={t('ui.tickets.board.add.placeholder')}
          value={summary}
          onChange={(event) => setSummary(event.currentTarget.value)}
          maxLength={TICKET_SUMMARY_MAX}
          error={error ?? undefined}
          autoFocus
          data-autofocus
        />
        <Group gap={6} justify="flex-end">
          <Button size="compact-sm" variant="default" onClick={onCancel}>
            {t('ui.tickets.board.add.cancel')}
          </Button>
          <Button size="compact-sm" type="submit" loading={pending}>
            {t('ui.tickets.board.add.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
