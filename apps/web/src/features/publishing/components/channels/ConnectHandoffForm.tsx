import '@/shared/i18n/parts/publishing';
import type { PublishingChannel } from '@expertos/domain/publishing/channel.schema';
import { HANDOFF_APPS, HANDOFF_NETWORKS, type HandoffNetwork } from '@expertos/domain/publishing/handoff';
import { Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { connectHandoff } from '../../api/channels';
import { ConnectFooter } from './ConnectFooter';

const NETWORK_OPTIONS = HANDOFF_NETWORKS.map((network) => ({
  value: network,
  label: HANDOFF_APPS[network].name,
}));

/** A network the app cannot post to yet, and the account's name: its posts go to a phone at their time. */
export function ConnectHandoffForm({
  projectUid,
  onDone,
  onCancel,
}: {
  projectUid: string;
  onDone: (channel: PublishingChannel) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const k = 'ui.publishing.handoff' as const;
  const [network, setNetwork] = useState<HandoffNetwork | null>(null);
  const [handle, setHandle] = useState('');
  const [missing, setMissing] = useState(false);
  const add = useMutation({
    mutationFn: (chosen: HandoffNetwork) =>
      connectHandoff(projectUid, { network: chosen, handle: handle.trim() }),
    onSuccess: onDone,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(network === null);
    if (network) add.mutate(network);
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t(`${k}.intro`)}
        </Text>
        <Select
          label={t(`${k}.network`)}
          data={NETWORK_OPTIONS}
          value={network}
          onChange={(value) => {
            setNetwork(value as HandoffNetwork | null);
            setMissing(false);
          }}
          required
          allowDeselect={false}
          error={missing ? t(`${k}.chooseNetwork`) : undefined}
          data-autofocus
        />
        <TextInput
          label={t(`${k}.handle`)}
          placeholder={t(`${k}.handlePlaceholder`)}
          required
          autoComplete="off"
          maxLength={100}
          value={handle}
          onChange={(event) => setHandle(event.currentTarget.value)}
        />
        <ConnectFooter
          error={add.isError ? add.error : null}
          pending={add.isPending}
          submit={t(`${k}.submit`)}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
