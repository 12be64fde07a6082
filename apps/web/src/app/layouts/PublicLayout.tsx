import { Box, Container, Group, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { BrandMark } from './BrandMark';

/** Public pages: a slim bar with the product name, then the page. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)">
      <Box
        component="header"
        bg="var(--mantine-color-body)"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Container size="xl" h={56} px={{ base: 'sm', sm: 'lg' }}>
          <Group h="100%">
            <UnstyledButton component={Link} to={paths.home()}>
              <BrandMark size="md" label={t('ui.nav.home')} />
            </UnstyledButton>
          </Group>
        </Container>
      </Box>
      <Container
        component="main"
        id="main-content"
        size="xl"
        px={{ base: 'sm', sm: 'lg' }}
        py={{ base: 'md', sm: 'xl' }}
      >
        <Outlet />
      </Container>
    </Box>
  );
}
