import type {
  CreateProjectIntegrationInput,
  EmailRule,
  IntegrationType,
  ProjectIntegration,
  WebhookEventType,
} from '@expertos/domain/integration.schema';
import {
  Button,
  Divider,
  Group,
  PasswordInput,
  SegmentedControl,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, invalidFields } from '@/shared/api/error-text';
import { FormAlert } from '@/shared/ui/FormAlert';
import { createIntegration, slackInstallQueryOptions } from '../api/integrations';
import { jiraInstallQueryOptions } from '../api/jira';
import type { SlackDraft } from './edit-connection';
import { EmailRulesField, EventTypesField, serverFieldError } from './fields';
import { IntegrationIcon, integrationLabel } from './integration-style';
import { JiraInstallButton } from './JiraInstallButton';
import { SlackConnectionFields } from './SlackConnectionFields';
import { SlackInstallButton } from './SlackInstallButton';

/** The types connected by a form. */
export const CONNECTABLE_TYPES = [
  'email',
  'webhook',
  'slack',
  'jira',
  'monday',
] as const satisfies readonly IntegrationType[];
type ConnectableType = (typeof CONNECTABLE_TYPES)[number];

export interface Connected {
  integration: ProjectIntegration;
  signingSecret: string | null;
}

/**
 * Connects an e-mail, webhook, Slack, Jira or monday.com integration (project admins). Jira and
 * monday are tried with the token before it is kept; the project or board is picked next, in
 * the edit form. The server's refusal
 * shows on the field it names (`integration_target_refused` on the URL), else above the
 * buttons.
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
  const [url, setUrl] = useState('');
  const [eventTypes, setEventTypes] = useState<WebhookEventType[]>([]);
  const [addresses, setAddresses] = useState<string[]>([]);
  const [rules, setRules] = useState<EmailRule[]>([]);
  const [slack, setSlack] = useState<SlackDraft>({
    mode: 'incoming_webhook',
    webhookUrl: '',
    botToken: '',
    channel: '',
  });
  const [jira, setJira] = useState({ siteUrl: '', email: '', apiToken: '' });
  const [mondayToken, setMondayToken] = useState('');
  // Five types do not fit side by side on a phone: there they stack.
  const narrow = useMediaQuery('(max-width: 30em)');
  const [missing, setMissing] = useState<string[]>([]);
  // Asked once Slack is chosen; an error reads as "not offered" (the form below still works).
  const slackInstall = useQuery({ ...slackInstallQueryOptions(projectUid), enabled: type === 'slack' });
  const jiraInstall = useQuery({ ...jiraInstallQueryOptions(projectUid), enabled: type === 'jira' });

  const create = useMutation({
    mutationFn: (input: CreateProjectIntegrationInput) => createIntegration(projectUid, input),
    onSuccess: (reply) => onDone({ integration: reply.integration, signingSecret: reply.signing_secret }),
  });
  const error = create.error;
  const required = t('ui.integrations.form.required');
  const fieldError = (name: string, ...server: string[]) =>
    missing.includes(name) ? required : serverFieldError(error, name, ...server);
  const placed = [
    'url',
    'webhook_url',
    'addresses',
    'bot_token',
    'channel',
    'description',
    'site_url',
    'email',
    'api_token',
    'connection.site_url',
    'connection.email',
    'connection.api_token',
  ];
  const general =
    error && !invalidFields(error).some((field) => placed.includes(field)) ? errorText(error) : null;

  const input = (): CreateProjectIntegrationInput | null => {
    const trimmed = description.trim();
    const absent: string[] = [];
    if (type === 'email') {
      if (addresses.length === 0) absent.push('addresses');
      setMissing(absent);
      return absent.length ? null : { type, description: trimmed, addresses, rules };
    }
    if (type === 'webhook') {
      if (!url.trim()) absent.push('url');
      setMissing(absent);
      return absent.length ? null : { type, description: trimmed, url: url.trim(), event_types: eventTypes };
    }
    if (type === 'monday') {
      const token = mondayToken.trim();
      setMissing(token ? [] : ['api_token']);
      if (!token) return null;
      return {
        type,
        description: trimmed,
        event_types: eventTypes,
        connection: { auth: 'api_token', api_token: token },
      };
    }
    if (type === 'jira') {
      const site = jira.siteUrl.trim();
      for (const [field, text] of [
        ['site_url', site],
        ['email', jira.email.trim()],
        ['api_token', jira.apiToken.trim()],
      ] as const)
        if (!text) absent.push(field);
      setMissing(absent);
      if (absent.length) return null;
      return {
        type,
        description: trimmed,
        connection: {
          auth: 'api_token',
          // "acme.atlassian.net" typed without a scheme means the https site.
          site_url: /^https?:\/\//i.test(site) ? site : `https://${site}`,
          email: jira.email.trim(),
          api_token: jira.apiToken.trim(),
        },
      };
    }
    if (slack.mode === 'incoming_webhook' && !slack.webhookUrl.trim()) absent.push('webhook_url');
    if (slack.mode === 'bot' && !slack.botToken.trim()) absent.push('bot_token');
    if (slack.mode === 'bot' && !slack.channel.trim()) absent.push('channel');
    setMissing(absent);
    if (absent.length) return null;
    return {
      type,
      description: trimmed,
      event_types: eventTypes,
      connection:
        slack.mode === 'incoming_webhook'
          ? { mode: 'incoming_webhook', webhook_url: slack.webhookUrl.trim() }
          : { mode: 'bot', bot_token: slack.botToken.trim(), channel: slack.channel.trim() },
    };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = input();
    if (body) create.mutate(body);
  };

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
                  <span>{integrationLabel(value)}</span>
                </Group>
              ),
            }))}
          />
        </Stack>

        {type === 'email' && (
          <>
            <TagsInput
              label={t('ui.integrations.form.addresses')}
              description={t('ui.integrations.form.addressesHint')}
              value={addresses}
              onChange={setAddresses}
              splitChars={[',', ' ', ';']}
              required
              error={fieldError('addresses')}
            />
            <Text size="sm" fw={500}>
              {t('ui.integrations.form.rules')}
            </Text>
            <EmailRulesField value={rules} onChange={setRules} error={serverFieldError(error, 'rules')} />
          </>
        )}

        {type === 'webhook' && (
          <TextInput
            label={t('ui.integrations.form.url')}
            description={t('ui.integrations.form.urlHint')}
            placeholder="https://"
            type="url"
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            required
            error={fieldError('url')}
          />
        )}

        {type === 'slack' && (
          <>
            {slackInstall.data?.available && (
              <>
                <SlackInstallButton
                  projectUid={projectUid}
                  description={description}
                  eventTypes={eventTypes}
                />
                <Divider label={t('ui.integrations.form.slackByHand')} labelPosition="center" />
              </>
            )}
            <SlackConnectionFields
              value={slack}
              onChange={setSlack}
              keepSecret={false}
              isNew
              errorOf={(field) => fieldError(field, ...(field === 'webhook_url' ? ['url'] : []))}
            />
          </>
        )}

        {type === 'jira' && (
          <>
            <TextInput
              label={t('ui.integrations.jira.siteUrl')}
              description={t('ui.integrations.jira.siteUrlHint')}
              placeholder="https://acme.atlassian.net"
              value={jira.siteUrl}
              onChange={(event) => setJira({ ...jira, siteUrl: event.currentTarget.value })}
              required
              error={fieldError('site_url', 'connection.site_url')}
            />
            {jiraInstall.data?.available && (
              <>
                <JiraInstallButton
                  projectUid={projectUid}
                  siteUrl={jira.siteUrl}
                  description={description}
                  onSiteMissing={() => setMissing(['site_url'])}
                />
                <Divider label={t('ui.integrations.jira.byToken')} labelPosition="center" />
              </>
            )}
            <TextInput
              label={t('ui.integrations.jira.email')}
              type="email"
              autoComplete="off"
              value={jira.email}
              onChange={(event) => setJira({ ...jira, email: event.currentTarget.value })}
              required
              error={fieldError('email', 'connection.email')}
            />
            <PasswordInput
              label={t('ui.integrations.jira.apiToken')}
              description={t('ui.integrations.jira.apiTokenHint')}
              autoComplete="off"
              value={jira.apiToken}
              onChange={(event) => setJira({ ...jira, apiToken: event.currentTarget.value })}
              required
              error={fieldError('api_token', 'connection.api_token')}
            />
            <Text size="xs" c="dimmed">
              {t('ui.integrations.jira.adminNote')}
            </Text>
          </>
        )}

        {type === 'monday' && (
          <PasswordInput
            label={t('ui.integrations.monday.apiToken')}
            description={t('ui.integrations.monday.apiTokenHint')}
            autoComplete="off"
            value={mondayToken}
            onChange={(event) => setMondayToken(event.currentTarget.value)}
            required
            error={fieldError('api_token', 'connection.api_token')}
          />
        )}

        {type !== 'email' && type !== 'jira' && (
          <EventTypesField value={eventTypes} onChange={setEventTypes} />
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
          <Button type="submit" loading={create.isPending}>
            {t('ui.integrations.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
