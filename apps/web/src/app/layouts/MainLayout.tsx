import {
  AppShell,
  Box,
  Burger,
  Container,
  Group,
  NavLink,
  Stack,
  UnstyledButton,
  useMantineTheme,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, NavLink as RouterNavLink, useLocation, useMatches } from 'react-router';
import { paths } from '@/config/paths';
import { ReadOnlyBanner } from '@/features/billing/components/ReadOnlyBanner';
import { TrialBadge } from '@/features/billing/components/TrialBadge';
import { PaletteButton } from '@/features/command-palette/components/PaletteButton';
import { ExtensionUpdateBanner } from '@/features/extension/components/ExtensionUpdateBanner';
import { NotificationBell } from '@/features/notifications/components/NotificationBell';
import { TimeZoneBanner } from '@/features/profile/components/TimeZoneBanner';
import { HeaderTimer } from '@/features/timetracking/components/HeaderTimer';
import { WorkspaceSwitcher } from '@/features/workspaces/components/WorkspaceSwitcher';
import { prefetchOnIntent } from '@/shared/lib/prefetch-route';
import { useIsAdmin } from '@/shared/stores/use-session';
import { preloadTaskDialogOnIdle } from '@/shared/ui/task-dialog/preload-task-dialog';
import { BrandMark } from './BrandMark';
import { CommandCenter } from './CommandCenter';
import classes from './MainLayout.module.css';
import { visibleNavItems } from './nav-items';
import { UserMenu } from './UserMenu';

const HEADER_HEIGHT = 60;

function HeaderNav() {
  const { t } = useTranslation();
  const admin = useIsAdmin();
  return (
    <Group component="nav" aria-label={t('ui.nav.main')} gap={4} visibleFrom="sm">
      {visibleNavItems(admin).map((item) => (
        <NavLink
          key={item.to}
          component={RouterNavLink}
          to={item.to}
          {...prefetchOnIntent(item.to)}
          label={t(`ui.nav.${item.labelKey}`)}
          w="auto"
          py={6}
          px="sm"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        />
      ))}
    </Group>
  );
}

function DrawerNav({ onNavigate, withTrial }: { onNavigate: () => void; withTrial: boolean }) {
  const { t } = useTranslation();
  const admin = useIsAdmin();
  return (
    <Stack component="nav" aria-label={t('ui.nav.main')} gap={4}>
      {withTrial && (
        <Box mb="xs">
          <TrialBadge />
        </Box>
      )}
      {visibleNavItems(admin).map((item) => (
        <NavLink
          key={item.to}
          component={RouterNavLink}
          to={item.to}
          {...prefetchOnIntent(item.to)}
          label={t(`ui.nav.${item.labelKey}`)}
          onClick={onNavigate}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        />
      ))}
    </Stack>
  );
}

function isFullWidth(handle: unknown): boolean {
  return (
    typeof handle === 'object' && handle !== null && (handle as { fullWidth?: unknown }).fullWidth === true
  );
}

export interface MainLayoutProps {
  /** The task page hides the header (docs/product.md#screens-and-routes). */
  withHeader?: boolean;
}

/** The signed-in app: header with navigation and user menu, then the page. */
export function MainLayout({ withHeader = true }: MainLayoutProps) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the drawer on every route change.
  useEffect(() => close(), [pathname]);
  // Every signed-in page may open a ticket: its dialog's code comes once the page has shown.
  useEffect(() => preloadTaskDialogOnIdle(), []);
  // A route may ask for the whole width (`handle: { fullWidth: true }`, e.g. /tasks).
  const fullWidth = useMatches().some((match) => isFullWidth(match.handle));
  const theme = useMantineTheme();
  // A phone's header has no room left for the trial's days: they are the menu's first line.
  const phone =
    useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, undefined, { getInitialValueInEffect: false }) ??
    false;

  return (
    <AppShell
      header={withHeader ? { height: HEADER_HEIGHT } : undefined}
      navbar={
        withHeader
          ? { width: 260, breakpoint: 'sm', collapsed: { mobile: !opened, desktop: true } }
          : undefined
      }
      padding={0}
    >
      <a className="skip-link" href="#main-content" data-print="hide">
        {t('ui.skipToContent')}
      </a>
      {withHeader && (
        <AppShell.Header px={{ base: 8, sm: 'md' }} data-print="hide">
          <Group h="100%" justify="space-between" wrap="nowrap" gap={4}>
            {/* On a phone every control is a 44 px target (global.css): the gaps between them shrink instead. */}
            <div className={classes.start}>
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={opened ? t('ui.nav.closeMenu') : t('ui.nav.openMenu')}
              />
              <UnstyledButton component={Link} to={paths.dashboard()} className="touch-target">
                {/* On a phone the workspace menu needs the room: the mark alone. */}
                <BrandMark nameVisibleFrom="xs" label={t('ui.nav.home')} />
              </UnstyledButton>
              <HeaderNav />
            </div>
            <div className={classes.end}>
              {!phone && <TrialBadge />}
              <PaletteButton />
              <HeaderTimer />
              <WorkspaceSwitcher />
              <NotificationBell />
              <UserMenu />
            </div>
          </Group>
        </AppShell.Header>
      )}
      {withHeader && <CommandCenter />}
      {withHeader && (
        <AppShell.Navbar p="md" data-print="hide">
          <DrawerNav onNavigate={close} withTrial={phone} />
        </AppShell.Navbar>
      )}
      <AppShell.Main id="main-content">
        <Container size="xl" fluid={fullWidth} px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
          {withHeader && <ReadOnlyBanner />}
          {withHeader && <ExtensionUpdateBanner />}
          {withHeader && <TimeZoneBanner />}
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}

/** The main layout without the header (Task Details: docs/product.md#screens-and-routes). */
export function HeaderlessLayout() {
  return <MainLayout withHeader={false} />;
}
