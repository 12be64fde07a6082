import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageFrame } from '@/shared/ui/PageFrame';

/** Task Details (spec §2): open without sign-in, shown without the header. */
export function TaskDetailsPage() {
  const { t } = useTranslation();
  const { projectSlug, taskId } = useParams();
  return (
    <PageFrame title={t('ui.pages.brandTask')} subtitle={projectSlug} notBuilt>
      <Text size="sm" c="dimmed">
        {t('ui.taskDetails.id', { id: taskId })}
      </Text>
    </PageFrame>
  );
}
