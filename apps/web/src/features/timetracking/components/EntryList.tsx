import type { TicketTime, TimeEntry } from '@expertos/domain/timetracking.schema';
import { Button, Loader, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { formatDuration } from '@/shared/lib/format';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { notify } from '@/shared/ui/notify/notify-store';
import { QueryError } from '@/shared/ui/QueryError';
import { useEntryActions } from '../hooks/use-entry-actions';
import { liveSeconds } from '../lib/elapsed';
import {
  type EntryFormValues,
  entryValues,
  newEntryValues,
  toCreateInput,
  toUpdateInput,
} from '../lib/entry-form';
import { EntryForm } from './EntryForm';
import { EntryRow, formatStart } from './EntryRow';

/** Entries shown before "Show all". */
const FIRST_ENTRIES = 5;

export interface EntryListProps {
  ticketUid: string;
  workspaceUid: string;
  query: UseQueryResult<TicketTime>;
  now: number;
  myMemberUid: string | null;
  onActionError: (text: string | null) => void;
}

/** The ticket's entries, newest first, with Add time and each editable entry's edit and delete. */
export function EntryList({
  ticketUid,
  workspaceUid,
  query,
  now,
  myMemberUid,
  onActionError,
}: EntryListProps) {
  const { t } = useTranslation();
  const { add, update, remove } = useEntryActions(ticketUid, workspaceUid);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);
  const entries = query.data?.entries ?? [];
  const shown = showAll ? entries : entries.slice(0, FIRST_ENTRIES);

  const submitNew = (values: EntryFormValues) => {
    const input = toCreateInput(values);
    add.mutate(input, {
      onSuccess: () => {
        setAdding(false);
        notify({
          type: 'positive',
          message: t('ui.timetracking.added', { duration: formatDuration(input.seconds) }),
        });
      },
    });
  };

  const submitEdit = (entry: TimeEntry, values: EntryFormValues) => {
    const change = toUpdateInput(entry, values);
    if (Object.keys(change).length === 0) return setEditing(null);
    update.mutate(
      { entryUid: entry.uid, change },
      {
        onSuccess: () => {
          setEditing(null);
          notify({ type: 'positive', message: t('ui.timetracking.saved') });
        },
      },
    );
  };

  const askDelete = async (entry: TimeEntry) => {
    const duration = formatDuration(entry.seconds);
    const date = formatStart(entry.started_at);
    const person = entry.person.name ?? entry.person.email;
    const ok = await confirm({
      title: t('ui.timetracking.deleteTitle'),
      message: t('ui.timetracking.deleteText', { duration, date, person }),
      ok: t('ui.timetracking.deleteOk'),
      danger: true,
    });
    if (!ok) return;
    onActionError(null);
    remove.mutate(entry.uid, {
      onSuccess: () => notify({ type: 'positive', message: t('ui.timetracking.deleted') }),
      onError: (error) => onActionError(errorText(error)),
    });
  };

  const openAdd = () => {
    add.reset();
    setEditing(null);
    setAdding(true);
  };

  return (
    <Stack gap="xs">
      {query.isPending && <Loader size="sm" aria-label={t('ui.timetracking.loading')} />}
      {query.isError && (
        <QueryError
          message={t('ui.timetracking.loadError')}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          layout="inline"
          compact
        />
      )}
      {query.isSuccess && entries.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('ui.timetracking.empty')}
        </Text>
      )}
      {entries.length > 0 && (
        <Stack
          component="ul"
          gap="xs"
          aria-label={t('ui.timetracking.entries')}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {shown.map((entry) =>
            editing === entry.uid ? (
              <li key={entry.uid}>
                <EntryForm
                  title={t('ui.timetracking.editTitle')}
                  initial={entryValues(entry)}
                  submitLabel={t('ui.timetracking.form.save')}
                  pending={update.isPending}
                  serverError={update.error ? errorText(update.error) : null}
                  onSubmit={(values) => submitEdit(entry, values)}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <EntryRow
                key={entry.uid}
                entry={entry}
                seconds={liveSeconds(entry, query.dataUpdatedAt, now)}
                myMemberUid={myMemberUid}
                busy={remove.isPending && remove.variables === entry.uid}
                onEdit={() => {
                  update.reset();
                  setAdding(false);
                  setEditing(entry.uid);
                }}
                onDelete={() => void askDelete(entry)}
              />
            ),
          )}
        </Stack>
      )}
      {entries.length > FIRST_ENTRIES && (
        <Button
          variant="subtle"
          size="compact-xs"
          onClick={() => setShowAll((all) => !all)}
          style={{ alignSelf: 'flex-start' }}
        >
          {showAll ? t('ui.timetracking.showFewer') : t('ui.timetracking.showAll', { count: entries.length })}
        </Button>
      )}
      {adding ? (
        <EntryForm
          title={t('ui.timetracking.addTitle')}
          initial={newEntryValues()}
          startFollowsDuration
          submitLabel={t('ui.timetracking.form.add')}
          pending={add.isPending}
          serverError={add.error ? errorText(add.error) : null}
          onSubmit={submitNew}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={openAdd}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('ui.timetracking.add')}
        </Button>
      )}
    </Stack>
  );
}
