import '@/shared/i18n/parts/post-imports';
import type { PostImportSummary } from '@expertos/domain/post-import';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/format';
import { SectionCard } from '@/shared/ui/SectionCard';

const STATUS_COLOR = {
  previewing: 'blue',
  ready: 'yellow',
  creating: 'blue',
  done: 'green',
  failed: 'red',
} as const;

/** The brand's latest imports, to open one again (an import left at its previews, say). */
export function RecentImports({
  items,
  onOpen,
}: {
  items: PostImportSummary[];
  onOpen: (uid: string) => void;
}) {
  const { t, i18n } = useTranslation();
  if (items.length === 0) return null;
  return (
    <SectionCard title={t('ui.postImports.recentTitle')}>
      <Stack gap="xs">
        {items.map((item) => (
          <Group key={item.uid} justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
              <Text size="sm">
                {t('ui.postImports.recentRow', {
                  date: formatDateTime(item.created_at, i18n.language),
                  count: item.row_count,
                })}
              </Text>
              <Badge variant="light" color={STATUS_COLOR[item.status]}>
                {t(`ui.postImports.status.${item.status}`)}
              </Badge>
            </Group>
            <Button variant="subtle" size="xs" onClick={() => onOpen(item.uid)}>
              {t('ui.postImports.open')}
            </Button>
          </Group>
        ))}
      </Stack>
    </SectionCard>
  );
}
