import '@/shared/i18n/parts/brand-content';
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/shared/ui/EmptyState';

/** While the workspace's brands load, a spinner; then, if the slug names none, says so. */
export function BrandPending({ loading, label }: { loading: boolean; label: string }) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <Center py="xl" role="status" aria-label={label}>
        <Loader />
      </Center>
    );
  }
  return <EmptyState title={t('ui.brandContent.notFound')} />;
}
