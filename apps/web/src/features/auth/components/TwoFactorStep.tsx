import { recoveryCodeSchema, TRUST_DEVICE_DAYS, totpCodeSchema } from '@expertos/domain/two-factor';
import { Anchor, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode, errorText } from '@/shared/api/error-text';
import { useAutofocus } from '@/shared/lib/use-autofocus';
import * as passkeysApi from '../api/passkeys';
import * as twoFactorApi from '../api/two-factor';
import { AuthHeader } from './AuthHeader';

/**
 * The second step of signing in for someone with two-step verification on
 * (docs/product.md#two-step-verification): a code from the authenticator app, or one of the
 * recovery codes, or a passkey; optionally trusting this device for 30 days. `onSignedIn` runs once the
 * session exists; `onRestart` when the sign-in must start over (too slow or too many misses).
 */
export function TwoFactorStep({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: () => Promise<void>;
  onRestart: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [trust, setTrust] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const codeRef = useAutofocus<HTMLInputElement>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const check = (recovery ? recoveryCodeSchema : totpCodeSchema).safeParse(code);
    if (!check.success) {
      setError(check.error.issues[0]?.message ?? t('ui.validation.invalid'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await (recovery ? twoFactorApi.verifyRecovery : twoFactorApi.verifyCode)(check.data, trust);
      await onSignedIn();
    } catch (failure) {
      setPending(false);
      if (errorCode(failure) === 'auth/two-factor-expired') onRestart(errorText(failure));
      else setError(errorText(failure));
    }
  };

  /** A passkey proves both factors at once (it asks for the device's PIN or biometric). */
  const withPasskey = async () => {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await passkeysApi.passkeySignIn();
      await onSignedIn();
    } catch (failure) {
      setPending(false);
      if (!passkeysApi.passkeyCancelled(failure)) setError(errorText(failure));
    }
  };

  const switchMode = () => {
    setRecovery((current) => !current);
    setCode('');
    setError(null);
  };
  const title = t('ui.auth.codeTitle');
  return (
    <form onSubmit={onSubmit} noValidate aria-label={title}>
      <Stack gap="md">
        <AuthHeader title={title} intro={recovery ? t('ui.auth.recoveryIntro') : t('ui.auth.codeIntro')} />
        <TextInput
          ref={codeRef}
          key={recovery ? 'recovery' : 'app'}
          label={recovery ? t('ui.auth.recoveryCode') : t('ui.auth.code')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error ?? false}
          required
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          maxLength={recovery ? 20 : 8}
          spellCheck={false}
          styles={{ input: { letterSpacing: '0.15em', fontVariantNumeric: 'tabular-nums' } }}
        />
        <Checkbox
          label={t('ui.auth.trustDevice', { count: TRUST_DEVICE_DAYS })}
          description={t('ui.auth.trustDeviceHint')}
          checked={trust}
          onChange={(event) => setTrust(event.currentTarget.checked)}
        />
        <Button type="submit" fullWidth loading={pending}>
          {t('ui.auth.verify')}
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component="button" type="button" size="sm" onClick={switchMode}>
            {recovery ? t('ui.auth.useApp') : t('ui.auth.useRecovery')}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={() => void withPasskey()}>
            {t('ui.auth.usePasskey')}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={() => onRestart('')}>
            {t('ui.auth.startOver')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
