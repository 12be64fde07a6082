import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { FormAlert } from '@/shared/ui/FormAlert';
import { startMastodonConnect } from '../../api/channels';

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
        <FormAlert>{start.isError ? errorText(start.error) : null}</FormAlert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('ui.common.cancel')}
          </Button>
          {/* Still busy once the reply came: the browser is leaving for the server's page. */}
          <Button type="submit" loading={start.isPending || start.isSuccess}>
            {t(`${k}.submit`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
