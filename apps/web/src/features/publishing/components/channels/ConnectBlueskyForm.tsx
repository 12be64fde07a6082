import '@/shared/i18n/parts/publishing';
import type { PublishingChannel } from '@expertos/domain/publishing/channel.schema';
import { PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { connectBluesky } from '../../api/channels';
import { ConnectFooter } from './ConnectFooter';

/**
 * Bluesky's handle (or e-mail) and an app password, with the account's server for one on its
 * own PDS. The server checks the password with the account's server before it keeps it.
 */
export function ConnectBlueskyForm({
  projectUid,
  onDone,
  onCancel,
}: {
  projectUid: string;
  onDone: (channel: PublishingChannel) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const k = 'ui.publishing.bluesky' as const;
  const [identifier, setIdentifier] = useState('');
  const [appPassword, setAppPassword] = useState('');
  const [host, setHost] = useState('');
  const connect = useMutation({
    mutationFn: () =>
      connectBluesky(projectUid, {
        identifier: identifier.trim(),
        app_password: appPassword.trim(),
        ...(host.trim() ? { host: host.trim() } : {}),
      }),
    onSuccess: onDone,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    connect.mutate();
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label={t(`${k}.identifier`)}
          placeholder={t(`${k}.identifierPlaceholder`)}
          required
          autoComplete="off"
          maxLength={255}
          value={identifier}
          onChange={(event) => setIdentifier(event.currentTarget.value)}
          data-autofocus
        />
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('ui.common.showPassword') }}
          label={t(`${k}.appPassword`)}
          description={t(`${k}.appPasswordHelp`)}
          required
          autoComplete="off"
          maxLength={64}
          value={appPassword}
          onChange={(event) => setAppPassword(event.currentTarget.value)}
        />
        <TextInput
          label={t(`${k}.host`)}
          description={t(`${k}.hostHelp`)}
          placeholder="https://bsky.social"
          autoComplete="off"
          maxLength={255}
          value={host}
          onChange={(event) => setHost(event.currentTarget.value)}
        />
        <Text size="xs" c="dimmed">
          {t(`${k}.kept`)}
        </Text>
        <ConnectFooter
          error={connect.isError ? connect.error : null}
          pending={connect.isPending}
          submit={t(`${k}.submit`)}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
