import '@/shared/i18n/parts/integrations';
import type { WebhookEventType } from '@expertos/domain/integration.schema';
import { Checkbox, Divider, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { jiraInstallQueryOptions } from '../../api/jira';
import { ApiTokenField, NewApiTokenField } from '../ApiTokenField';
import type { EditFieldsProps, KindFieldsProps } from '../form-kind';
import { targetPickerProps } from '../target-picker';
import { JiraInstallButton } from './JiraInstallButton';
import { type JiraTarget, JiraTargetFields } from './JiraTargetFields';

export interface JiraConnectDraft {
  siteUrl: string;
  email: string;
  apiToken: string;
}

/**
 * Connecting Jira: the site, then Atlassian's consent when the server has an Atlassian app, or
 * an account's e-mail and API token (tried by the server before it is kept).
 */
export function JiraConnectFields({
  projectUid,
  draft,
  onChange,
  fieldError,
  setMissing,
  description,
}: KindFieldsProps<JiraConnectDraft>) {
  const { t } = useTranslation();
  const install = useQuery(jiraInstallQueryOptions(projectUid));
  const set = (change: Partial<JiraConnectDraft>) => onChange({ ...draft, ...change });
  return (
    <>
      <TextInput
        label={t('ui.integrations.jira.siteUrl')}
        description={t('ui.integrations.jira.siteUrlHint')}
        placeholder="https://acme.atlassian.net"
        value={draft.siteUrl}
        onChange={(event) => set({ siteUrl: event.currentTarget.value })}
        required
        error={fieldError('site_url', 'connection.site_url')}
      />
      {install.data?.available && (
        <>
          <JiraInstallButton
            projectUid={projectUid}
            siteUrl={draft.siteUrl}
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
        value={draft.email}
        onChange={(event) => set({ email: event.currentTarget.value })}
        required
        error={fieldError('email', 'connection.email')}
      />
      <ApiTokenField
        label={t('ui.integrations.jira.apiToken')}
        description={t('ui.integrations.jira.apiTokenHint')}
        value={draft.apiToken}
        onChange={(apiToken) => set({ apiToken })}
        required
        error={fieldError('api_token', 'connection.api_token')}
      />
      <Text size="xs" c="dimmed">
        {t('ui.integrations.jira.adminNote')}
      </Text>
    </>
  );
}

export interface JiraEdit {
  target: JiraTarget;
  /** A new API token; empty keeps the stored one. */
  token: string;
}

/** The events with `type` in or out, each at most once. */
const toggled = (types: WebhookEventType[], type: WebhookEventType, on: boolean): WebhookEventType[] =>
  on ? [...types.filter((other) => other !== type), type] : types.filter((other) => other !== type);

/** Changing Jira: where issues go, whether it files new tickets and moves issues, and a new API token. */
export function JiraEditFields(props: EditFieldsProps<'jira', JiraEdit>) {
  const { integration, draft, onChange, serverError, eventTypes, onEventTypes } = props;
  const { t } = useTranslation();
  const heard = (type: WebhookEventType) => ({
    checked: eventTypes.includes(type),
    onChange: (event: { currentTarget: { checked: boolean } }) =>
      onEventTypes(toggled(eventTypes, type, event.currentTarget.checked)),
  });
  return (
    <>
      <JiraTargetFields {...targetPickerProps(props)} />
      <Checkbox
        label={t('ui.integrations.jira.onCreate')}
        description={t('ui.integrations.jira.onCreateHint')}
        {...heard('ticket.created')}
      />
      <Checkbox
        label={t('ui.integrations.jira.onStatus')}
        description={t('ui.integrations.jira.onStatusHint')}
        {...heard('ticket.status_changed')}
      />
      {integration.config.auth === 'api_token' && (
        <NewApiTokenField
          label={t('ui.integrations.jira.apiToken')}
          description={t('ui.integrations.jira.apiTokenKeep')}
          draft={draft}
          onChange={onChange}
          serverError={serverError}
        />
      )}
    </>
  );
}
