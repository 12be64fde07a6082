import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/shared/ui/PageFrame';
import { PasskeysCard } from '../components/PasskeysCard';
import { ProvidersCard } from '../components/ProvidersCard';
import { SessionsCard } from '../components/SessionsCard';
import { TwoFactorCard } from '../components/TwoFactorCard';

const MAX_WIDTH = 880;

/** /account/security: how the person signs in, and where they are signed in (docs/product.md#sessions). */
export function AccountSecurityPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('ui.pages.accountSecurity')}>
      <Stack gap="lg" maw={MAX_WIDTH} w="100%">
        <TwoFactorCard />
        <PasskeysCard />
        <ProvidersCard />
        <SessionsCard />
      </Stack>
    </PageFrame>
  );
}
