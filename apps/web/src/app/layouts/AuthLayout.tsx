import { Box, Center, Paper, Stack, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { BrandMark } from './BrandMark';

/** Sign-in, sign-up and the other account pages: one centred card. */
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
      </Stack>
    </Center>
  );
}
