import '@/shared/i18n/parts/design-pages';
import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/shared/ui/PageFrame';
import { ColorTokens } from '../components/ColorTokens';
import { SizeTokens } from '../components/SizeTokens';
import { TypeTokens } from '../components/TypeTokens';

function TokenSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * /ui: the design tokens as the running theme has them (app/theme.ts through MantineProvider,
 * its CSS variables resolver included), so this page cannot drift from the app
 * (docs/product.md#screens-and-routes).
 */
export function UiTokensPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('ui.pages.ui')} subtitle={t('ui.tokens.subtitle')}>
      <TokenSection id="tokens-colours" title={t('ui.tokens.colours')}>
        <ColorTokens />
      </TokenSection>
      <TokenSection id="tokens-type" title={t('ui.tokens.type')}>
        <TypeTokens />
      </TokenSection>
      <TokenSection id="tokens-sizes" title={t('ui.tokens.sizes')}>
        <SizeTokens />
      </TokenSection>
    </PageFrame>
  );
}
