import {
  createTicketSchema,
  ESTIMATE_AMOUNT_MAX,
  ESTIMATE_HOURS_MAX,
  minorUnitsToAmount,
  TAG_NAME_MAX,
  TICKET_MAX_TAGS,
  TICKET_SUMMARY_MAX,
} from '@expertos/domain/ticket.schema';
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, invalidFields } from '@/shared/api/error-text';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { checkForm, type FieldErrors } from '@/shared/lib/form-check';
import { formatNumber } from '@/shared/lib/format';
import { useSettingsStore } from '@/shared/stores/settings-store';
import { FormAlert } from '@/shared/ui/FormAlert';
import { LengthCounter } from '@/shared/ui/LengthCounter';
import { notify } from '@/shared/ui/notify/notify-store';
import { useSlots } from '@/shared/ui/slots';
import { openTaskDialog } from '@/shared/ui/task-dialog/open-task-dialog';
import { createTicket } from '../../api/ticket';
import { useVisibleProjects } from '../../hooks/use-visible-projects';
import { AssigneeSelect } from '../fields/AssigneeSelect';
import { DueDatePicker } from '../fields/DueDatePicker';
import { MilestoneSelect } from '../fields/MilestoneSelect';
import { PrioritySelect } from '../fields/PrioritySelect';
import { StatusSelect } from '../fields/StatusSelect';
import { TagsField } from '../fields/TagsField';
import { TicketTypeSelect } from '../fields/TicketTypeSelect';
import type { TicketScope } from '../ticket-scope';
import {
  initialTicketValues,
  type TicketFormField,
  type TicketFormValues,
  toCreateInput,
  URL_FIELDS,
} from './create-ticket-form';
import { EstimateFields } from './EstimateFields';
import { PostFields } from './PostFields';

export interface CreateTicketModalProps {
  scope: TicketScope;
  opened: boolean;
  onClose: () => void;
  /** The brand chosen at first on the workspace page (e.g. the one brand filtered on). */
  defaultProjectUid?: string | null;
}

