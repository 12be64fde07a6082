import type { Ticket } from '@expertos/domain/ticket.schema';
import { Group, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { QueryError } from '@/shared/ui/QueryError';
import { type SubtaskTicket, subtasksProgress, useAddSubtask, useSubtasks } from '../../hooks/use-subtasks';
import { ChecklistProgressBar } from '../checklist/ChecklistProgressBar';
import { SectionHeadingContext } from '../details/DetailsSection';
import { SubtaskAddInput } from './SubtaskAddInput';
import { SubtaskRow } from './SubtaskRow';
import classes from './Subtasks.module.css';

const k = 'ui.tickets.subtasks' as const;

function SubtasksSkeleton({ rows }: { rows: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap={8} aria-busy="true" data-testid="subtasks-loading">
      <VisuallyHidden role="status">{t(`${k}.loading`)}</VisuallyHidden>
      {[0, 1, 2].slice(0, Math.min(3, Math.max(1, rows))).map((row) => (
        <Group key={row} gap="xs" wrap="nowrap" aria-hidden>
          <Skeleton height={10} width={28} />
          <Skeleton height={10} width={`${65 - row * 15}%`} />
        </Group>
      ))}
    </Stack>
  );
}

export interface SubtasksSectionProps {
  /** A top-level ticket (a subtask has none: they go one level deep); `subtasks` shows while they load. */
  ticket: SubtaskTicket & Pick<Ticket, 'subtasks'>;
}

/**
 * A ticket's subtasks under its checklist (docs/product.md#checklists-and-subtasks): how many
 * are closed of all, each with its number, summary, status and assignee (a click opens it), and
 * "Add a subtask", which makes a ticket of the same brand under this one.
 */
export function SubtasksSection({ ticket }: SubtasksSectionProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const headingId = useId();
  const order = useContext(SectionHeadingContext);
  const query = useSubtasks(ticket);
  const add = useAddSubtask(ticket);
  // What the status line says (a subtask added), for screen readers.
  const [said, setSaid] = useState('');
  const items = query.data?.items;
  const shown = items ? subtasksProgress(items) : ticket.subtasks;

  // The ticket's own count follows the list read here (a subtask added, closed elsewhere), so
  // deleting or closing it asks about the subtasks it has now.
  const { done, total } = shown;
  useEffect(() => {
    if (!items) return;
    const key = ticketKeys.ticket(ticket.uid);
    const state = client.getQueryState<Ticket>(key);
    const detail = state?.data;
    if (!detail || (detail.subtasks.done === done && detail.subtasks.total === total)) return;
    client.setQueryData<Ticket>(
      key,
      { ...detail, subtasks: { done, total } },
      { updatedAt: state.dataUpdatedAt },
    );
  }, [client, ticket.uid, items, done, total]);

  const onAdd = (summary: string, restore: () => void) => {
    add.mutateAsync(summary).then((created) => setSaid(t(`${k}.added`, { id: created.id })), restore);
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs" data-testid="subtasks-section">
      <Group gap="md" wrap="nowrap">
        <Title id={headingId} order={order} size="h5">
          {t(`${k}.title`)}
        </Title>
        {shown.total > 0 && (
          <ChecklistProgressBar
            progress={shown}
            label={t(`${k}.progress`)}
            valueText={t(`${k}.progressText`, { done, total })}
          />
        )}
      </Group>
      <VisuallyHidden role="status">{said}</VisuallyHidden>
      {query.isPending && <SubtasksSkeleton rows={ticket.subtasks.total} />}
      {query.isError && (
        <QueryError
          layout="inline"
          message={t(`${k}.loadError`)}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {items && items.length > 0 && (
        <ul className={classes.list} aria-label={t(`${k}.listLabel`)}>
          {items.map((item) => (
            <SubtaskRow key={item.uid} ticket={item} />
          ))}
        </ul>
      )}
      {items && <SubtaskAddInput count={items.length} onAdd={onAdd} />}
    </Stack>
  );
}
