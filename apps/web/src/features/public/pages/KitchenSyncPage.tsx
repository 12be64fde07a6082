import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/shared/ui/EmptyState';
import { FeatureNotBuilt, PageFrame, PageTitle } from '@/shared/ui/PageFrame';
import { ConfirmDemo, LoadingDemo, TaskDialogDemo } from '../components/kitchen/DialogsDemo';
import { KitchenSection } from '../components/kitchen/KitchenSection';
import { NotificationsDemo } from '../components/kitchen/NotificationsDemo';

/** /kitchen-sync: every shared UI-kit component in each state (decisions.md). */
export function KitchenSyncPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('ui.pages.kitchenSync')} subtitle={t('ui.kitchen.subtitle')}>
      <NotificationsDemo />
      <ConfirmDemo />
      <LoadingDemo />
      <TaskDialogDemo />
      <KitchenSection id="kitchen-empty" title="Empty state">
        <EmptyState
          title="No tasks yet"
          description="Tasks you create or are assigned to appear here."
          actions={<Button leftSection={<IconPlus size={16} aria-hidden />}>New task</Button>}
        />
      </KitchenSection>
      <KitchenSection id="kitchen-page" title="Page frame">
        <Stack gap="md">
          <PageTitle
            title="Page title"
            documentTitle={false}
            subtitle="With a subtitle and actions"
            actions={
              <Group gap="xs">
                <Button variant="default">Secondary</Button>
                <Button>Primary</Button>
              </Group>
            }
          />
          <FeatureNotBuilt />
        </Stack>
      </KitchenSection>
    </PageFrame>
  );
}
