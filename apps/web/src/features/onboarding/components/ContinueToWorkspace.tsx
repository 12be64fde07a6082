import type { WorkspaceListItem } from '@expertos/domain/workspace.schema';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { switchWorkspace } from '@/shared/session/workspace-session';

/**
 * /onboarding for someone who already belongs to a workspace (docs/product.md#workspaces-and-members):
 * a second visit offers to continue to their workspace(s) instead of silently making another; they
 * may still create one deliberately.
 */
export function ContinueToWorkspace({
  workspaces,
  next,
  onCreateAnother,
}: {
  workspaces: WorkspaceListItem[];
  next: string | null;
  onCreateAnother: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const open = async (uid: string) => {
    if (await switchWorkspace(uid, { navigate: false })) navigate(next ?? paths.dashboard());
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="onboarding-have">
      <Stack gap="md">
        <Title order={2} size="h4" id="onboarding-have">
          {t('ui.onboarding.haveTitle', { count: workspaces.length })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('ui.onboarding.haveText')}
        </Text>
        <Stack gap="xs">
          {workspaces.map((item, index) => (
            <Button
              key={item.workspaces.uid}
              variant={index === 0 ? 'filled' : 'light'}
              justify="space-between"
              fullWidth
              rightSection={<IconArrowRight size={16} aria-hidden />}
              onClick={() => void open(item.workspaces.uid)}
            >
              <Text span inherit truncate="end">
                {t('ui.onboarding.open', { name: item.workspaces.name })}
              </Text>
            </Button>
          ))}
        </Stack>
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={onCreateAnother}
          >
            {t('ui.onboarding.createAnother')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
