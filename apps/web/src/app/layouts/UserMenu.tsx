import { Avatar, Badge, Menu, UnstyledButton } from '@mantine/core';
import { IconLogout, IconMail, IconShieldLock, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLogout } from '@/shared/session/use-logout';
import { useAuthStore } from '@/shared/stores/auth-store';

function initials(name: string | null | undefined, email: string | null | undefined): string {
  const source = (name || email || '?').trim();
  const parts = source.split(/[\s@._-]+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** The signed-in user's menu: profile, sign-in and security, invites, sign out. */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useAuthStore((state) => state.user);
  const pendingInvites = useAuthStore((state) => state.invites.length);
  const logout = useLogout();
  return (
    <Menu position="bottom-end" width={200} withinPortal>
      <Menu.Target>
        <UnstyledButton
          // The visible initials (no photo) start the name: label in name, WCAG 2.5.3.
          aria-label={
            user?.avatarUrl
              ? t('ui.nav.userMenu')
              : `${initials(user?.name, user?.email)}, ${t('ui.nav.userMenu')}`
          }
          style={{ borderRadius: '50%' }}
          className="touch-target"
        >
          <Avatar color="brand" radius="xl" size={34} src={user?.avatarUrl ?? null}>
            {initials(user?.name, user?.email)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {/* A long address wraps rather than widening the menu past a phone's edge. */}
        {user?.email && <Menu.Label style={{ overflowWrap: 'anywhere' }}>{user.email}</Menu.Label>}
        <Menu.Item component={Link} to={paths.profile()} leftSection={<IconUser size={16} aria-hidden />}>
          {t('ui.nav.profile')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.accountSecurity()}
          leftSection={<IconShieldLock size={16} aria-hidden />}
        >
          {t('ui.nav.security')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.myInvites()}
          leftSection={<IconMail size={16} aria-hidden />}
          rightSection={
            pendingInvites > 0 ? (
              <Badge size="sm" circle aria-label={t('ui.nav.pendingInvites', { count: pendingInvites })}>
                {pendingInvites}
              </Badge>
            ) : null
          }
        >
          {t('ui.nav.invites')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={logout}>
          {t('ui.nav.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
