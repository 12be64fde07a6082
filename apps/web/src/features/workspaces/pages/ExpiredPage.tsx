import { Button, Card, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconEye, IconLock } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { browseReadOnly, isWorkspaceLocked } from '@/shared/session/lockdown';
import { useIsAdmin } from '@/shared/stores/use-session';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useSlots } from '@/shared/ui/slots';

/**
 * /expired, Workspace Lockdown (docs/product.md#trial-and-plans): the trial is over with no plan
 * in effect. Admins are offered the plans (billing's picker, through the `lockdownPlans` slot);
 * everyone else is told to ask an admin. Anyone may browse the workspace read-only: the choice
 * is remembered for this tab and the main screens stop sending them here.
 */
export function ExpiredPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const admin = useIsAdmin();
  const workspace = useWorkspaceStore((state) => state.currentWorkspace);
  const slots = useSlots();
  const name = workspace?.name ?? '';

  if (!isWorkspaceLocked(workspace)) {
    return (
      <PageFrame title={t('ui.pages.expired')}>
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="sm" align="flex-start">
            <Text>{t('ui.expired.notLocked', { name })}</Text>
            <Button component={Link} to={paths.dashboard()} variant="light">
              {t('ui.expired.toDashboard')}
            </Button>
          </Stack>
        </Card>
      </PageFrame>
    );
  }

  const browse = () => {
    if (!workspace) return;
    browseReadOnly(workspace.uid);
    void navigate(paths.dashboard());
  };

  return (
    <PageFrame title={t('ui.pages.expired')}>
      <Card withBorder radius="lg" padding="lg">
        <Group gap="md" align="flex-start" wrap="nowrap">
          <IconLock size={28} aria-hidden style={{ flexShrink: 0 }} />
          <Stack gap="sm" style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="expired-intro">
              {admin ? t('ui.expired.adminIntro', { name }) : t('ui.expired.memberIntro', { name })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('ui.expired.readOnlyText')}
            </Text>
            <Group>
              <Button variant="default" leftSection={<IconEye size={16} aria-hidden />} onClick={browse}>
                {t('ui.expired.browse')}
              </Button>
            </Group>
          </Stack>
        </Group>
      </Card>
      {admin &&
        slots.lockdownPlans.map((Plans, index) => (
          <Suspense
            // biome-ignore lint/suspicious/noArrayIndexKey: the slot's list is fixed at start.
            key={index}
            fallback={
              <Center py="lg">
                <Loader aria-label={t('ui.loading')} />
              </Center>
            }
          >
            <Plans />
          </Suspense>
        ))}
    </PageFrame>
  );
}
