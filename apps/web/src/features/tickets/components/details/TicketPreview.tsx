import type { TicketListItem } from '@expertos/domain/ticket.schema';
import { Grid, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { KeysUnder } from '@/shared/i18n/keys';
import type { AutosaveResult } from '@/shared/lib/use-autosave';
import { priorityOptions, statusOptions, typeOptions } from '../fields/option-lists';
import { AssigneeField } from './fields/AssigneeField';
import { DateField } from './fields/DateField';
import { SelectField } from './fields/SelectField';
import { SummaryField } from './fields/SummaryField';
import { TaskLoading } from './TaskLoading';

const ignore = () => {};
// Read-only: nothing is ever typed here, so nothing is saved.
const ignoreText = async (): Promise<AutosaveResult> => ({ status: 'saved' });

/**
 * What a list already knows of the ticket, shown the moment the dialog opens
 * (docs/product.md#tickets): the same places as the loaded ticket, read-only, with the
 * spinner where the rest of it is still loading.
 */
export function TicketPreview({ ticket }: { ticket: TicketListItem }) {
  const { t } = useTranslation();
  const label = (field: KeysUnder<'ui.tickets.details.fields'>) => t(`ui.tickets.details.fields.${field}`);
  return (
    <Stack gap="lg" data-testid="ticket-preview" aria-busy>
      <Stack gap={4}>
        <Group gap={6} c="dimmed">
          <Text size="sm" fw={600}>
            #{ticket.id}
          </Text>
          <Text size="sm">·</Text>
          <Text size="sm">{ticket.project.name}</Text>
        </Group>
        <SummaryField
          value={ticket.summary}
          draftId={`preview:${ticket.uid}:summary`}
          onSave={ignoreText}
          readOnly
        />
      </Stack>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <TaskLoading />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Stack gap="sm">
            <SelectField
              label={label('status')}
              value={ticket.status}
              options={statusOptions(t)}
              onSave={ignore}
              readOnly
            />
            <SelectField
              label={label('priority')}
              value={ticket.priority}
              options={priorityOptions(t)}
              onSave={ignore}
              readOnly
            />
            <SelectField
              label={label('ticket_type')}
              value={ticket.ticket_type}
              options={typeOptions(t)}
              onSave={ignore}
              readOnly
            />
            <AssigneeField
              workspaceUid={ticket.workspace_uid}
              value={ticket.assignee}
              onSave={ignore}
              readOnly
            />
            <DateField label={label('due_date')} value={ticket.due_date} onSave={ignore} readOnly />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
