import '@/shared/i18n/parts/integrations';
import type { MondayOptions } from '@expertos/domain/integration.schema';
import { Alert, Select, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { mondayOptionsQueryOptions } from '../../api/monday';

export interface MondayColumns {
  status: string | null;
  date: string | null;
  person: string | null;
  text: string | null;
  text_type: 'text' | 'long_text' | 'link';
}
export interface MondayTarget {
  board_id: string | null;
  board_name: string | null;
  group_id: string | null;
  columns: MondayColumns;
}

export const NO_MONDAY_COLUMNS: MondayColumns = {
  status: null,
  date: null,
  person: null,
  text: null,
  text_type: 'text',
};

/** Which column types can hold each fact (providers/monday.md: each type takes its own value). */
const COLUMN_TYPES = {
  status: ['status'],
  date: ['date'],
  person: ['people'],
  text: ['text', 'long_text', 'link'],
} as const;

/**
 * Where a monday.com integration makes items: a board, a group (or the board's top one) and
 * which of the board's columns hear the ticket's status, due date, assignee and link. The
 * choices are read from monday with the stored token.
 */
export function MondayTargetFields({
  projectUid,
  integrationUid,
  value,
  onChange,
  missing,
}: {
  projectUid: string;
  integrationUid: string;
  value: MondayTarget;
  onChange: (next: MondayTarget) => void;
  missing: string[];
}) {
  const { t } = useTranslation();
  const boards = useQuery(mondayOptionsQueryOptions(projectUid, integrationUid, null));
  const chosen = useQuery({
    ...mondayOptionsQueryOptions(projectUid, integrationUid, value.board_id),
    enabled: value.board_id !== null,
  });
  const failed = boards.error ?? chosen.error;
  const columns: MondayOptions['columns'] = chosen.data?.columns ?? [];
  const columnSelect = (fact: keyof typeof COLUMN_TYPES) => (
    <Select
      key={fact}
      label={t(`ui.integrations.monday.columns.${fact}`)}
      placeholder={t('ui.integrations.monday.columnNone')}
      data={columns
        .filter((column) => (COLUMN_TYPES[fact] as readonly string[]).includes(column.type))
        .map((column) => ({ value: column.id, label: column.title }))}
      value={value.columns[fact]}
      onChange={(id) => {
        const next = { ...value.columns, [fact]: id };
        if (fact === 'text') {
          const type = columns.find((column) => column.id === id)?.type;
          next.text_type = type === 'long_text' || type === 'link' ? type : 'text';
        }
        onChange({ ...value, columns: next });
      }}
      disabled={value.board_id === null}
      clearable
    />
  );

  return (
    <Stack gap="sm">
      {failed && (
        <Alert color="red" role="alert">
          {errorText(failed)}
        </Alert>
      )}
      <Select
        label={t('ui.integrations.monday.board')}
        placeholder={boards.isPending ? t('ui.loading') : t('ui.integrations.monday.boardPick')}
        data={(boards.data?.boards ?? []).map((board) => ({ value: board.id, label: board.name }))}
        value={value.board_id}
        onChange={(id) =>
          onChange({
            board_id: id,
            board_name: boards.data?.boards.find((board) => board.id === id)?.name ?? null,
            group_id: null,
            columns: NO_MONDAY_COLUMNS,
          })
        }
        searchable
        required
        error={missing.includes('board_id') ? t('ui.integrations.form.required') : undefined}
      />
      <Select
        label={t('ui.integrations.monday.group')}
        placeholder={t('ui.integrations.monday.groupTop')}
        data={(chosen.data?.groups ?? []).map((group) => ({ value: group.id, label: group.title }))}
        value={value.group_id}
        onChange={(id) => onChange({ ...value, group_id: id })}
        disabled={value.board_id === null}
        clearable
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {(['status', 'date', 'person', 'text'] as const).map(columnSelect)}
      </SimpleGrid>
    </Stack>
  );
}
