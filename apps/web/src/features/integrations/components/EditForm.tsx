import type {
  EmailRule,
  ProjectIntegration,
  UpdateProjectIntegrationInput,
  WebhookEventType,
} from '@expertos/domain/integration.schema';
import { Button, Group, Stack, TagsInput, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, invalidFields } from '@/shared/api/error-text';
import { FormAlert } from '@/shared/ui/FormAlert';
import { updateIntegration } from '../api/integrations';
import { EmailRulesField, EnabledField, EventTypesField, serverFieldError } from './fields';

/** Changes an integration's description, what it hears and whether it is on (project admins). */
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
  const [description, setDescription] = useState(integration.description);
  const [enabled, setEnabled] = useState(integration.enabled);
  const [eventTypes, setEventTypes] = useState<WebhookEventType[]>(
    integration.type === 'email' ? [] : integration.config.event_types,
  );
  const [addresses, setAddresses] = useState<string[]>(
    integration.type === 'email' ? integration.config.addresses : [],
  );
  const [rules, setRules] = useState<EmailRule[]>(
    integration.type === 'email' ? integration.config.rules : [],
  );

  const save = useMutation({
    mutationFn: (change: UpdateProjectIntegrationInput) =>
      updateIntegration(projectUid, integration.uid, change),
    onSuccess: onDone,
  });
  const error = save.error;
  const placed = ['addresses', 'rules', 'event_types', 'description'];
  const general =
    error && !invalidFields(error).some((field) => placed.includes(field)) ? errorText(error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const common = { enabled, description: description.trim() };
    save.mutate(
      integration.type === 'email'
        ? { type: 'email', ...common, addresses, rules }
        : { type: integration.type, ...common, event_types: eventTypes },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <EnabledField value={enabled} onChange={setEnabled} />
        {integration.type === 'email' ? (
          <>
            <TagsInput
              label={t('ui.integrations.form.addresses')}
              description={t('ui.integrations.form.addressesHint')}
              value={addresses}
              onChange={setAddresses}
              splitChars={[',', ' ', ';']}
              error={serverFieldError(error, 'addresses')}
            />
            <Text size="sm" fw={500}>
              {t('ui.integrations.form.rules')}
            </Text>
            <EmailRulesField value={rules} onChange={setRules} error={serverFieldError(error, 'rules')} />
          </>
        ) : (
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
        <FormAlert>{general}</FormAlert>
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
