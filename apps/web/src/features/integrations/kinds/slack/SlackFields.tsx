import '@/shared/i18n/parts/integrations';
import { Divider } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { slackInstallQueryOptions } from '../../api/integrations';
import type { EditFieldsProps, KindFieldsProps } from '../form-kind';
import { SlackConnectionFields } from './SlackConnectionFields';
import { SlackInstallButton } from './SlackInstallButton';
import type { SlackDraft } from './slack-draft';

/** The connection fields' errors: a refused incoming-webhook URL may be named `url`. */
const errorsOf =
  (fieldError: KindFieldsProps<unknown>['fieldError']) =>
  (field: string): string | undefined =>
    fieldError(field, ...(field === 'webhook_url' ? ['url'] : []));

/** Connecting Slack: "Add to Slack" when the server has a Slack app, else (or also) pasting a connection. */
export function SlackConnectFields({
  projectUid,
  draft,
  onChange,
  fieldError,
  description,
  eventTypes,
}: KindFieldsProps<SlackDraft>) {
  const { t } = useTranslation();
  // An error reads as "not offered" (the form below still works).
  const install = useQuery(slackInstallQueryOptions(projectUid));
  return (
    <>
      {install.data?.available && (
        <>
          <SlackInstallButton projectUid={projectUid} description={description} eventTypes={eventTypes} />
          <Divider label={t('ui.integrations.form.slackByHand')} labelPosition="center" />
        </>
      )}
      <SlackConnectionFields
        value={draft}
        onChange={onChange}
        keepSecret={false}
        isNew
        errorOf={errorsOf(fieldError)}
      />
    </>
  );
}

/** What the edit form holds: the connection as it is (secrets empty) and as it is being changed. */
export interface SlackEdit {
  current: SlackDraft;
  next: SlackDraft;
}

/** Changing Slack: in the same mode an empty secret keeps the connection; a new channel needs the token again. */
export function SlackEditFields({
  draft,
  onChange,
  fieldError,
  missing,
  setMissing,
}: EditFieldsProps<'slack', SlackEdit>) {
  const { t } = useTranslation();
  const { current, next } = draft;
  const changingChannel = next.mode === current.mode && next.mode === 'bot' && !next.botToken.trim();
  const errorOf = errorsOf(fieldError);
  return (
    <SlackConnectionFields
      value={next}
      onChange={(changed) => {
        onChange({ current, next: changed });
        setMissing([]);
      }}
      keepSecret={next.mode === current.mode}
      errorOf={(field) =>
        field === 'bot_token' && missing.includes(field) && changingChannel
          ? t('ui.integrations.form.slackTokenForChannel')
          : errorOf(field)
      }
    />
  );
}
