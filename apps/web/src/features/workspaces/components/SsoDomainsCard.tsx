import '@/shared/i18n/parts/workspace-security';
import { SSO_DOMAIN_CHECK_ATTEMPTS, SSO_DOMAIN_CHECK_EVERY_MINUTES } from '@expertos/domain/sso';
import { type SsoDomain, ssoDomainNameSchema } from '@expertos/domain/sso.schema';
import { Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { notify } from '@/shared/ui/notify/notify-store';
import { SectionCard } from '@/shared/ui/SectionCard';
import * as ssoApi from '../api/sso';
import { useSsoCache } from '../hooks/use-sso-cache';
import { SsoDomainItem } from './SsoDomainItem';

/** How long the worker keeps looking for a pending domain's record, in hours. */
const CHECK_HOURS = Math.round((SSO_DOMAIN_CHECK_EVERY_MINUTES * SSO_DOMAIN_CHECK_ATTEMPTS) / 60);

/** The e-mail domains the provider speaks for, each with its state and TXT record, and a way to add one. */
export function SsoDomainsCard({ workspaceUid, domains }: { workspaceUid: string; domains: SsoDomain[] }) {
  const { t } = useTranslation();
  const k = 'ui.workspaceSecurity.sso' as const;
  const cache = useSsoCache(workspaceUid);
  const [domain, setDomain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: (name: string) => ssoApi.addSsoDomain(workspaceUid, name),
    onSuccess: (added) => {
      // Adding one already claimed answers it again: never listed twice.
      cache.setDomains((current) => [...current.filter((d) => d.id !== added.id), added]);
      setDomain('');
      notify({ type: 'positive', message: t(`${k}.domainAdded`, { domain: added.domain }) });
    },
    onError: (failure) => setError(errorText(failure)),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const checked = ssoDomainNameSchema.safeParse(domain);
    // The schema's message is English like the server's: shown as the server would say it.
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? t('ui.validation.invalid'));
    setError(null);
    add.mutate(checked.data);
  };

  return (
    <SectionCard
      title={t(`${k}.domainsTitle`)}
      intro={t(`${k}.domainsIntro`, { minutes: SSO_DOMAIN_CHECK_EVERY_MINUTES, hours: CHECK_HOURS })}
    >
      {domains.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(`${k}.noDomains`)}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap="md"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t(`${k}.domainsLabel`)}
        >
          {domains.map((item) => (
            <SsoDomainItem key={item.id} workspaceUid={workspaceUid} domain={item} />
          ))}
        </Stack>
      )}
      {domains.length > 0 && <Divider />}
      <form onSubmit={onSubmit} noValidate aria-label={t(`${k}.addDomain`)}>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            label={t(`${k}.domain`)}
            placeholder={t(`${k}.domainPlaceholder`)}
            value={domain}
            onChange={(event) => {
              setDomain(event.currentTarget.value);
              setError(null);
            }}
            error={error ?? false}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit" loading={add.isPending} mt={25}>
            {t(`${k}.addDomain`)}
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
