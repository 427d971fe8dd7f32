/**
 * Estimate numbers (issue 29): EST-<year issued>-<database sequence, at least five digits>,
 * such as EST-2026-00042. The sequence alone identifies the estimate; the year is for people.
 */
export const ESTIMATE_NUMBER = /^EST-(\d{4})-(\d{5,9})$/;

export function formatEstimateNumber(id: number, issued: Date): string {
  return `EST-${issued.getUTCFullYear()}-${String(id).padStart(5, "0")}`;
}

/** The sequence number a well-formed estimate number carries, else undefined. */
export function estimateIdOf(number: string): number | undefined {
  const match = ESTIMATE_NUMBER.exec(number);
  return match ? Number(match[2]) : undefined;
}
