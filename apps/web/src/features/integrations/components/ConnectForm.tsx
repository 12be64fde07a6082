import '@/shared/i18n/parts/integrations';
import type {
  CreateProjectIntegrationInput,
  ProjectIntegration,
  WebhookEventType,
} from '@expertos/domain/integration.schema';
import { Button, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/shared/ui/FormAlert';
import { createIntegration } from '../api/integrations';
import {
  CONNECTABLE_TYPES,
  type ConnectableType,
  formKindOf,
  INTEGRATION_FORMS,
} from '../kinds/integration-forms';
import { EventTypesField, generalError, serverFieldError, sharedFieldProps } from './fields';
import { IntegrationIcon, integrationLabel } from './integration-style';

export interface Connected {
  integration: ProjectIntegration;
  signingSecret: string | null;
}

/** Fields a server refusal is shown on, whichever kind is chosen; anything else shows above the buttons. */
const PLACED = ['description', ...INTEGRATION_FORMS.flatMap((kind) => kind.connect.placed)];

/**
 * Connects an e-mail, webhook, Slack, Jira or monday.com integration (project admins). Each
 * kind's fields and request come from its form kind (kinds/); Jira and monday are tried with the
 * token before it is kept, and their project or board is picked next, in the edit form. The
 * server's refusal shows on the field it names (`integration_target_refused` on the URL), else
 * above the buttons.
 */
export function ConnectForm({
  projectUid,
  onDone,
  onCancel,
}: {
  projectUid: string;
  onDone: (connected: Connected) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [type, setType] = useState<ConnectableType>('webhook');
  const [description, setDescription] = useState('');
  const [eventTypes, setEventTypes] = useState<WebhookEventType[]>([]);
  // One draft per kind, kept while another is chosen.
  const [drafts, setDrafts] = useState(
    () =>
      new Map<ConnectableType, unknown>(INTEGRATION_FORMS.map((kind) => [kind.type, kind.connect.empty()])),
  );
  // Five types do not fit side by side on a phone: there they stack.
  const narrow = useMediaQuery('(max-width: 30em)');
  const [missing, setMissing] = useState<string[]>([]);
  const kind = formKindOf(type).connect;

  const create = useMutation({
    mutationFn: (input: CreateProjectIntegrationInput) => createIntegration(projectUid, input),
    onSuccess: (reply) => onDone({ integration: reply.integration, signingSecret: reply.signing_secret }),
  });
  const error = create.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { request, missing: absent } = kind.request(drafts.get(type), {
      description: description.trim(),
      eventTypes,
    });
    setMissing(absent ?? []);
    if (request) create.mutate(request);
  };

  const Fields = kind.Fields;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="integration-type-label">
            {t('ui.integrations.chooseType')}
          </Text>
          <SegmentedControl
            aria-labelledby="integration-type-label"
            fullWidth
            orientation={narrow ? 'vertical' : 'horizontal'}
            value={type}
            onChange={(next) => {
              setType(next as ConnectableType);
              setMissing([]);
              create.reset();
            }}
            data={CONNECTABLE_TYPES.map((value) => ({
              value,
              label: (
                <Group gap={6} justify="center" wrap="nowrap">
                  <IntegrationIcon type={value} size={20} />
                  <span>{integrationLabel(t, value)}</span>
                </Group>
              ),
            }))}
          />
        </Stack>

        <Fields
          projectUid={projectUid}
          draft={drafts.get(type)}
          onChange={(next) => setDrafts(new Map(drafts).set(type, next))}
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

        {kind.eventFilter && <EventTypesField value={eventTypes} onChange={setEventTypes} />}

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
          <Button type="submit" loading={create.isPending}>
            {t('ui.integrations.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
