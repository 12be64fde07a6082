import '@/shared/i18n/parts/integrations';
import { Group, PasswordInput, Radio, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SlackDraft, SlackMode } from './slack-draft';

/**
 * How a Slack integration posts: an incoming-webhook URL, or a bot token and a channel. The
 * secrets are write-only: with `keepSecret` (the mode the integration already has) an empty
 * secret field keeps the current one, and the hint says so.
 */
export function SlackConnectionFields({
  value,
  onChange,
  keepSecret,
  isNew = false,
  errorOf,
}: {
  value: SlackDraft;
  onChange: (next: SlackDraft) => void;
  keepSecret: boolean;
  /** Connecting anew (nothing to replace), rather than changing a connection. */
  isNew?: boolean;
  /** The error of a field (`webhook_url`, `bot_token`, `channel`), if any. */
  errorOf: (field: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const keep = keepSecret ? t('ui.integrations.form.slackKeep') : undefined;
  const set = (change: Partial<SlackDraft>) => onChange({ ...value, ...change });
  return (
    <Stack gap="sm">
      {/* Radios rather than a segmented control: the two labels do not fit side by side on a phone. */}
      <Radio.Group
        label={t('ui.integrations.form.slackMode')}
        description={keepSecret || isNew ? undefined : t('ui.integrations.form.slackNewConnection')}
        value={value.mode}
        onChange={(next) => set({ mode: next as SlackMode })}
      >
        <Group gap="md" mt={6}>
          <Radio value="incoming_webhook" label={t('ui.integrations.form.slackModeIncoming')} />
          <Radio value="bot" label={t('ui.integrations.form.slackBot')} />
        </Group>
      </Radio.Group>
      {value.mode === 'incoming_webhook' ? (
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('ui.common.showPassword') }}
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
            visibilityToggleButtonProps={{ 'aria-label': t('ui.common.showPassword') }}
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
