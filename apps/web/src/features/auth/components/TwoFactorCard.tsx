import '@/shared/i18n/parts/security';
import { totpKeyOf } from '@expertos/domain/two-factor';
import {
  Badge,
  Button,
  CopyButton,
  Group,
  Image,
  Modal,
  PasswordInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { renderSVG } from 'uqr';
import { authTokens } from '@/shared/api/client';
import { errorCode, errorText } from '@/shared/api/error-text';
import { notify } from '@/shared/ui/notify/notify-store';
import { QueryError } from '@/shared/ui/QueryError';
import { SectionCard } from '@/shared/ui/SectionCard';
import * as twoFactorApi from '../api/two-factor';

type Flow =
  | { kind: 'password'; next: 'enable' | 'codes' }
  | { kind: 'scan'; uri: string; codes: string[] }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'off' };

const k = 'ui.security' as const;

/** The recovery codes, shown once: a list to copy or download. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const text = codes.join('\n');
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    link.download = t(`${k}.codesFileName`);
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <Stack gap="md">
      <Text size="sm">{t(`${k}.codesIntro`)}</Text>
      <SimpleGrid
        component="ul"
        cols={2}
        spacing="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t(`${k}.codesLabel`)}
      >
        {codes.map((code) => (
          <Text component="li" key={code} ff="monospace" size="md">
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group gap="xs">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? t(`${k}.copied`) : t(`${k}.copy`)}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={download}>
          {t(`${k}.download`)}
        </Button>
        <Button ml="auto" onClick={onDone}>
          {t(`${k}.saved`)}
        </Button>
      </Group>
    </Stack>
  );
}

/** Asks for the password (and, to turn it off, a code), then does the step. */
function Confirm({
  withCode,
  onSubmit,
  submitLabel,
  onCancel,
}: {
  withCode: boolean;
  onSubmit: (password: string, code: string) => Promise<void>;
  submitLabel: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ field: 'password' | 'code'; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await onSubmit(password, code);
    } catch (failure) {
      const field = errorCode(failure) === 'auth/wrong-password' ? 'password' : 'code';
      setError({ field: withCode ? field : 'password', text: errorText(failure) });
      setPending(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('ui.common.showPassword') }}
          label={t(`${k}.password`)}
          description={t(`${k}.passwordHint`)}
          autoComplete="current-password"
          required
          data-autofocus
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={error?.field === 'password' ? error.text : false}
        />
        {withCode && (
          <TextInput
            label={t(`${k}.codeOrRecovery`)}
            autoComplete="one-time-code"
            required
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={error?.field === 'code' ? error.text : false}
          />
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t(`${k}.cancel`)}
          </Button>
          <Button type="submit" loading={pending} color={withCode ? 'red' : undefined}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The authenticator app's step of turning it on: the QR code, the key, and a first code. */
function Scan({ uri, onConfirmed }: { uri: string; onConfirmed: () => void }) {
  const { t } = useTranslation();
  const qr = useMemo(
    () => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(uri, { border: 2 }))}`,
    [uri],
  );
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      await twoFactorApi.verifyCode(code.replace(/\s+/g, ''));
      // Turning it on replaced this browser's session: its ID token comes from the new one.
      await authTokens.refresh();
      onConfirmed();
    } catch (failure) {
      setError(errorText(failure));
      setPending(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t(`${k}.scanIntro`)}</Text>
        <Image src={qr} alt={t(`${k}.qrLabel`)} w={200} h={200} mx="auto" bg="white" />
        <Textarea label={t(`${k}.key`)} value={totpKeyOf(uri)} readOnly autosize minRows={1} ff="monospace" />
        <TextInput
          label={t(`${k}.code`)}
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          data-autofocus
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error ?? false}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {t(`${k}.confirm`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Two-step verification on /account/security (docs/product.md#two-step-verification): turn it
 * on (password, QR code and key, a first code, then the recovery codes shown once), make new
 * recovery codes, or turn it off (password and a code).
 */
export function TwoFactorCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const status = useQuery({
    queryKey: twoFactorApi.twoFactorQueryKey,
    queryFn: twoFactorApi.fetchTwoFactorOn,
  });
  const [flow, setFlow] = useState<Flow | null>(null);
  const close = () => {
    setFlow(null);
    void queryClient.invalidateQueries({ queryKey: twoFactorApi.twoFactorQueryKey });
  };

  const titles: Record<Flow['kind'], string> = {
    password:
      flow?.kind === 'password' && flow.next === 'codes' ? t(`${k}.newCodesTitle`) : t(`${k}.twoFactorTitle`),
    scan: t(`${k}.scanTitle`),
    codes: t(`${k}.codesTitle`),
    off: t(`${k}.turnOffTitle`),
  };

  return (
    <SectionCard title={t(`${k}.twoFactorTitle`)} intro={t(`${k}.twoFactorIntro`)}>
      {status.isPending ? (
        <Skeleton height={36} role="status" aria-label={t('ui.loading')} />
      ) : status.isError ? (
        <QueryError
          message={t(`${k}.twoFactorLoadError`)}
          error={status.error}
          onRetry={() => void status.refetch()}
        />
      ) : (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Badge variant="light" color={status.data ? 'green' : 'gray'} size="lg" tt="none">
            {status.data ? t(`${k}.on`) : t(`${k}.off`)}
          </Badge>
          {status.data ? (
            <Group gap="xs">
              <Button variant="default" onClick={() => setFlow({ kind: 'password', next: 'codes' })}>
                {t(`${k}.newCodes`)}
              </Button>
              <Button variant="light" color="red" onClick={() => setFlow({ kind: 'off' })}>
                {t(`${k}.turnOff`)}
              </Button>
            </Group>
          ) : (
            <Button onClick={() => setFlow({ kind: 'password', next: 'enable' })}>{t(`${k}.turnOn`)}</Button>
          )}
        </Group>
      )}
      <Modal
        opened={flow !== null}
        onClose={close}
        title={flow ? titles[flow.kind] : ''}
        closeButtonProps={{ 'aria-label': t('ui.close') }}
        fullScreen={phone}
        // The recovery codes are shown once: they are not dismissed by a stray click.
        closeOnClickOutside={flow?.kind !== 'codes' && flow?.kind !== 'scan'}
      >
        {flow?.kind === 'password' && (
          <>
            {flow.next === 'codes' && (
              <Text size="sm" mb="md">
                {t(`${k}.newCodesIntro`)}
              </Text>
            )}
            <Confirm
              withCode={false}
              submitLabel={t(`${k}.continue`)}
              onCancel={close}
              onSubmit={async (password) => {
                if (flow.next === 'codes') {
                  setFlow({ kind: 'codes', codes: await twoFactorApi.newRecoveryCodes(password) });
                  return;
                }
                const started = await twoFactorApi.enable(password);
                setFlow({ kind: 'scan', uri: started.totpURI, codes: started.backupCodes });
              }}
            />
          </>
        )}
        {flow?.kind === 'scan' && (
          <Scan
            uri={flow.uri}
            onConfirmed={() => {
              notify({ type: 'positive', message: t(`${k}.turnedOn`) });
              setFlow({ kind: 'codes', codes: flow.codes });
            }}
          />
        )}
        {flow?.kind === 'codes' && <RecoveryCodes codes={flow.codes} onDone={close} />}
        {flow?.kind === 'off' && (
          <>
            <Text size="sm" mb="md">
              {t(`${k}.turnOffIntro`)}
            </Text>
            <Confirm
              withCode
              submitLabel={t(`${k}.turnOff`)}
              onCancel={close}
              onSubmit={async (password, code) => {
                await twoFactorApi.disable(password, code);
                // Turning it off made a new session too.
                await authTokens.refresh();
                notify({ type: 'positive', message: t(`${k}.turnedOff`) });
                close();
              }}
            />
          </>
        )}
      </Modal>
    </SectionCard>
  );
}
