import {
  type EmailRule,
  JIRA_EVENT_TYPES,
  type ProjectIntegration,
  type UpdateProjectIntegrationInput,
  type WebhookEventType,
} from '@expertos/domain/integration.schema';
import {
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, invalidFields } from '@/shared/api/error-text';
import { FormAlert } from '@/shared/ui/FormAlert';
import { updateIntegration } from '../api/integrations';
import { type SlackDraft, slackChange, slackDraftOf } from './edit-connection';
import { EmailRulesField, EnabledField, EventTypesField, serverFieldError } from './fields';
import { type JiraTarget, JiraTargetFields } from './JiraTargetFields';
import { type MondayTarget, MondayTargetFields, NO_MONDAY_COLUMNS } from './MondayTargetFields';
import { SlackConnectionFields } from './SlackConnectionFields';

/** The events with `type` in or out, each at most once. */
const toggled = (types: WebhookEventType[], type: WebhookEventType, on: boolean): WebhookEventType[] =>
  on ? [...types.filter((other) => other !== type), type] : types.filter((other) => other !== type);

/**
 * Changes an integration (project admins): its description, what it hears, whether it is on,
 * and where it sends — a webhook's URL, a Slack connection, a Jira project, issue type and epic. Only what changed is sent; a
 * secret left empty is kept.
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
  // A webhook's URL is a credential: never sent back, only its mask; a new one replaces it.
  const currentMask = integration.type === 'webhook' ? integration.config.url_mask : null;
  const [url, setUrl] = useState('');
  const [slackCurrent] = useState<SlackDraft | null>(() =>
    integration.type === 'slack' ? slackDraftOf(integration) : null,
  );
  const [slack, setSlack] = useState<SlackDraft | null>(slackCurrent);
  const [jira, setJira] = useState<JiraTarget>(() =>
    integration.type === 'jira'
      ? {
          project_key: integration.config.project_key,
          issue_type_id: integration.config.issue_type_id,
          epic_key: integration.config.epic_key,
        }
      : { project_key: null, issue_type_id: null, epic_key: null },
  );
  const [newToken, setNewToken] = useState('');
  const [monday, setMonday] = useState<MondayTarget>(() =>
    integration.type === 'monday'
      ? {
          board_id: integration.config.board_id,
          board_name: integration.config.board_name,
          group_id: integration.config.group_id,
          columns: integration.config.columns,
        }
      : { board_id: null, board_name: null, group_id: null, columns: NO_MONDAY_COLUMNS },
  );
  const [missing, setMissing] = useState<string[]>([]);

  const save = useMutation({
    mutationFn: (change: UpdateProjectIntegrationInput) =>
      updateIntegration(projectUid, integration.uid, change),
    onSuccess: onDone,
  });
  const error = save.error;
  const placed = [
    'addresses',
    'rules',
    'event_types',
    'description',
    'url',
    'webhook_url',
    'bot_token',
    'channel',
  ];
  const general =
    error && !invalidFields(error).some((field) => placed.includes(field)) ? errorText(error) : null;
  const changingChannel =
    slack?.mode === slackCurrent?.mode && slack?.mode === 'bot' && !slack.botToken.trim();
  const fieldError = (name: string, ...server: string[]) => {
    if (!missing.includes(name)) return serverFieldError(error, name, ...server);
    return name === 'bot_token' && changingChannel
      ? t('ui.integrations.form.slackTokenForChannel')
      : t('ui.integrations.form.required');
  };

  /** The change to send, or null when a field is still needed (marked on the form). */
  const change = (): UpdateProjectIntegrationInput | null => {
    const common = { enabled, description: description.trim() };
    if (integration.type === 'email') return { type: 'email', ...common, addresses, rules };
    if (integration.type === 'monday') {
      setMissing(monday.board_id ? [] : ['board_id']);
      if (!monday.board_id) return null;
      return {
        type: 'monday',
        ...common,
        ...monday,
        event_types: eventTypes,
        // The same token field as Jira's: a new one replaces the stored token.
        ...(newToken.trim() ? { connection: { auth: 'api_token', api_token: newToken.trim() } } : {}),
      };
    }
    if (integration.type === 'jira') {
      const absent = [
        ...(jira.project_key ? [] : ['project_key']),
        ...(jira.issue_type_id ? [] : ['issue_type_id']),
      ];
      setMissing(absent);
      if (absent.length) return null;
      const { site_url, email, auth } = integration.config;
      return {
        type: 'jira',
        ...common,
        ...jira,
        event_types: JIRA_EVENT_TYPES.filter((type) => eventTypes.includes(type)),
        ...(auth === 'api_token' && email && newToken.trim()
          ? { connection: { auth: 'api_token', site_url, email, api_token: newToken.trim() } }
          : {}),
      };
    }
    if (integration.type === 'webhook') {
      const next = url.trim();
      return { type: 'webhook', ...common, event_types: eventTypes, ...(next ? { url: next } : {}) };
    }
    const slackNext = slack && slackCurrent ? slackChange(slackCurrent, slack) : { connection: undefined };
    setMissing(slackNext.missing ?? []);
    if (slackNext.missing) return null;
    return {
      type: 'slack',
      ...common,
      event_types: eventTypes,
      ...(slackNext.connection ? { connection: slackNext.connection } : {}),
    };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = change();
    if (body) save.mutate(body);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <EnabledField value={enabled} onChange={setEnabled} />
        {integration.type === 'jira' ? (
          <>
            <JiraTargetFields
              projectUid={projectUid}
              integrationUid={integration.uid}
              value={jira}
              onChange={(next) => {
                setJira(next);
                setMissing([]);
              }}
              missing={missing}
            />
            <Checkbox
              label={t('ui.integrations.jira.onCreate')}
              description={t('ui.integrations.jira.onCreateHint')}
              checked={eventTypes.includes('ticket.created')}
              onChange={(event) =>
                setEventTypes(toggled(eventTypes, 'ticket.created', event.currentTarget.checked))
              }
            />
            <Checkbox
              label={t('ui.integrations.jira.onStatus')}
              description={t('ui.integrations.jira.onStatusHint')}
              checked={eventTypes.includes('ticket.status_changed')}
              onChange={(event) =>
                setEventTypes(toggled(eventTypes, 'ticket.status_changed', event.currentTarget.checked))
              }
            />
            {integration.config.auth === 'api_token' && (
              <PasswordInput
                label={t('ui.integrations.jira.apiToken')}
                description={t('ui.integrations.jira.apiTokenKeep')}
                value={newToken}
                onChange={(event) => setNewToken(event.currentTarget.value)}
                autoComplete="off"
                error={serverFieldError(error, 'api_token', 'connection')}
              />
            )}
          </>
        ) : integration.type === 'email' ? (
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
          <>
            {integration.type === 'monday' && (
              <>
                <MondayTargetFields
                  projectUid={projectUid}
                  integrationUid={integration.uid}
                  value={monday}
                  onChange={(next) => {
                    setMonday(next);
                    setMissing([]);
                  }}
                  missing={missing}
                />
                <PasswordInput
                  label={t('ui.integrations.monday.apiToken')}
                  description={t('ui.integrations.monday.apiTokenKeep')}
                  value={newToken}
                  onChange={(event) => setNewToken(event.currentTarget.value)}
                  autoComplete="off"
                  error={serverFieldError(error, 'api_token', 'connection')}
                />
              </>
            )}
            {integration.type === 'webhook' && (
              <TextInput
                label={t('ui.integrations.form.url')}
                description={
                  currentMask
                    ? t('ui.integrations.form.urlKeep', { mask: currentMask })
                    : t('ui.integrations.form.slackKeep')
                }
                type="url"
                value={url}
                onChange={(event) => setUrl(event.currentTarget.value)}
                autoComplete="off"
                error={fieldError('url')}
              />
            )}
            {slack && slackCurrent && (
              <SlackConnectionFields
                value={slack}
                onChange={(next) => {
                  setSlack(next);
                  setMissing([]);
                }}
                keepSecret={slack.mode === slackCurrent.mode}
                errorOf={(field) => fieldError(field, ...(field === 'webhook_url' ? ['url'] : []))}
              />
            )}
            <EventTypesField
              value={eventTypes}
              onChange={setEventTypes}
              error={serverFieldError(error, 'event_types')}
            />
          </>
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
