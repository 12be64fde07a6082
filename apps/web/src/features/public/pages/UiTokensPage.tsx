import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/shared/ui/PageFrame';
import { ColorTokens } from '../components/ColorTokens';
import { SizeTokens } from '../components/SizeTokens';
import { TypeTokens } from '../components/TypeTokens';

/** /ui: the design tokens of the theme (decisions.md). */
export function UiTokensPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('ui.pages.ui')} subtitle={t('ui.tokens.subtitle')}>
      <Stack gap="xs" component="section" aria-labelledby="tokens-colours">
        <Title order={2} size="h3" id="tokens-colours">
          {t('ui.tokens.colours')}
        </Title>
        <ColorTokens />
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="tokens-type">
        <Title order={2} size="h3" id="tokens-type">
          {t('ui.tokens.type')}
        </Title>
        <TypeTokens />
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="tokens-sizes">
        <Title order={2} size="h3" id="tokens-sizes">
          {t('ui.tokens.sizes')}
        </Title>
        <SizeTokens />
      </Stack>
    </PageFrame>
  );
}
