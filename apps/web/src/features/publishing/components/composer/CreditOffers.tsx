import '@/shared/i18n/parts/publishing';
import { Button, Group, Text } from '@mantine/core';
import { IconCopyright } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The credit lines of the variant's library assets its text leaves out (docs/product.md#asset-library),
 * each offered as a button that adds it; nothing when every one is there. The brand check
 * flags a post still missing one.
 */
export function CreditOffers({
  credits,
  onAdd,
}: {
  credits: readonly { asset: string; credit: string }[];
  onAdd: (credit: string) => void;
}) {
  const { t } = useTranslation();
  if (credits.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap" data-testid="credit-offers">
      <Text size="xs" c="dimmed">
        {t('ui.publishing.composer.credit.missing')}
      </Text>
      {credits.map(({ asset, credit }) => (
        <Button
          key={credit}
          size="compact-xs"
          variant="light"
          color="grape"
          leftSection={<IconCopyright size={12} aria-hidden />}
          onClick={() => onAdd(credit)}
          aria-label={t('ui.publishing.composer.credit.addLabel', { credit, asset })}
          style={{ maxWidth: '100%' }}
        >
          <Text span size="xs" truncate>
            {t('ui.publishing.composer.credit.add', { credit })}
          </Text>
        </Button>
      ))}
    </Group>
  );
}
