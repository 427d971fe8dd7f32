import "server-only";

const EXTENSION = /\s*(?:x|ext\.?|extension)\s*(\d{1,6})\s*$/i;

/**
 * The number a visitor typed as a tap-to-call link: ten digits written with brackets, spaces
 * or dashes, with or without a leading 1, become tel:+1 and the ten digits (ten digits are a
 * North American number, as the form asks for a local one); a number written with + or with
 * more digits keeps its own country code. An extension is left out of the link (phones dial it
 * badly) and returned apart.
 */
export function visitorTel(phone: string): { link: string; extension?: string } {
  const extension = EXTENSION.exec(phone)?.[1];
  const number = phone.replace(EXTENSION, "");
  const digits = number.replace(/\D/g, "");
  const international = number.trim().startsWith("+") || digits.length > 11;
  const e164 =
    international || (digits.length === 11 && digits.startsWith("1"))
      ? `+${digits}`
      : `+1${digits}`;
  return { link: `tel:${e164}`, extension };
}
