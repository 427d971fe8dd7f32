import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * One rule for every phone number the site turns into a link: the visitor's (owner mail, SMS,
 * webhook, office) and the company's (site.yaml). libphonenumber-js with its small metadata set
 * reads the number as a Canadian one unless it is written with +; the link is E.164 with the
 * extension as ";ext=" (RFC 3966), so phones dial the number and offer the extension.
 */
export interface PhoneNumber {
  /** "+14165550123", or the digits with + when the number cannot be read. */
  e164: string;
  extension?: string;
  /** "tel:+14165550123;ext=12" */
  href: string;
}

const EXTENSION = /\s*(?:x|ext\.?|extension)\s*(\d{1,6})\s*$/i;

export function phoneNumber(phone: string): PhoneNumber {
  const parsed = parsePhoneNumberFromString(phone, "CA");
  if (parsed) {
    const extension = parsed.ext || undefined;
    return {
      e164: parsed.number,
      extension,
      href: `tel:${parsed.number}${extension ? `;ext=${extension}` : ""}`,
    };
  }
  // Not a number libphonenumber can read: the digits as typed, still one form of link.
  const extension = EXTENSION.exec(phone)?.[1];
  const e164 = `+${phone.replace(EXTENSION, "").replace(/\D/g, "")}`;
  return { e164, extension, href: `tel:${e164}${extension ? `;ext=${extension}` : ""}` };
}

/** The number as a tap-to-call link. */
export function telHref(phone: string): string {
  return phoneNumber(phone).href;
}

/**
 * The company phone as the server hands it to components: the text of site.yaml and its link,
 * worked out on the server so no page ships the phone library to the browser.
 */
export interface CompanyPhone {
  text: string;
  href: string;
}

export function companyPhone(phone: string): CompanyPhone {
  return { text: phone, href: telHref(phone) };
}
