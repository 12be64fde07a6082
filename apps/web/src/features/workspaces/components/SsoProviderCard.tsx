import '@/shared/i18n/parts/workspace-security';
import type { SsoSettings } from '@expertos/domain/sso.schema';
import { Divider } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/shared/ui/SectionCard';
import { SsoProviderForm } from './SsoProviderForm';
import { SsoProviderSummary } from './SsoProviderSummary';

/** The identity provider: what is saved (once it is), then the form that sets it up or changes it. */
export function SsoProviderCard({ workspaceUid, settings }: { workspaceUid: string; settings: SsoSettings }) {
  const { t } = useTranslation();
  const k = 'ui.workspaceSecurity.sso' as const;
  return (
    <SectionCard title={t(`${k}.title`)} intro={t(`${k}.intro`)}>
      {settings.protocol && (
        <>
          <SsoProviderSummary workspaceUid={workspaceUid} settings={settings} />
          <Divider />
        </>
      )}
      {/* Set up afresh once the provider is removed: the form starts again from the defaults. */}
      <SsoProviderForm key={settings.protocol ?? 'none'} workspaceUid={workspaceUid} settings={settings} />
    </SectionCard>
  );
}