/** The form inside the modal; mounted per opening, so every new ticket starts from the defaults. */
function CreateTicketForm({ scope, onClose, defaultProjectUid }: Omit<CreateTicketModalProps, 'opened'>) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const taskDefaults = useSettingsStore((state) => state.taskDefaults);
  const projects = useVisibleProjects();
  const fixedProject = scope.kind === 'project' ? scope.projectUid : null;
  const [values, setValues] = useState<TicketFormValues>(() =>
    initialTicketValues(taskDefaults, fixedProject ?? defaultProjectUid ?? null),
  );
  const [fields, setFields] = useState<FieldErrors<TicketFormField>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const slots = useSlots();

  const set = <K extends TicketFormField>(field: K, value: TicketFormValues[K]) => {
    setValues((current) => ({
      ...current,
      [field]: value,
      // A milestone and a pillar belong to one brand.
      ...(field === 'project' && value !== current.project ? { milestone: null, pillar: null } : {}),
    }));
    setFields((current) => {
      if (current[field] === undefined) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  };
  const errorOf = (field: TicketFormField): string | boolean => fields[field] ?? false;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const input = toCreateInput(values);
    const urlError = t('ui.tickets.list.create.invalidUrl');
    const checked = checkForm(
      createTicketSchema,
      { ...input, project: values.project },
      {
        required: ['summary', 'project'] as TicketFormField[],
        incomplete: t('messages.incompleteData'),
        invalid: {
          summary: t('ui.tickets.list.create.invalidSummary', { max: TICKET_SUMMARY_MAX }),
          tags: t('ui.tickets.list.create.invalidTags', { max: TICKET_MAX_TAGS, length: TAG_NAME_MAX }),
          ...Object.fromEntries(URL_FIELDS.map((field) => [field, urlError])),
          estimate_hours: t('ui.tickets.list.create.invalidHours', {
            max: formatNumber(ESTIMATE_HOURS_MAX, i18n.language),
          }),
          estimate_amount: t('ui.tickets.list.create.invalidAmount', {
            max: formatNumber(minorUnitsToAmount(ESTIMATE_AMOUNT_MAX), i18n.language),
          }),
        },
        fallback: t('ui.validation.invalid'),
      },
    );
    if (!checked.ok) {
      setFields(checked.fields);
      setMessage(checked.message);
      return;
    }
    const projectUid = values.project;
    if (!projectUid) return;
    setPending(true);
    try {
      const ticket = await createTicket(projectUid, checked.data);
      notify({ type: 'positive', message: t('ui.tickets.list.create.created', { id: ticket.id }) });
      void queryClient.invalidateQueries({ queryKey: ticketKeys.workspace(scope.workspaceUid) });
      onClose();
      openTaskDialog({ taskId: ticket.uid, projectSlug: ticket.project.slug, title: ticket.summary });
    } catch (error) {
      setMessage(errorText(error));
      const refused = invalidFields(error) as TicketFormField[];
      if (refused.length > 0) setFields(Object.fromEntries(refused.map((field) => [field, true])));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {/* Another feature's way to make it (from a template): it makes and opens the ticket itself. */}
        {slots.newTicketFrom.map((Slot, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the slot list is fixed at start.
          <Suspense key={index} fallback={null}>
            <Slot workspaceUid={scope.workspaceUid} projectUid={values.project} onMade={onClose} />
          </Suspense>
        ))}
        <TextInput
          label={t('ui.tickets.list.create.summary')}
          placeholder={t('ui.tickets.list.create.summaryPlaceholder')}
          value={values.summary}
          onChange={(event) => set('summary', event.currentTarget.value)}
          error={errorOf('summary')}
          description={<LengthCounter length={values.summary.length} max={TICKET_SUMMARY_MAX} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          maxLength={TICKET_SUMMARY_MAX}
          required
          name="summary"
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TicketTypeSelect value={values.ticket_type} onChange={(value) => set('ticket_type', value)} />
          {scope.kind === 'workspace' && (
            <Select
              label={t('ui.tickets.list.create.brand')}
              placeholder={t('ui.tickets.list.create.brandPlaceholder')}
              data={projects.map((project) => ({ value: project.uid, label: project.name }))}
              value={values.project}
              onChange={(value) => set('project', value)}
              error={
                errorOf('project') || (projects.length === 0 ? t('ui.tickets.list.create.noBrands') : false)
              }
              searchable
              required
            />
          )}
          <StatusSelect value={values.status} onChange={(value) => set('status', value)} />
          <PrioritySelect value={values.priority} onChange={(value) => set('priority', value)} />
          <AssigneeSelect
            workspaceUid={scope.workspaceUid}
            value={values.assignee}
            onChange={(value) => set('assignee', value)}
          />
          <DueDatePicker value={values.due_date} onChange={(value) => set('due_date', value)} />
        </SimpleGrid>
        <TagsField
          workspaceUid={scope.workspaceUid}
          projectUid={values.project}
          value={values.tags}
          onChange={(value) => set('tags', value)}
          error={errorOf('tags')}
        />
        <MilestoneSelect
          workspaceUid={scope.workspaceUid}
          projectUid={values.project}
          value={values.milestone}
          onChange={(value) => set('milestone', value)}
          error={errorOf('milestone')}
        />
        {values.ticket_type === 'post' && <PostFields values={values} set={set} errorOf={errorOf} />}
        {values.ticket_type === 'estimate' && <EstimateFields values={values} set={set} errorOf={errorOf} />}
        <FormAlert>{message}</FormAlert>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('ui.common.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('ui.tickets.list.create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "New ticket": a summary and the rest from the task defaults; opens the ticket once created. */
export function CreateTicketModal({ opened, onClose, ...props }: CreateTicketModalProps) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('ui.tickets.list.create.title')}
      closeButtonProps={{ 'aria-label': t('ui.close') }}
      size="lg"
      fullScreen={phone}
    >
      {opened && <CreateTicketForm onClose={onClose} {...props} />}
    </Modal>
  );
}
