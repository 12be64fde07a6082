import { Alert, Stack, Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A server without a payment provider (docs/product.md#trial-and-plans): every workspace is
 * treated as whitelisted; the card says so and how to switch billing on.
 */
export function BillingOffCard() {
  const { t } = useTranslation();
  return (
    <Alert
      variant="light"
      color="gray"
      radius="lg"
      icon={<IconPlugConnectedX size={20} aria-hidden />}
      title={t('ui.billing.off.title')}
      data-testid="billing-off"
    >
      <Stack gap="xs">
        <Text size="sm">{t('ui.billing.off.text')}</Text>
        <Text size="sm">{t('ui.billing.off.howTo')}</Text>
      </Stack>
    </Alert>
  );
}
