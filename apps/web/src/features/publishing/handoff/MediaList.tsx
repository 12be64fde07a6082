import '@/shared/i18n/parts/handoff';
import type { VariantMedia } from '@expertos/domain/publishing/variant.schema';
import { SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/shared/ui/QueryError';
import { mediumUid } from '../lib/variant-draft';
import { publishableMediaQueryOptions } from './handoff-api';
import { MediaItem } from './MediaItem';

/** The post's files in its order, each found among those the post may carry (where its address is). */
export function MediaList({ ticketUid, media }: { ticketUid: string; media: readonly VariantMedia[] }) {
  const { t } = useTranslation();
  const files = useQuery({ ...publishableMediaQueryOptions(ticketUid), enabled: media.length > 0 });
  if (media.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('ui.handoff.noMedia')}
      </Text>
    );
  if (files.isPending) return <Skeleton h={200} radius="md" role="status" aria-label={t('ui.loading')} />;
  if (files.isError)
    return (
      <QueryError error={files.error} onRetry={() => void files.refetch()} retrying={files.isFetching} />
    );
  const byUid = new Map(files.data.map((file) => [mediumUid(file), file]));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {media.map((item) => {
        const file = byUid.get(mediumUid(item));
        return file ? <MediaItem key={mediumUid(item)} media={file} alt={item.alt} /> : null;
      })}
    </SimpleGrid>
  );
}
