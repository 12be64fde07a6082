import type { Ticket } from '@expertos/domain/ticket.schema';
import { Button, Group, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { fetchProjectTickets } from '../../api/ticket-lists';
import type { SubtaskTicket } from '../../hooks/use-subtasks';

/** How many tickets the parent search offers at once. */
export const PARENT_CANDIDATES_SHOWN = 20;

export interface ParentPickerProps {
  ticket: SubtaskTicket;
  /** A ticket was chosen (its parent to be). */
  onPick: (parent: NonNullable<Ticket['parent']>) => void;
  /** Closed without a choice (Cancel, or Escape with the list closed). */
  onCancel: () => void;
}

/**
 * The search for a ticket's parent: the brand's top-level tickets (`top_level=true`), the most
 * recently changed first, or those whose words or number were typed (`q=`); never the ticket
 * itself nor its parent now. It opens with the focus in it; Escape closes the list, then the search.
 */
export function ParentPicker({ ticket, onPick, onCancel }: ParentPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search.trim(), 250);
  const [listOpen, setListOpen] = useState(false);
  const candidates = useQuery({
    queryKey: ticketKeys.parentCandidates(ticket.workspace_uid, ticket.project.uid, text),
    queryFn: ({ signal }) =>
      fetchProjectTickets(
        ticket.project.uid,
        {
          q: text || undefined,
          top_level: 'true',
          sort: 'updated',
          order: 'desc',
          limit: PARENT_CANDIDATES_SHOWN,
        },
        signal,
      ),
    staleTime: 15_000,
  });
  // Never itself, nor the parent it has already.
  const found = (candidates.data?.items ?? []).filter(
    (item) => item.uid !== ticket.uid && item.uid !== ticket.parent?.uid,
  );
  const options = found.map((item) => ({
    value: item.uid,
    label: t('ui.tickets.subtasks.parentLink', { id: item.id, summary: item.summary }),
  }));

  return (
    <Group gap="xs" align="flex-end" wrap="nowrap" data-testid="parent-picker">
      <Select
        label={t('ui.tickets.subtasks.parentLabel')}
        placeholder={t('ui.tickets.subtasks.parentPlaceholder')}
        description={t('ui.tickets.subtasks.parentHint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        data={options}
        value={null}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        // The server searched already (by words or number).
        filter={({ options: all }) => all}
        onChange={(uid) => {
          const chosen = found.find((item) => item.uid === uid);
          if (chosen) onPick({ uid: chosen.uid, id: chosen.id, summary: chosen.summary });
        }}
        onDropdownOpen={() => setListOpen(true)}
        onDropdownClose={() => setListOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !listOpen) onCancel();
        }}
        nothingFoundMessage={
          candidates.isFetching ? t('ui.tickets.subtasks.searching') : t('ui.tickets.subtasks.noParents')
        }
        // Escape closes the search, not the dialog around it.
        data-mantine-stop-propagation="true"
        autoFocus
        style={{ flex: 1 }}
      />
      <Button variant="default" onClick={onCancel}>
        {t('ui.tickets.subtasks.cancel')}
      </Button>
    </Group>
  );
}
