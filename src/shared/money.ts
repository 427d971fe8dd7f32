/**
 * Money and number formatting for the calculator (spec 9.1): Canadian dollars in the en-CA
 * format ("$6,080.00"). Where Intl cannot format (a runtime without the locale data or the
 * currency), the fallback is two decimals plus the code ("6080.00 CAD").
 */

type NumberFormatConstructor = new (
  locale: string,
  options?: Intl.NumberFormatOptions,
) => { format(value: number): string };

export function formatCad(
  amount: number,
  NumberFormat: NumberFormatConstructor = Intl.NumberFormat,
): string {
  try {
    return new NumberFormat("en-CA", { style: "currency", currency: "CAD" }).format(amount);
  } catch {
    return `${amount.toFixed(2)} CAD`;
  }
}

/** A plain number for the summary ("1,250", "12.5"); falls back to the bare digits. */
export function formatNumber(
  value: number,
  NumberFormat: NumberFormatConstructor = Intl.NumberFormat,
): string {
  try {
    return new NumberFormat("en-CA", { maximumFractionDigits: 2 }).format(value);
  } catch {
    return String(value);
  }
}
