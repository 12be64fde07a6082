import '@/shared/i18n/parts/security';
import { PASSKEY_NAME_MAX, type Passkey } from '@expertos/domain/passkeys';
import { Badge, Button, Group, Modal, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { formatDate, formatRelative } from '@/shared/lib/format';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { notify } from '@/shared/ui/notify/notify-store';
import { QueryError } from '@/shared/ui/QueryError';
import { SectionCard } from '@/shared/ui/SectionCard';
import * as passkeysApi from '../api/passkeys';

/**
 * The person's passkeys (docs/product.md#passkeys): add one with the device's fingerprint,
 * face or PIN, rename it, remove it. Each shows when it was added and last signed in.
 */
export function PasskeysCard() {
  const { t, i18n } = useTranslation();
  const k = 'ui.security' as const;
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: passkeysApi.passkeysQueryKey, queryFn: passkeysApi.fetchPasskeys });
  const supported = useQuery({ queryKey: ['webauthn-support'], queryFn: passkeysApi.passkeysSupported });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: passkeysApi.passkeysQueryKey });
  const [renaming, setRenaming] = useState<Passkey | null>(null);

  const add = useMutation({
    mutationFn: passkeysApi.createPasskey,
    onSuccess: (passkey) => {
      notify({ type: 'positive', message: t(`${k}.passkeyAdded`, { name: passkey.name }) });
      refresh();
    },
    onError: (error) => {
      if (passkeysApi.passkeyCancelled(error)) return;
      const code = (error as { code?: string }).code;
      notify({
        type: 'negative',
        message:
          code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' ? t(`${k}.passkeyOnDevice`) : errorText(error),
      });
    },
  });
  const remove = useMutation({
    mutationFn: (passkey: Passkey) => passkeysApi.removePasskey(passkey.id),
    onSuccess: () => {
      notify({ type: 'positive', message: t(`${k}.passkeyRemoved`) });
      refresh();
    },
    onError: (error) => notify({ type: 'negative', message: errorText(error) }),
  });
  const askRemove = async (passkey: Passkey) => {
    const sure = await confirm({
      title: t(`${k}.removePasskeyTitle`, { name: passkey.name }),
      message: t(`${k}.removePasskeyMessage`),
      ok: t(`${k}.removePasskey`),
      danger: true,
    });
    if (sure) remove.mutate(passkey);
  };

  return (
    <SectionCard title={t(`${k}.passkeysTitle`)} intro={t(`${k}.passkeysIntro`)}>
      {list.isPending ? (
        <Skeleton height={64} role="status" aria-label={t('ui.loading')} />
      ) : list.isError ? (
        <QueryError
          message={t(`${k}.passkeysLoadError`)}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Stack gap="md">
          {list.data.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t(`${k}.noPasskeys`)}
            </Text>
          ) : (
            <Stack
              component="ul"
              gap="sm"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={t(`${k}.passkeysLabel`)}
            >
              {list.data.map((passkey) => (
                <Group component="li" key={passkey.id} justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                    <Group gap="xs" wrap="wrap">
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {passkey.name}
                      </Text>
                      {passkey.synced && (
                        <Badge variant="light" size="sm" tt="none">
                          {t(`${k}.synced`)}
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {t(`${k}.added`, { date: formatDate(passkey.created_at, i18n.language) })}
                      {' · '}
                      {passkey.last_used_at
                        ? t(`${k}.lastUsed`, {
                            when: formatRelative(passkey.last_used_at, Date.now(), i18n.language),
                          })
                        : t(`${k}.neverUsed`)}
                    </Text>
                  </Stack>
                  <Group gap={4}>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      aria-label={t(`${k}.renameNamed`, { name: passkey.name })}
                      onClick={() => setRenaming(passkey)}
                    >
                      {t(`${k}.rename`)}
                    </Button>
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      aria-label={t(`${k}.removeNamed`, { name: passkey.name })}
                      loading={remove.isPending && remove.variables?.id === passkey.id}
                      onClick={() => void askRemove(passkey)}
                    >
                      {t(`${k}.removePasskey`)}
                    </Button>
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
          <Group>
            <Button
              variant="light"
              loading={add.isPending}
              disabled={supported.data === false}
              onClick={() => add.mutate()}
            >
              {t(`${k}.addPasskey`)}
            </Button>
            {supported.data === false && (
              <Text size="sm" c="dimmed">
                {t(`${k}.passkeysUnsupported`)}
              </Text>
            )}
          </Group>
        </Stack>
      )}
      <RenameDialog
        passkey={renaming}
        onClose={() => setRenaming(null)}
        onRenamed={() => {
          setRenaming(null);
          refresh();
        }}
      />
    </SectionCard>
  );
}

function RenameDialog({
  passkey,
  onClose,
  onRenamed,
}: {
  passkey: Passkey | null;
  onClose: () => void;
  onRenamed: () => void;
}) {
  const { t } = useTranslation();
  const k = 'ui.security' as const;
  const [name, setName] = useState('');
  const [shownFor, setShownFor] = useState<string | null>(null);
  // A new passkey to rename starts from its current name.
  if (passkey && shownFor !== passkey.id) {
    setShownFor(passkey.id);
    setName(passkey.name);
  }
  const rename = useMutation({
    mutationFn: () => passkeysApi.renamePasskey(passkey?.id ?? '', name.trim()),
    onSuccess: onRenamed,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim().length > 0) rename.mutate();
  };
  return (
    <Modal
      opened={passkey !== null}
      onClose={() => {
        setShownFor(null);
        rename.reset();
        onClose();
      }}
      title={t(`${k}.renameTitle`)}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t(`${k}.passkeyName`)}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={PASSKEY_NAME_MAX}
            required
            data-autofocus
            error={
              rename.isError
                ? errorText(rename.error)
                : name.trim() === ''
                  ? t(`${k}.passkeyNameRequired`)
                  : false
            }
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t(`${k}.cancel`)}
            </Button>
            <Button type="submit" loading={rename.isPending} disabled={name.trim() === ''}>
              {t(`${k}.save`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
