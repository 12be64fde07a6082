import '@/shared/i18n/parts/workspace-security';
import type { SsoSettings } from '@expertos/domain/sso.schema';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { formatDate } from '@/shared/lib/format';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { notify } from '@/shared/ui/notify/notify-store';
import * as ssoApi from '../api/sso';
import { useSsoCache } from '../hooks/use-sso-cache';

/**
 * The saved identity provider: its protocol, whether it is on, what it told us about itself
 * (SAML: entity ID, sign-in URL, when its certificate expires; OIDC: issuer and client id),
 * and the way to remove it, after asking.
 */
export function SsoProviderSummary({
  workspaceUid,
  settings,
}: {
  workspaceUid: string;
  settings: SsoSettings;
}) {
  const { t, i18n } = useTranslation();
  const k = 'ui.workspaceSecurity.sso' as const;
  const cache = useSsoCache(workspaceUid);
  const remove = useMutation({
    mutationFn: () => ssoApi.removeSso(workspaceUid),
    onSuccess: () => {
      notify({ type: 'positive', message: t(`${k}.removed`) });
      void cache.refresh();
    },
    onError: (error) => notify({ type: 'negative', message: errorText(error) }),
  });
  const ask = async () => {
    const sure = await confirm({
      title: t(`${k}.removeTitle`),
      message: t(`${k}.removeMessage`),
      ok: t(`${k}.remove`),
      danger: true,
    });
    if (sure) remove.mutate();
  };
  if (!settings.protocol) return null;

  const expires = settings.saml?.certificate_expires_at ?? null;
  const expired = expires !== null && new Date(expires).getTime() < Date.now();
  const facts: [string, string, boolean?][] = settings.saml
    ? [
        [t(`${k}.idpEntityId`), settings.saml.idp_entity_id],
        [t(`${k}.idpSsoUrl`), settings.saml.idp_sso_url],
        [
          t(`${k}.certificateExpires`),
          expires
            ? `${formatDate(expires, i18n.language)}${expired ? ` · ${t(`${k}.certificateExpired`)}` : ''}`
            : t(`${k}.unknown`),
          expired,
        ],
      ]
    : [
        [t(`${k}.issuer`), settings.oidc?.issuer ?? ''],
        [t(`${k}.clientId`), settings.oidc?.client_id ?? ''],
      ];

  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <Text fw={600}>{t(`${k}.savedProvider`)}</Text>
        <Badge variant="light" tt="none">
          {t(`${k}.protocols.${settings.protocol}`)}
        </Badge>
        <Badge variant="light" color={settings.enabled ? 'green' : 'gray'} tt="none">
          {settings.enabled ? t(`${k}.on`) : t(`${k}.off`)}
        </Badge>
      </Group>
      <Stack component="dl" gap="xs" m={0}>
        {facts.map(([label, value, warn]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text
              component="dd"
              size="sm"
              m={0}
              c={warn ? 'red' : undefined}
              style={{ overflowWrap: 'anywhere' }}
            >
              {value}
            </Text>
          </div>
        ))}
      </Stack>
      <Group>
        <Button variant="light" color="red" size="xs" loading={remove.isPending} onClick={() => void ask()}>
          {t(`${k}.remove`)}
        </Button>
      </Group>
    </Stack>
  );
}
