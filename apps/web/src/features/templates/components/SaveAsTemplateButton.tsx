import '@/shared/i18n/parts/templates';
import { TEMPLATE_NAME_MAX } from '@expertos/domain/templates';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconTemplate } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode, errorText } from '@/shared/api/error-text';
import { FormAlert } from '@/shared/ui/FormAlert';
import { LengthCounter } from '@/shared/ui/LengthCounter';
import { notify } from '@/shared/ui/notify/notify-store';
import type { TicketActionProps } from '@/shared/ui/slots';
import { useIsBrandAdmin } from '../hooks/use-template-access';
import { useSaveTicketAsTemplate } from '../hooks/use-templates';

/**
 * "Save as template" on a ticket, for the brand's admins (docs/product.md#templates): asks a
 * name and keeps the ticket's fields, checklist and subtasks under it.
 */
export function SaveAsTemplateButton({ ticketUid, workspaceUid, project }: TicketActionProps) {
  const { t } = useTranslation();
  const admin = useIsBrandAdmin(workspaceUid, project.uid);
  const [opened, setOpened] = useState(false);
  if (!admin) return null;
  return (
    <>
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconTemplate size={14} aria-hidden />}
        onClick={() => setOpened(true)}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('ui.templates.save.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('ui.templates.save.title')}
        closeButtonProps={{ 'aria-label': t('ui.close') }}
      >
        {opened && (
          <SaveAsTemplateForm
            projectUid={project.uid}
            ticketUid={ticketUid}
            onClose={() => setOpened(false)}
          />
        )}
      </Modal>
    </>
  );
}

function SaveAsTemplateForm({
  projectUid,
  ticketUid,
  onClose,
}: {
  projectUid: string;
  ticketUid: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveTicketAsTemplate(projectUid);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (!name.trim()) {
      setNameError(t('ui.templates.form.errors.required'));
      return;
    }
    save.mutate(
      { name: name.trim(), ticketUid },
      {
        onSuccess: (template) => {
          notify({ type: 'positive', message: t('ui.templates.save.done', { name: template.name }) });
          onClose();
        },
        // A name taken belongs under the field; anything else (the place full) to the form.
        onError: (error) =>
          errorCode(error) === 'template_name_taken'
            ? setNameError(errorText(error))
            : setMessage(errorText(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('ui.templates.save.text')}
        </Text>
        <TextInput
          label={t('ui.templates.save.name')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setNameError(null);
          }}
          error={nameError}
          description={<LengthCounter length={name.length} max={TEMPLATE_NAME_MAX} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          maxLength={TEMPLATE_NAME_MAX}
          required
          data-autofocus
        />
        <FormAlert>{message}</FormAlert>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('ui.common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('ui.templates.save.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
