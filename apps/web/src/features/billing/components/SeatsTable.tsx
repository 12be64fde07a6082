import type { Seats } from '@expertos/domain/billing.schema';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/shared/ui/SectionCard';

const ROWS = ['included', 'paid', 'reserved', 'assigned'] as const;
/** Without a limit (whitelisted, billing off) there is no plan's seats to show, only their use. */
const UNLIMITED_ROWS = ['reserved', 'assigned'] as const;

/**
 * The seats table (docs/product.md#seats): included, paid, reserved (open invites), assigned
 * (members) and total available; without a limit the last row says so.
 */
export function SeatsTable({ seats }: { seats: Seats }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('ui.billing.seats.title')}>
      <Table aria-label={t('ui.billing.seats.caption')} verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('ui.billing.seats.kind')}</Table.Th>
            <Table.Th ta="right">{t('ui.billing.seats.count')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(seats.unlimited ? UNLIMITED_ROWS : ROWS).map((row) => (
            <Table.Tr key={row}>
              <Table.Th scope="row" fw={400}>
                {t(`ui.billing.seats.${row}`)}
              </Table.Th>
              <Table.Td ta="right">{seats[row]}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row">{t('ui.billing.seats.available')}</Table.Th>
            <Table.Td
              ta="right"
              fw={700}
              c={!seats.unlimited && seats.total_available <= 0 ? 'red' : undefined}
            >
              {seats.unlimited ? t('ui.billing.seats.unlimited') : seats.total_available}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </SectionCard>
  );
}
