import '@/shared/i18n/parts/templates';
import type { Template } from '@expertos/domain/templates';
import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface TemplateRowProps {
  template: Template;
  /** Without these the row is read-only. */
  onEdit?: () => void;
  onDelete?: () => void;
  deleting?: boolean;
}

/** One template in the manager: its name, the summary it makes, what comes with it, its uses. */
export function TemplateRow({ template, onEdit, onDelete, deleting }: TemplateRowProps) {
  const { t } = useTranslation();
  const { body } = template;
  const edit = t('ui.templates.manager.edit', { name: template.name });
  const remove = t('ui.templates.manager.delete', { name: template.name });
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={template.name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {template.name}
          </Text>
          <Text size="sm" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {body.summary}
          </Text>
          <Group gap={6}>
            <Badge variant="light" color="gray" size="sm">
              {t(`ui.tickets.list.types.${body.fields.ticket_type ?? 'task'}`)}
            </Badge>
            {body.checklist.length > 0 && (
              <Badge variant="light" color="gray" size="sm">
                {t('ui.templates.manager.checklist', { count: body.checklist.length })}
              </Badge>
            )}
            {body.subtasks.length > 0 && (
              <Badge variant="light" color="gray" size="sm">
                {t('ui.templates.manager.subtasks', { count: body.subtasks.length })}
              </Badge>
            )}
            <Text size="xs" c="dimmed">
              {t('ui.templates.manager.uses', { count: template.uses })}
            </Text>
          </Group>
        </Stack>
        {(onEdit || onDelete) && (
          <Group gap={4} wrap="nowrap">
            {onEdit && (
              <Tooltip label={edit}>
                <ActionIcon variant="subtle" size="lg" aria-label={edit} onClick={onEdit}>
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
            {onDelete && (
              <Tooltip label={remove}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={remove}
                  onClick={onDelete}
                  loading={deleting}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        )}
      </Group>
    </Paper>
  );
}
