import '@/shared/i18n/parts/templates';
import { Loader, Modal, NavLink, Select, Stack, Text } from '@mantine/core';
import { IconTemplate } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { selectVisibleProjects, useWorkspaceStore } from '@/shared/stores/workspace-store';
import { FormAlert } from '@/shared/ui/FormAlert';
import { QueryError } from '@/shared/ui/QueryError';
import { useMakeFromTemplate } from '../hooks/use-make-from-template';
import { useUsableTemplates } from '../hooks/use-templates';

export interface TemplatePickerModalProps {
  workspaceUid: string;
  /** The brand page's brand; without one the dialog asks for the brand first. */
  projectUid: string | null;
  onClose: () => void;
}

/**
 * "New from template…" from the command palette: the templates usable on the brand, each a
 * button; choosing one makes the ticket and opens it.
 */
export function TemplatePickerModal({ workspaceUid, projectUid, onClose }: TemplatePickerModalProps) {
  const { t } = useTranslation();
  const all = useWorkspaceStore((state) => state.projects);
  const projects = useMemo(() => selectVisibleProjects({ projects: all }), [all]);
  const [brand, setBrand] = useState<string | null>(projectUid ?? projects[0]?.uid ?? null);
  const templates = useUsableTemplates(brand);
  const make = useMakeFromTemplate(workspaceUid);
  const [failure, setFailure] = useState<string | null>(null);
  const items = templates.data ?? [];

  const choose = (template: { uid: string; name: string }) => {
    if (!brand || make.isPending) return;
    setFailure(null);
    make.mutate(
      { projectUid: brand, template },
      {
        onSuccess: onClose,
        onError: (error) => setFailure(t('ui.templates.make.failed', { reason: errorText(error) })),
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('ui.templates.picker.title')}
      closeButtonProps={{ 'aria-label': t('ui.close') }}
      data-testid="template-picker"
    >
      <Stack gap="sm">
        {projectUid === null && (
          <Select
            label={t('ui.templates.picker.brand')}
            data={projects.map((project) => ({ value: project.uid, label: project.name }))}
            value={brand}
            onChange={setBrand}
            allowDeselect={false}
            searchable
          />
        )}
        {brand && templates.isPending && <Loader size="sm" aria-label={t('ui.templates.make.loading')} />}
        {templates.isError && (
          <QueryError
            message={t('ui.templates.make.loadFailed')}
            error={templates.error}
            onRetry={() => void templates.refetch()}
            compact
          />
        )}
        {templates.isSuccess && items.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('ui.templates.make.none')}
          </Text>
        )}
        {items.length > 0 && (
          <Stack gap={2} p={3} role="group" aria-label={t('ui.templates.make.choose')}>
            {items.map((template, index) => (
              <NavLink
                key={template.uid}
                component="button"
                label={template.name}
                description={
                  template.scope === 'workspace'
                    ? t('ui.templates.make.workspaceHint', { summary: template.body.summary })
                    : template.body.summary
                }
                leftSection={<IconTemplate size={18} aria-hidden />}
                onClick={() => choose(template)}
                disabled={make.isPending}
                data-autofocus={index === 0 || undefined}
              />
            ))}
          </Stack>
        )}
        <FormAlert>{failure}</FormAlert>
      </Stack>
    </Modal>
  );
}
