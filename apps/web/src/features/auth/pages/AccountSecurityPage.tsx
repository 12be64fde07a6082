import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormAlert } from '@/shared/ui/FormAlert';
import { PageFrame } from '@/shared/ui/PageFrame';
import { PasskeysCard } from '../components/PasskeysCard';
import { ProvidersCard } from '../components/ProvidersCard';
import { SessionsCard } from '../components/SessionsCard';
import { TwoFactorCard } from '../components/TwoFactorCard';

const MAX_WIDTH = 880;

/** /account/security: how the person signs in, and where they are signed in (docs/product.md#sessions). */
export function AccountSecurityPage() {
  const { t } = useTranslation();
  // Sent here by a workspace that requires two-step verification (shared/api/client.ts).
  const [search] = useSearchParams();
  return (
    <PageFrame title={t('ui.pages.accountSecurity')}>
      <Stack gap="lg" maw={MAX_WIDTH} w="100%">
        {search.get('required') === 'two-factor' && (
          <FormAlert tone="warning">{t('errors.two_factor_required')}</FormAlert>
        )}
        <TwoFactorCard />
        <PasskeysCard />
        <ProvidersCard />
        <SessionsCard />
      </Stack>
    </PageFrame>
  );
}
