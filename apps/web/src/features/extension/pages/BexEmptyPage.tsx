import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PageFrame } from '@/shared/ui/PageFrame';

/** /bex/empty: where the extension lands when it has nothing to show, with the ways on. */
export function BexEmptyPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('ui.pages.bexEmpty')}>
      <Text size="sm">{t('ui.extension.emptyText')}</Text>
      <Group gap="md">
        <Anchor component={Link} to={paths.tasks()} size="sm">
          {t('ui.extension.emptyTasks')}
        </Anchor>
        <Anchor component={Link} to={paths.bexRecord()} size="sm">
          {t('ui.extension.emptyRecord')}
        </Anchor>
      </Group>
    </PageFrame>
  );
}
