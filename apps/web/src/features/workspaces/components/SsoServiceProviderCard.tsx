import '@/shared/i18n/parts/workspace-security';
import type { SsoSettings } from '@expertos/domain/sso.schema';
import { Anchor, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/shared/ui/SectionCard';
import { SsoCopyValue } from './SsoCopyValue';

/**
 * What the identity provider needs from us: for SAML the entity ID, the ACS URL and our
 * metadata; for OpenID Connect the redirect URL. The addresses are the workspace's own and
 * never change, so they are shown before anything is saved (to make the app at the provider
 * first); our metadata file exists once SAML is saved.
 */
export function SsoServiceProviderCard({ settings }: { settings: SsoSettings }) {
  const { t } = useTranslation();
  const k = 'ui.workspaceSecurity.sso' as const;
  const sp = settings.service_provider;
  const title = t(`${k}.spTitle`);
  if (!settings.protocol)
    return (
      <SectionCard title={title} intro={t(`${k}.spPending`)}>
        <Stack gap="md">
          <SsoCopyValue label={t(`${k}.entityId`)} value={sp.entity_id} />
          <SsoCopyValue label={t(`${k}.acsUrl`)} value={sp.acs_url} />
          <SsoCopyValue label={t(`${k}.redirectUrl`)} value={sp.oidc_redirect_url} />
        </Stack>
      </SectionCard>
    );
  if (settings.protocol === 'oidc')
    return (
      <SectionCard title={title} intro={t(`${k}.spIntroOidc`)}>
        <SsoCopyValue label={t(`${k}.redirectUrl`)} value={sp.oidc_redirect_url} />
      </SectionCard>
    );
  return (
    <SectionCard title={title} intro={t(`${k}.spIntroSaml`)}>
      <Stack gap="md">
        <SsoCopyValue label={t(`${k}.entityId`)} value={sp.entity_id} />
        <SsoCopyValue label={t(`${k}.acsUrl`)} value={sp.acs_url} />
        <SsoCopyValue label={t(`${k}.metadataUrlOurs`)} value={sp.metadata_url} />
        <Anchor href={sp.metadata_url} download size="sm">
          <IconDownload size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
          {t(`${k}.downloadMetadata`)}
        </Anchor>
      </Stack>
    </SectionCard>
  );
}
