/**
 * Prices are kept in the smallest currency unit (packages/domain/src/plans.ts); the page writes
 * them with two decimals in the person's language: 9900 → '99.00', 95000 → '950.00'.
 */
export function formatCents(cents: number, locale?: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    cents / 100,
  );
}

/** An invoice's amount with its currency ('usd' → '$99.00'); the bare number for an unknown code. */
export function formatInvoiceAmount(cents: number, currency: string, locale?: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(
      cents / 100,
    );
  } catch {
    return `${formatCents(cents, locale)} ${currency.toUpperCase()}`;
  }
}
