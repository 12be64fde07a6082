import { TICKET_TEXT_MAX, ticketCaption } from '@expertos/domain/ticket.schema';
import { Grid, Group, Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/format';
import { useSlots } from '@/shared/ui/slots';
import { ChecklistSection } from '../checklist/ChecklistSection';
import { SubtasksSection } from '../subtasks/SubtasksSection';
import { TicketParent } from '../subtasks/TicketParent';
import { ActivityTimeline } from './ActivityTimeline';
import { DeleteTicketButton } from './DeleteTicketButton';
import { SectionHeadingContext } from './DetailsSection';
import { SummaryField } from './fields/SummaryField';
import { TextField } from './fields/TextField';
import type { TaskView } from './merge-ticket';
import { PostSections, ReferenceSection } from './PostSections';
import { ShareSection } from './ShareSection';
import { textFieldProps } from './save-field';
import { TicketPresence } from './TicketPresence';
import { TicketProperties } from './TicketProperties';
import { useTicketEditor } from './use-ticket-editor';

export interface TicketDetailsProps {
  /** The merged task (`mergeTicket`); `can_edit` false shows it read-only. */
  task: TaskView;
  /** Called once the task was deleted (the dialog closes, the page leaves). */
  onDeleted?: () => void;
  /** The title's heading level: 1 on the page, 3 in the dialog (under the frame's h2). */
  headingOrder?: 1 | 3;
  /** The comment to open the conversation at (docs/product.md#ticket-addresses). */
  commentUid?: string;
}

/**
 * A ticket, shown and edited field by field (the dialog and the page both show this). Post
 * tickets add their grouped sections; members also get the parent, the checklist, the subtasks,
 * the history, sharing and deletion.
 * Read-only (`can_edit` false) is the same layout in plain text, without a control.
 */
export function TicketDetails({ task, onDeleted, headingOrder = 3, commentUid }: TicketDetailsProps) {
  const { t, i18n } = useTranslation();
  const editor = useTicketEditor(task);
  const readOnly = !task.can_edit;
  const isPost = task.ticket_type === 'post';
  const props = { task, editor, readOnly };
  const slots = useSlots();
  const slotProps = {
    ticketUid: task.uid,
    workspaceUid: task.workspace_uid,
    totalSpent: task.total_spent,
    headingOrder: headingOrder === 1 ? 2 : 4,
    commentUid,
    project: { uid: task.project.uid, slug: task.project.slug },
    ticketUpdated: task.updated,
    ticketType: task.ticket_type,
    ticketStatus: task.status,
    post: isPost ? { hook: task.hook, caption: ticketCaption(task) } : undefined,
    saveTicket: editor.saveConfirmed,
    recurring: task.recurring ?? null,
  } as const;

  return (
    <SectionHeadingContext.Provider value={headingOrder === 1 ? 2 : 4}>
      <Stack gap="lg" data-testid="ticket-details" data-read-only={readOnly || undefined}>
        <Stack gap={4}>
          <Group gap={6} c="dimmed">
            <Text size="sm" fw={600}>
              #{task.id}
            </Text>
            <Text size="sm">·</Text>
            <Text size="sm">{task.project.name}</Text>
          </Group>
          {/* A share link carries no parent (docs/product.md#checklists-and-subtasks): nothing shows there. */}
          <TicketParent ticket={task} readOnly={readOnly} />
          <SummaryField
            order={headingOrder}
            {...textFieldProps(task, editor, 'summary')}
            readOnly={readOnly}
          />
          <Text size="xs" c="dimmed">
            {t('ui.tickets.details.stamps', {
              created: formatDateTime(task.created, i18n.language),
              updated: formatDateTime(task.updated, i18n.language),
            })}
          </Text>
          {/* Members only: a shared read-only view is nobody's presence. */}
          {!readOnly && <TicketPresence ticketUid={task.uid} />}
        </Stack>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            <Stack gap="xl">
              <TextField
                label={t('ui.tickets.details.fields.description')}
                {...textFieldProps(task, editor, 'description')}
                readOnly={readOnly}
                multiline
                required
                maxLength={TICKET_TEXT_MAX}
                placeholder={t('ui.tickets.details.descriptionPlaceholder')}
              />
              {/* Members only: a share link shows no checklist (docs/product.md#checklists-and-subtasks). */}
              {!readOnly && (
                <ChecklistSection
                  ticketUid={task.uid}
                  workspaceUid={task.workspace_uid}
                  progress={task.checklist}
                />
              )}
              {/* One level deep: a subtask has none of its own. */}
              {!readOnly && !task.parent && <SubtasksSection ticket={task} />}
              {isPost && <PostSections {...props} />}
              {(isPost || task.reference_images.length > 0 || task.reference_content) && (
                <ReferenceSection {...props} />
              )}
              {/* Comments and the history are for members; a shared read-only view has no access to them. */}
              {!readOnly &&
                slots.ticketMain.map((Slot, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the slot list is fixed at start.
                  <Suspense key={index} fallback={null}>
                    <Slot {...slotProps} />
                  </Suspense>
                ))}
              {!readOnly && <ActivityTimeline ticketUid={task.uid} workspaceUid={task.workspace_uid} />}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            <Stack gap="xl">
              <TicketProperties {...props} />
              {!readOnly &&
                slots.ticketSide.map((Slot, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the slot list is fixed at start.
                  <Suspense key={index} fallback={null}>
                    <Slot {...slotProps} />
                  </Suspense>
                ))}
              {!readOnly && <ShareSection task={task} editor={editor} />}
              {/* Another feature's actions on the ticket (save it as a template). */}
              {!readOnly &&
                slots.ticketActions.map((Slot, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the slot list is fixed at start.
                  <Suspense key={index} fallback={null}>
                    <Slot
                      ticketUid={task.uid}
                      workspaceUid={task.workspace_uid}
                      project={slotProps.project}
                    />
                  </Suspense>
                ))}
              {!readOnly && onDeleted && <DeleteTicketButton task={task} onDeleted={onDeleted} />}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </SectionHeadingContext.Provider>
  );
}
