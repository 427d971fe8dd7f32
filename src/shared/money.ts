/**
 * Money and number formatting for the calculator (spec 9.1): Canadian dollars in the en-CA
 * format ("$6,080.00") and plain numbers with at most two decimals ("1,250", "12.5").
 *
 * Written out instead of through Intl.NumberFormat, with the same output: a page's first
 * Intl.NumberFormat costs 12-43 ms in Chromium on this machine while the locale's data loads
 * (later ones 0.1 ms), four times that on a phone. The contact page's form paid it at load and
 * the calculator on its first answer (issue 26). The tests hold both functions to Intl's output.
 */

/**
 * |value| rounded half away from zero to two decimals, as Intl rounds: on the shortest decimal
 * that reads back as the number ("1.115" gives 1.12), not on its binary value (1.1149...).
 */
function hundredths(value: number): { whole: string; fraction: string } {
  const text = Math.abs(value).toString();
  // Exponent notation only below 1e-6 (rounds to 0) or from 1e21 (a whole number).
  if (text.includes("e")) {
    return Math.abs(value) < 1
      ? { whole: "0", fraction: "00" }
      : { whole: BigInt(Math.abs(value)).toString(), fraction: "00" };
  }
  const [integer, decimals = ""] = text.split(".");
  const cents = BigInt(integer + decimals.padEnd(2, "0").slice(0, 2));
  const rounded = (decimals[2] ?? "0") >= "5" ? cents + BigInt(1) : cents;
  const digits = rounded.toString().padStart(3, "0");
  return { whole: digits.slice(0, -2), fraction: digits.slice(-2) };
}

const grouped = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** Intl shows the minus of a negative amount even when it rounds to zero ("-$0.00"). */
const sign = (value: number) => (value < 0 || Object.is(value, -0) ? "-" : "");

export function formatCad(amount: number): string {
  if (!Number.isFinite(amount)) return `${amount} CAD`;
  const { whole, fraction } = hundredths(amount);
  return `${sign(amount)}$${grouped(whole)}.${fraction}`;
}

/** A plain number for the summary ("1,250", "12.5"). */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const { whole, fraction } = hundredths(value);
  const decimals = fraction.replace(/0+$/, "");
  return `${sign(value)}${grouped(whole)}${decimals ? `.${decimals}` : ""}`;
}
