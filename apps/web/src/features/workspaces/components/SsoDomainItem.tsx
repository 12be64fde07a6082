import '@/shared/i18n/parts/workspace-security';
import type { SsoDomainStatus } from '@expertos/domain/sso';
import type { SsoDomain } from '@expertos/domain/sso.schema';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { formatDate, formatRelative } from '@/shared/lib/format';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { notify } from '@/shared/ui/notify/notify-store';
import * as ssoApi from '../api/sso';
import { useSsoCache } from '../hooks/use-sso-cache';
import { SsoCopyValue } from './SsoCopyValue';

const STATUS_COLORS: Record<SsoDomainStatus, string> = {
  pending: 'yellow',
  verified: 'green',
  failed: 'red',
};

/**
 * One claimed domain: its state; until it is verified, the TXT record to add, when it was last
 * looked up and what was found; "Check now", and "Remove" after asking.
 */
export function SsoDomainItem({ workspaceUid, domain }: { workspaceUid: string; domain: SsoDomain }) {
  const { t, i18n } = useTranslation();
  const k = 'ui.workspaceSecurity.sso' as const;
  const cache = useSsoCache(workspaceUid);
  const name = domain.domain;
  const check = useMutation({
    mutationFn: () => ssoApi.checkSsoDomain(workspaceUid, domain.id),
    onSuccess: (checked) => {
      cache.setDomains((current) => current.map((d) => (d.id === checked.id ? checked : d)));
      const verified = checked.status === 'verified';
      notify({
        type: verified ? 'positive' : 'negative',
        message: t(verified ? `${k}.domainVerified` : `${k}.domainNotYet`, { domain: name }),
      });
    },
    onError: (error) => notify({ type: 'negative', message: errorText(error) }),
  });
  const remove = useMutation({
    mutationFn: () => ssoApi.removeSsoDomain(workspaceUid, domain.id),
    onSuccess: () => {
      cache.setDomains((current) => current.filter((d) => d.id !== domain.id));
      notify({ type: 'positive', message: t(`${k}.domainRemoved`, { domain: name }) });
    },
    onError: (error) => notify({ type: 'negative', message: errorText(error) }),
  });
  const ask = async () => {
    const sure = await confirm({
      title: t(`${k}.removeDomainTitle`, { domain: name }),
      message: t(`${k}.removeDomainMessage`),
      ok: t(`${k}.removeDomain`),
      danger: true,
    });
    if (sure) remove.mutate();
  };
  const verified = domain.status === 'verified';

  return (
    <Stack component="li" gap="sm" aria-label={name}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Badge variant="light" color={STATUS_COLORS[domain.status]} tt="none">
            {t(`${k}.status.${domain.status}`)}
          </Badge>
        </Group>
        <Group gap="xs">
          {!verified && (
            <Button
              variant="default"
              size="compact-sm"
              aria-label={t(`${k}.checkNamed`, { domain: name })}
              loading={check.isPending}
              onClick={() => check.mutate()}
            >
              {t(`${k}.checkNow`)}
            </Button>
          )}
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            aria-label={t(`${k}.removeNamed`, { domain: name })}
            loading={remove.isPending}
            onClick={() => void ask()}
          >
            {t('ui.common.remove')}
          </Button>
        </Group>
      </Group>
      {verified ? (
        domain.verified_at && (
          <Text size="xs" c="dimmed">
            {t(`${k}.verifiedOn`, { date: formatDate(domain.verified_at, i18n.language) })}
          </Text>
        )
      ) : (
        <Stack gap="xs">
          <Text size="sm">{t(`${k}.recordIntro`)}</Text>
          <SsoCopyValue
            label={t(`${k}.recordName`)}
            value={domain.record_name}
            copyLabel={t(`${k}.copyRecordName`, { domain: name })}
          />
          <SsoCopyValue
            label={t(`${k}.recordValue`)}
            value={domain.record_value}
            copyLabel={t(`${k}.copyRecordValue`, { domain: name })}
          />
          <Text size="xs" c={domain.last_error ? 'red' : 'dimmed'} aria-live="polite">
            {domain.last_checked_at
              ? t(`${k}.lastChecked`, {
                  when: formatRelative(domain.last_checked_at, Date.now(), i18n.language),
                })
              : t(`${k}.notChecked`)}
            {domain.last_error && ` · ${domain.last_error}`}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
