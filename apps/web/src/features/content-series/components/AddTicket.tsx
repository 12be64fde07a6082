import '@/shared/i18n/parts/content-series';
import { Button, Group, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { useCurrentWorkspaceUid } from '@/shared/stores/use-session';
import { notify } from '@/shared/ui/notify/notify-store';
import * as brandTicketsApi from '../api/brand-tickets';
import { usePostChanges } from '../hooks/use-content-series';

export interface AddTicketProps {
  projectUid: string;
  seriesUid: string;
  /** The series' tickets now: not offered again. */
  inSeries: readonly string[];
  onDone: () => void;
}

const k = 'ui.contentSeries.add' as const;

/**
 * "Add a ticket": a search of the brand's tickets (by words or number; the most recently changed
 * first), the one picked going to the end of the series. It opens with the focus in it; Escape
 * closes the list, then the search.
 */
export function AddTicket({ projectUid, seriesUid, inSeries, onDone }: AddTicketProps) {
  const { t } = useTranslation();
  const workspaceUid = useCurrentWorkspaceUid() ?? '';
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search.trim(), 250);
  const [listOpen, setListOpen] = useState(false);
  const changes = usePostChanges(projectUid, seriesUid);
  const candidates = useQuery({
    queryKey: ticketKeys.seriesCandidates(workspaceUid, projectUid, text),
    queryFn: ({ signal }) => brandTicketsApi.searchBrandTickets(projectUid, text, signal),
    staleTime: 15_000,
  });
  const found = (candidates.data ?? []).filter((item) => !inSeries.includes(item.uid));
  const options = found.map((item) => ({
    value: item.uid,
    label: t(`${k}.option`, { id: item.id, summary: item.summary }),
  }));

  const pick = (uid: string | null) => {
    const chosen = found.find((item) => item.uid === uid);
    if (!chosen) return;
    changes.add.mutate(chosen.uid, {
      onSuccess: (page) => {
        // Named as it is now: a post not out yet was renamed by the series' pattern.
        const added = page.posts.find((post) => post.ticket.uid === chosen.uid);
        notify({
          type: 'positive',
          message: t(`${k}.added`, { summary: added?.ticket.summary ?? chosen.summary }),
        });
        onDone();
      },
      // The API's reason (another series has it, say), in the reader's language.
      onError: (error) =>
        notify({ type: 'negative', message: t(`${k}.failed`, { reason: errorText(error) }) }),
    });
  };

  return (
    <Group gap="xs" align="flex-end" wrap="nowrap" data-testid="series-add-ticket">
      <Select
        label={t(`${k}.label`)}
        placeholder={t(`${k}.placeholder`)}
        description={t(`${k}.hint`)}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        data={options}
        value={null}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        // The server searched already (by words or number).
        filter={({ options: all }) => all}
        onChange={pick}
        onDropdownOpen={() => setListOpen(true)}
        onDropdownClose={() => setListOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !listOpen) onDone();
        }}
        nothingFoundMessage={candidates.isFetching ? t(`${k}.searching`) : t(`${k}.nothing`)}
        disabled={changes.add.isPending}
        autoFocus
        style={{ flex: 1, minWidth: 0 }}
      />
      <Button variant="default" onClick={onDone}>
        {t(`${k}.cancel`)}
      </Button>
    </Group>
  );
}
