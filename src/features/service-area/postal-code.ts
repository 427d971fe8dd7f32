/**
 * Canadian postal codes: "M5V 3L9", "m5v3l9" or the first three characters ("M5V"). We ship no
 * postal-code database: a code starting with M is in the City of Toronto (Canada Post gives
 * the letter M to Toronto alone); any other code is somewhere else, and the check asks for
 * the town instead.
 */
const POSTAL_CODE = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])\s*(\d[ABCEGHJ-NPRSTV-Z]\d)?$/;

export interface PostalCode {
  /** As Canada Post writes it: upper case, one space ("M5V 3L9", or "M5V" alone). */
  code: string;
  inToronto: boolean;
}

export function parsePostalCode(input: string): PostalCode | undefined {
  const match = POSTAL_CODE.exec(input.trim().toUpperCase());
  if (!match) return undefined;
  const [, area, local] = match;
  return { code: local ? `${area} ${local}` : area!, inToronto: area!.startsWith("M") };
}
