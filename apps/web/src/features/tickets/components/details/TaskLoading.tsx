import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The spinner while a task loads (docs/product.md#tickets), the same in the dialog and on the
 * page.
 */
export function TaskLoading() {
  const { t } = useTranslation();
  return (
    <Center mih={240}>
      <Stack align="center" gap="xs">
        <Loader size="lg" aria-label={t('ui.taskDialog.loading')} />
        <Text c="dimmed" size="sm">
          {t('ui.taskDialog.loading')}
        </Text>
      </Stack>
    </Center>
  );
}
