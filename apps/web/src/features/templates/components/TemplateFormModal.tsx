import '@/shared/i18n/parts/templates';
import type { Template } from '@expertos/domain/templates';
import { Modal, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { TemplatePlace } from '../api/templates';
import { TemplateForm } from './TemplateForm';

export interface TemplateFormModalProps {
  place: TemplatePlace;
  /** Open with a template to edit it, with null for a new one; undefined is closed. */
  template: Template | null | undefined;
  onClose: () => void;
}

/** The template form in a dialog; the whole screen on a phone. */
export function TemplateFormModal({ place, template, onClose }: TemplateFormModalProps) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  const opened = template !== undefined;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        template ? t('ui.templates.form.editTitle', { name: template.name }) : t('ui.templates.form.newTitle')
      }
      closeButtonProps={{ 'aria-label': t('ui.close') }}
      size="xl"
      fullScreen={phone}
    >
      {/* Mounted per opening: each starts from the template as it is now. */}
      {opened && (
        <TemplateForm key={template?.uid ?? 'new'} place={place} template={template} onDone={onClose} />
      )}
    </Modal>
  );
}
