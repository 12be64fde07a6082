import '@/shared/i18n/parts/workspace-security';
import type { SsoSettings } from '@expertos/domain/sso.schema';
import { Stack, Switch, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { notify } from '@/shared/ui/notify/notify-store';
import { SectionCard } from '@/shared/ui/SectionCard';
import * as ssoApi from '../api/sso';
import { useSsoCache } from '../hooks/use-sso-cache';

/**
 * "Require single sign-on": only with a provider switched on and a verified domain (the server
 * refuses it otherwise), so until then the switch is off with the reason beside it. Turning it
 * off is always possible.
 */
export function SsoPolicyCard({ workspaceUid, settings }: { workspaceUid: string; settings: SsoSettings }) {
  const { t } = useTranslation();
  const k = 'ui.workspaceSecurity.sso' as const;
  const cache = useSsoCache(workspaceUid);
  const save = useMutation({
    mutationFn: (on: boolean) => ssoApi.setSsoRequired(workspaceUid, on),
    onSuccess: (saved) => {
      cache.set(saved);
      notify({ type: 'positive', message: t(saved.require_sso ? `${k}.requiredOn` : `${k}.requiredOff`) });
    },
    onError: (error) => notify({ type: 'negative', message: errorText(error) }),
  });
  // Turning it on may end sessions at once, this one too (an admin signed in with a password):
  // asked first. Turning it off takes nobody out.
  const change = async (on: boolean) => {
    if (on) {
      const sure = await confirm({
        title: t(`${k}.requireConfirmTitle`),
        message: t(`${k}.requireConfirmMessage`),
        ok: t(`${k}.requireSso`),
      });
      if (!sure) return;
    }
    save.mutate(on);
  };
  const ready =
    settings.protocol !== null &&
    settings.enabled &&
    settings.domains.some((domain) => domain.status === 'verified');
  const blocked = !ready && !settings.require_sso;

  return (
    <SectionCard title={t(`${k}.requireTitle`)} intro={t(`${k}.requireIntro`)}>
      <Stack gap="xs">
        <Switch
          label={t(`${k}.requireSso`)}
          checked={settings.require_sso}
          disabled={blocked || save.isPending}
          onChange={(event) => void change(event.currentTarget.checked)}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {blocked
            ? t(`${k}.requireBlocked`)
            : settings.require_sso
              ? t(`${k}.required`)
              : t(`${k}.notRequired`)}
        </Text>
      </Stack>
    </SectionCard>
  );
}
