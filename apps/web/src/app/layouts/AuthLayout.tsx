import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@expertos/domain/languages';
import { Box, Center, Paper, Stack, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { applyLanguage } from '@/shared/i18n/language';
import { BrandMark } from './BrandMark';

/**
 * Signed out, the page follows the browser's language; a person may pick another, kept on this
 * device (docs/product.md#languages).
 */
function PageLanguage() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  // A native select: the first screen carries no UI-kit combobox (docs/architecture.md).
  return (
    <select
      aria-label={t('ui.language.pickerLabel')}
      value={current}
      onChange={(event) => {
        const language = event.currentTarget.value;
        if (isLanguage(language)) void applyLanguage(language, { remember: language });
      }}
      style={{
        alignSelf: 'center',
        font: 'inherit',
        fontSize: 'var(--mantine-font-size-xs)',
        padding: '2px 6px',
      }}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </select>
  );
}

/** Sign-in, sign-up and the other account pages: one centred card, and the page's language. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <Center component="main" id="main-content" mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Stack w="100%" maw={440} gap="lg" align="stretch">
        <Box style={{ alignSelf: 'center' }}>
          <UnstyledButton component={Link} to={paths.home()}>
            <BrandMark label={t('ui.nav.home')} />
          </UnstyledButton>
        </Box>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Outlet />
        </Paper>
        <PageLanguage />
      </Stack>
    </Center>
  );
}
