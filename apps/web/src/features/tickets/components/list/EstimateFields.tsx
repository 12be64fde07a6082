import { Divider, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AMOUNT_INPUT, HOURS_INPUT, numberInputFormat } from '../fields/estimate-input';
import type { TicketFormField, TicketFormValues } from './create-ticket-form';

export interface EstimateFieldsProps {
  values: TicketFormValues;
  set: <K extends TicketFormField>(field: K, value: TicketFormValues[K]) => void;
  errorOf: (field: TicketFormField) => string | boolean;
}

/**
 * An estimate's hours and amount (docs/product.md#estimates). The amount is typed in the main
 * unit with two decimals; the form sends it in the smallest unit.
 */
export function EstimateFields({ values, set, errorOf }: EstimateFieldsProps) {
  const { t, i18n } = useTranslation();
  const format = numberInputFormat(i18n.language);
  const section = t('ui.tickets.list.create.estimateSection');
  return (
    // A group named like its divider, so "Hours" and "Amount" are read as the estimate's.
    <Stack gap="sm" role="group" aria-label={section}>
      <Divider label={section} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NumberInput
          label={t('ui.tickets.list.create.estimateHours')}
          value={values.estimate_hours}
          onChange={(value) => set('estimate_hours', value)}
          error={errorOf('estimate_hours')}
          name="estimate_hours"
          {...format}
          {...HOURS_INPUT}
        />
        <NumberInput
          label={t('ui.tickets.list.create.estimateAmount')}
          value={values.estimate_amount}
          onChange={(value) => set('estimate_amount', value)}
          error={errorOf('estimate_amount')}
          name="estimate_amount"
          {...format}
          {...AMOUNT_INPUT}
        />
      </SimpleGrid>
    </Stack>
  );
}
