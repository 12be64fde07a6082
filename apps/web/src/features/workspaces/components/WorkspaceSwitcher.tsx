import { Group, Menu, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { IconBuildingStore, IconCheck, IconPlus, IconSelector, IconSettings } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { preloadable } from '@/shared/lib/preloadable';
import { switchWorkspace } from '@/shared/session/workspace-session';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';

/** The settings dialog's code (a form in a modal) comes when the menu first opens. */
const SettingsDialog = preloadable(() =>
  import('./WorkspaceSettingsDialog').then((m) => m.WorkspaceSettingsDialog),
);

/**
 * The header's workspace menu (docs/product.md#workspaces-and-members): every workspace of the
 * user, the current one ticked, and "Create workspace". Choosing one switches to it and lands
 * on the dashboard.
 */
export function WorkspaceSwitcher() {
  const { t } = useTranslation();
  const workspaces = useWorkspaceStore((state) => state.workspaces);
  const current = useWorkspaceStore((state) => state.currentWorkspace);
  const status = useWorkspaceStore((state) => state.status);
  const isAdmin = useWorkspaceStore((state) => state.currentMember?.role === 'admin');
  const [settingsOpen, setSettingsOpen] = useState(false);

  if (!current) return status === 'loading' ? <Skeleton height={30} width={140} radius="md" /> : null;

  return (
    <>
      <Menu
        position="bottom-start"
        width={260}
        withinPortal
        onOpen={isAdmin ? () => void SettingsDialog.preload().catch(() => undefined) : undefined}
      >
        <Menu.Target>
          <UnstyledButton
            // Starts with the visible workspace name (label in name).
            aria-label={`${current.name}, ${t('ui.workspace.switcher')}`}
            px="xs"
            py={6}
            style={{
              borderRadius: 'var(--mantine-radius-md)',
              border: '1px solid var(--mantine-color-gray-3)',
            }}
            // On a phone the header also holds the timer, the bell and the user menu.
            maw={{ base: 112, xs: 190, sm: 240 }}
          >
            <Group gap={6} wrap="nowrap">
              <IconBuildingStore size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm" fw={600} truncate="end" data-testid="current-workspace">
                {current.name}
              </Text>
              <IconSelector size={14} aria-hidden style={{ flexShrink: 0 }} />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('ui.workspace.listLabel')}</Menu.Label>
          {workspaces.map((item) => {
            const selected = item.workspaces.uid === current.uid;
            return (
              <Menu.Item
                key={item.workspaces.uid}
                onClick={() => void switchWorkspace(item.workspaces.uid)}
                rightSection={
                  selected ? <IconCheck size={16} aria-label={t('ui.workspace.current')} /> : null
                }
                aria-current={selected ? 'true' : undefined}
              >
                <Text size="sm" truncate="end">
                  {item.workspaces.name}
                </Text>
              </Menu.Item>
            );
          })}
          <Menu.Divider />
          {isAdmin && (
            <Menu.Item
              onClick={() => setSettingsOpen(true)}
              leftSection={<IconSettings size={16} aria-hidden />}
            >
              {t('ui.workspace.settings')}
            </Menu.Item>
          )}
          <Menu.Item
            component={Link}
            to={paths.onboarding({ new: true })}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('ui.workspace.create')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {settingsOpen && (
        <Suspense fallback={null}>
          <SettingsDialog.Component opened onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
