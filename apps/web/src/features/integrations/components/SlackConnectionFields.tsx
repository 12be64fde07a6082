import { PasswordInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlackDraft, SlackMode } from './edit-connection';

/**
 * How a Slack integration posts: an incoming-webhook URL, or a bot token and a channel. The
 * secrets are write-only: with `keepSecret` (the mode the integration already has) an empty
 * secret field keeps the current one, and the hint says so.
 */
export function SlackConnectionFields({
  value,
  onChange,
  keepSecret,
  errorOf,
}: {
  value: SlackDraft;
  onChange: (next: SlackDraft) => void;
  keepSecret: boolean;
  /** The error of a field (`webhook_url`, `bot_token`, `channel`), if any. */
  errorOf: (field: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const modeLabel = useId();
  const keep = keepSecret ? t('ui.integrations.form.slackKeep') : undefined;
  const set = (change: Partial<SlackDraft>) => onChange({ ...value, ...change });
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text size="sm" fw={500} id={modeLabel}>
          {t('ui.integrations.form.slackMode')}
        </Text>
        <SegmentedControl
          aria-labelledby={modeLabel}
          value={value.mode}
          onChange={(next) => set({ mode: next as SlackMode })}
          data={[
            { value: 'incoming_webhook', label: t('ui.integrations.form.slackIncoming') },
            { value: 'bot', label: t('ui.integrations.form.slackBot') },
          ]}
        />
        {!keepSecret && (
          <Text size="xs" c="dimmed">
            {t('ui.integrations.form.slackNewConnection')}
          </Text>
        )}
      </Stack>
      {value.mode === 'incoming_webhook' ? (
        <PasswordInput
          label={t('ui.integrations.form.slackWebhookUrl')}
          description={keep}
          placeholder="https://hooks.slack.com/services/…"
          value={value.webhookUrl}
          onChange={(event) => set({ webhookUrl: event.currentTarget.value })}
          required={!keepSecret}
          error={errorOf('webhook_url')}
        />
      ) : (
        <>
          <PasswordInput
            label={t('ui.integrations.form.slackBotToken')}
            description={keep ?? t('ui.integrations.form.slackBotTokenHint')}
            value={value.botToken}
            onChange={(event) => set({ botToken: event.currentTarget.value })}
            required={!keepSecret}
            error={errorOf('bot_token')}
          />
          <TextInput
            label={t('ui.integrations.form.slackChannel')}
            placeholder="#general"
            value={value.channel}
            onChange={(event) => set({ channel: event.currentTarget.value })}
            required
            error={errorOf('channel')}
          />
        </>
      )}
    </Stack>
  );
}
