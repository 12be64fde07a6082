import type { Invoice } from '@expertos/domain/billing.schema';
import { formatStripeDate } from '@expertos/domain/subscriptions';
import { Anchor, Badge, Group, Loader, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/lib/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { QueryError } from '@/shared/ui/QueryError';
import { SectionCard } from '@/shared/ui/SectionCard';
import { invoicesQueryOptions } from '../api/billing';

const STATUS_COLORS: Record<string, string> = {
  paid: 'teal',
  open: 'blue',
  draft: 'gray',
  void: 'gray',
  uncollectible: 'red',
};

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation();
  const number = invoice.number ?? invoice.id;
  const amount = invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due;
  return (
    <Table.Tr>
      {/* The provider's date: MM/dd/yyyy in every language (docs/product.md#trial-and-plans). */}
      <Table.Td>{formatStripeDate(new Date(invoice.created))}</Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{number}</Table.Td>
      <Table.Td ta="right">{formatMoney(amount, invoice.currency, i18n.language)}</Table.Td>
      <Table.Td>
        {invoice.status && (
          <Badge size="sm" variant="light" color={STATUS_COLORS[invoice.status] ?? 'gray'} miw="max-content">
            {invoice.status}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          {invoice.hosted_invoice_url && (
            <Anchor
              href={invoice.hosted_invoice_url}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              aria-label={t('ui.billing.invoices.view', { number })}
            >
              {t('ui.billing.invoices.open')}
            </Anchor>
          )}
          {invoice.invoice_pdf && (
            <Anchor
              href={invoice.invoice_pdf}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              aria-label={t('ui.billing.invoices.pdf', { number })}
            >
              {t('ui.billing.invoices.pdfLink')}
            </Anchor>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The workspace's invoices: date, number, amount, status and links to the provider's copy. */
export function InvoicesList({ workspaceUid }: { workspaceUid: string }) {
  const { t } = useTranslation();
  const invoices = useQuery(invoicesQueryOptions(workspaceUid));
  return (
    <SectionCard title={t('ui.billing.invoices.title')}>
      {invoices.isPending && <Loader size="sm" aria-label={t('ui.billing.invoices.title')} />}
      {invoices.isError && (
        <QueryError
          message={t('ui.billing.invoices.loadError')}
          error={invoices.error}
          onRetry={() => void invoices.refetch()}
          retrying={invoices.isFetching}
        />
      )}
      {invoices.data?.length === 0 && (
        <EmptyState
          title={t('ui.billing.invoices.emptyTitle')}
          description={t('ui.billing.invoices.emptyText')}
        />
      )}
      {invoices.data && invoices.data.length > 0 && (
        <Table.ScrollContainer minWidth={480}>
          <Table aria-label={t('ui.billing.invoices.caption')} verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('ui.billing.invoices.date')}</Table.Th>
                <Table.Th>{t('ui.billing.invoices.number')}</Table.Th>
                <Table.Th ta="right">{t('ui.billing.invoices.amount')}</Table.Th>
                <Table.Th>{t('ui.billing.invoices.status')}</Table.Th>
                <Table.Th>{t('ui.billing.invoices.links')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.data.map((invoice) => (
                <InvoiceRow key={invoice.id} invoice={invoice} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}
