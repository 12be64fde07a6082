import '@/shared/i18n/parts/workspace-security';
import { Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/shared/ui/QueryError';
import { SectionCard } from '@/shared/ui/SectionCard';
import * as ssoApi from '../api/sso';
import { SsoDomainsCard } from './SsoDomainsCard';
import { SsoPolicyCard } from './SsoPolicyCard';
import { SsoProviderCard } from './SsoProviderCard';
import { SsoServiceProviderCard } from './SsoServiceProviderCard';

/**
 * The workspace's single sign-on (docs/product.md#single-sign-on): the identity provider, what
 * it needs from us, the domains it speaks for, and whether it is required. One query feeds
 * every card; while it loads or fails, one card says so.
 */
export function SsoSection({ workspaceUid }: { workspaceUid: string }) {
  const { t } = useTranslation();
  const k = 'ui.workspaceSecurity.sso' as const;
  const settings = useQuery({
    queryKey: ssoApi.ssoQueryKey(workspaceUid),
    queryFn: ({ signal }) => ssoApi.fetchSso(workspaceUid, signal),
    enabled: workspaceUid !== '',
  });

  if (settings.isPending || settings.isError)
    return (
      <SectionCard title={t(`${k}.title`)} intro={t(`${k}.intro`)}>
        {settings.isPending ? (
          <Skeleton height={160} role="status" aria-label={t('ui.loading')} />
        ) : (
          <QueryError
            message={t(`${k}.loadError`)}
            error={settings.error}
            onRetry={() => void settings.refetch()}
          />
        )}
      </SectionCard>
    );
  return (
    <>
      <SsoProviderCard workspaceUid={workspaceUid} settings={settings.data} />
      <SsoServiceProviderCard settings={settings.data} />
      <SsoDomainsCard workspaceUid={workspaceUid} domains={settings.data.domains} />
      <SsoPolicyCard workspaceUid={workspaceUid} settings={settings.data} />
    </>
  );
}
