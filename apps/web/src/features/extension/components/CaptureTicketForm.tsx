import { type CreateTicketInput, createTicketSchema, type Ticket } from '@expertos/domain/ticket.schema';
import { PRIORITIES, TICKET_TYPES, type TicketType } from '@expertos/domain/tickets';
import { Alert, Anchor, Button, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { errorText } from '@/shared/api/error-text';
import { useSettingsStore } from '@/shared/stores/settings-store';
import { selectVisibleProjects, useWorkspaceStore } from '@/shared/stores/workspace-store';
import { FormAlert } from '@/shared/ui/FormAlert';
import { createCapturedTicket } from '../api/capture';
import { type Captured, captureReference, captureSummary } from './capture';

/**
 * The extension's new-ticket form (docs/product.md#extension): brand, type, summary, priority
 * and due date, starting from the task defaults of settings; what was captured (the page, a
 * selection) goes into the ticket's reference content with its source.
 */
export function CaptureTicketForm({
  captured,
  description,
  summary: initialSummary,
}: {
  captured: Captured;
  /** The ticket's description as the page builds it (the devtools bug report), read when sent. */
  description?: string;
  summary?: string;
}) {
  const { t } = useTranslation();
  const taskDefaults = useSettingsStore((state) => state.taskDefaults);
  const projects = selectVisibleProjects({ projects: useWorkspaceStore((state) => state.projects) });
  const [project, setProject] = useState<string | null>(projects.length === 1 ? projects[0]!.uid : null);
  const [type, setType] = useState<TicketType>('task');
  const [summary, setSummary] = useState(() => initialSummary ?? captureSummary(captured));
  const [priority, setPriority] = useState<string>(taskDefaults.priority);
  const [dueDate, setDueDate] = useState(taskDefaults.dueDate ?? '');
  const [reference, setReference] = useState(() => captureReference(captured) ?? '');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [created, setCreated] = useState<Ticket | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const input: CreateTicketInput = {
      summary,
      ticket_type: type,
      priority: priority as CreateTicketInput['priority'],
      due_date: dueDate || null,
      reference_content: reference.trim() || null,
      ...(description ? { description } : {}),
    };
    const checked = createTicketSchema.safeParse(input);
    if (!project || !checked.success) {
      setError(!project ? t('ui.extension.brandRequired') : t('messages.incompleteData'));
      return;
    }
    setError(null);
    setPending(true);
    try {
      setCreated(await createCapturedTicket(project, checked.data));
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setPending(false);
    }
  };

  if (created)
    return (
      <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
        <Stack gap={4}>
          <Text size="sm">{t('ui.extension.created', { id: created.id })}</Text>
          <Anchor
            href={paths.brandTask(created.project.slug, created.uid)}
            target="_blank"
            rel="noreferrer"
            size="sm"
          >
            {t('ui.extension.open')}
          </Anchor>
        </Stack>
      </Alert>
    );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('ui.extension.formLabel')}>
      <Stack gap="sm">
        <Select
          label={t('ui.extension.brand')}
          placeholder={t('ui.extension.brandPlaceholder')}
          data={projects.map((p) => ({ value: p.uid, label: p.name }))}
          value={project}
          onChange={setProject}
          searchable
          required
          nothingFoundMessage={t('ui.extension.noBrand')}
        />
        <TextInput
          label={t('ui.extension.summary')}
          required
          maxLength={300}
          value={summary}
          onChange={(e) => setSummary(e.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
          <Select
            label={t('ui.extension.type')}
            data={TICKET_TYPES.map((value) => ({ value, label: t(`ui.tickets.list.types.${value}`) }))}
            value={type}
            onChange={(value) => value && setType(value as TicketType)}
            allowDeselect={false}
          />
          <Select
            label={t('ui.extension.priority')}
            data={PRIORITIES.map((value) => ({ value, label: t(`ui.tickets.list.priorities.${value}`) }))}
            value={priority}
            onChange={(value) => value && setPriority(value)}
            allowDeselect={false}
          />
          <TextInput
            type="date"
            label={t('ui.extension.dueDate')}
            value={dueDate}
            onChange={(e) => setDueDate(e.currentTarget.value)}
          />
        </SimpleGrid>
        <Textarea
          label={t('ui.extension.reference')}
          autosize
          minRows={2}
          maxRows={8}
          value={reference}
          onChange={(e) => setReference(e.currentTarget.value)}
        />
        <FormAlert tone="error">{error}</FormAlert>
        <Button type="submit" loading={pending}>
          {t('ui.extension.create')}
        </Button>
      </Stack>
    </form>
  );
}
