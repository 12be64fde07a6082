import '@/shared/i18n/parts/templates';
import type { Template } from '@expertos/domain/templates';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconLock, IconPlus, IconTemplate } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { EmptyState } from '@/shared/ui/EmptyState';
import { notify } from '@/shared/ui/notify/notify-store';
import { QueryError } from '@/shared/ui/QueryError';
import type { TemplatePlace } from '../api/templates';
import { useDeleteTemplate, usePlaceTemplates } from '../hooks/use-templates';
import { TemplateFormModal } from './TemplateFormModal';
import { TemplateRow } from './TemplateRow';

export interface TemplateManagerProps {
  place: TemplatePlace;
  /** May keep, change and delete the place's templates; else the list is read-only. */
  canManage: boolean;
}

/**
 * A brand's or the workspace's templates (docs/product.md#templates): the list, and for those
 * who manage them a form to keep a new one or change one, and deletion after a confirmation.
 */
export function TemplateManager({ place, canManage }: TemplateManagerProps) {
  const { t } = useTranslation();
  const templates = usePlaceTemplates(place);
  const remove = useDeleteTemplate(place);
  // undefined: the form is closed; null: a new template.
  const [editing, setEditing] = useState<Template | null | undefined>(undefined);
  const items = templates.data ?? [];

  const askDelete = async (template: Template) => {
    const ok = await confirm({
      title: t('ui.templates.manager.deleteTitle', { name: template.name }),
      message: t('ui.templates.manager.deleteText'),
      ok: t('ui.templates.manager.deleteOk'),
      danger: true,
    });
    if (!ok) return;
    remove.mutate(template.uid, {
      onSuccess: () =>
        notify({ type: 'positive', message: t('ui.templates.manager.deleted', { name: template.name }) }),
      onError: (error) =>
        notify({
          type: 'negative',
          message: t('ui.templates.manager.deleteFailed', { reason: errorText(error) }),
        }),
    });
  };

  const newButton = canManage && (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
      {t('ui.templates.manager.new')}
    </Button>
  );

  return (
    <Stack gap="md">
      {!canManage && (
        <Alert variant="light" color="gray" icon={<IconLock size={18} aria-hidden />}>
          {place.kind === 'brand'
            ? t('ui.templates.manager.readOnlyBrand')
            : t('ui.templates.manager.readOnlyWorkspace')}
        </Alert>
      )}
      {items.length > 0 && <Group justify="flex-end">{newButton}</Group>}
      {templates.isPending && (
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text size="sm" c="dimmed" role="status">
            {t('ui.templates.manager.loading')}
          </Text>
        </Group>
      )}
      {templates.isError && (
        <QueryError
          message={t('ui.templates.manager.loadFailed')}
          error={templates.error}
          onRetry={() => void templates.refetch()}
          retrying={templates.isFetching}
        />
      )}
      {templates.isSuccess && items.length === 0 && (
        <EmptyState
          title={t('ui.templates.manager.emptyTitle')}
          description={
            canManage ? t('ui.templates.manager.emptyManage') : t('ui.templates.manager.emptyRead')
          }
          icon={<IconTemplate size={32} stroke={1.5} aria-hidden />}
          actions={newButton || undefined}
        />
      )}
      {items.length > 0 && (
        <Stack
          component="ul"
          gap="xs"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('ui.templates.manager.list')}
        >
          {items.map((template) => (
            <TemplateRow
              key={template.uid}
              template={template}
              onEdit={canManage ? () => setEditing(template) : undefined}
              onDelete={canManage ? () => void askDelete(template) : undefined}
              deleting={remove.isPending && remove.variables === template.uid}
            />
          ))}
        </Stack>
      )}
      {canManage && (
        <TemplateFormModal place={place} template={editing} onClose={() => setEditing(undefined)} />
      )}
    </Stack>
  );
}
