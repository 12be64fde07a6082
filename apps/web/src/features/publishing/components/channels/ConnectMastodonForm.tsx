import '@/shared/i18n/parts/publishing';
import { Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startMastodonConnect } from '../../api/channels';
import { ConnectFooter } from './ConnectFooter';

/** Where the browser goes to let the app post: a function so tests can watch it. */
export const mastodonNavigation = {
  go: (url: string) => window.location.assign(url),
};

/**
 * The Mastodon server the account lives on, as the person types it. The app registers itself
 * there and sends the browser to the server's consent page; the server sends it back to the
 * integrations page (`?connected=mastodon`, or `?connect_error=`).
 */
export function ConnectMastodonForm({ projectUid, onCancel }: { projectUid: string; onCancel: () => void }) {
  const { t } = useTranslation();
  const k = 'ui.publishing.mastodon' as const;
  const [instance, setInstance] = useState('');
  const start = useMutation({
    mutationFn: () => startMastodonConnect(projectUid, instance.trim()),
    onSuccess: (url) => mastodonNavigation.go(url),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate();
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label={t(`${k}.instance`)}
          placeholder={t(`${k}.instancePlaceholder`)}
          required
          autoComplete="off"
          maxLength={255}
          value={instance}
          onChange={(event) => setInstance(event.currentTarget.value)}
          data-autofocus
        />
        <Text size="sm" c="dimmed">
          {t(`${k}.help`)}
        </Text>
        {/* Still busy once the reply came: the browser is leaving for the server's page. */}
        <ConnectFooter
          error={start.isError ? start.error : null}
          pending={start.isPending || start.isSuccess}
          submit={t(`${k}.submit`)}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
