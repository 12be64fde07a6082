import '@/shared/i18n/parts/integrations';
import type {
  ProjectIntegration,
  UpdateProjectIntegrationInput,
  WebhookEventType,
} from '@expertos/domain/integration.schema';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/shared/ui/FormAlert';
import { updateIntegration } from '../api/integrations';
import { formKindOf, INTEGRATION_FORMS } from '../kinds/integration-forms';
import { EnabledField, EventTypesField, generalError, serverFieldError, sharedFieldProps } from './fields';

/** Fields a server refusal is shown on, whichever kind is changed; anything else shows above the buttons. */
const PLACED = ['event_types', 'description', ...INTEGRATION_FORMS.flatMap((kind) => kind.edit.placed)];

/** What an integration hears (e-mail follows its rules instead: none). */
const eventTypesOf = ({ config }: ProjectIntegration): WebhookEventType[] =>
  'event_types' in config ? config.event_types : [];

/**
 * Changes an integration (project admins): its description, what it hears, whether it is on,
 * and where it sends — a webhook's URL, a Slack connection, a Jira project, issue type and epic,
 * a monday board (each kind's fields and change come from its form kind, kinds/). Only what
 * changed is sent; a secret left empty is kept.
 */
export function EditForm({
  projectUid,
  integration,
  onDone,
  onCancel,
}: {
  projectUid: string;
  integration: ProjectIntegration;
  onDone: (saved: ProjectIntegration) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const kind = formKindOf(integration.type).edit;
  const [description, setDescription] = useState(integration.description);
  const [enabled, setEnabled] = useState(integration.enabled);
  const [eventTypes, setEventTypes] = useState<WebhookEventType[]>(() => eventTypesOf(integration));
  const [draft, setDraft] = useState(() => kind.draftOf(integration));
  const [missing, setMissing] = useState<string[]>([]);

  const save = useMutation({
    mutationFn: (change: UpdateProjectIntegrationInput) =>
      updateIntegration(projectUid, integration.uid, change),
    onSuccess: onDone,
  });
  const error = save.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { request, missing: absent } = kind.change(draft, integration, {
      enabled,
      description: description.trim(),
      eventTypes,
    });
    setMissing(absent ?? []);
    if (request) save.mutate(request);
  };

  const Fields = kind.Fields;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <EnabledField value={enabled} onChange={setEnabled} />
        <Fields
          projectUid={projectUid}
          integration={integration}
          draft={draft}
          onChange={setDraft}
          {...sharedFieldProps({
            error,
            required: t('ui.integrations.form.required'),
            missing,
            setMissing,
            description,
            eventTypes,
            setEventTypes,
          })}
        />
        {kind.eventFilter && (
          <EventTypesField
            value={eventTypes}
            onChange={setEventTypes}
            error={serverFieldError(error, 'event_types')}
          />
        )}
        <Textarea
          label={t('ui.integrations.form.description')}
          description={t('ui.integrations.form.descriptionHint')}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          autosize
          minRows={2}
          error={serverFieldError(error, 'description')}
        />
        <FormAlert>{generalError(error, PLACED)}</FormAlert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('ui.integrations.form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('ui.integrations.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
