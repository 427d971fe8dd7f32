/**
 * The identity rule: the company's name, phone and e-mail are typed only in content/site.yaml.
 * Everywhere else (src, content, tests, scripts) a typed phone number must be in the reserved
 * fictional range 555-0100 to 555-0199 and a typed e-mail address must be at a `.example` or
 * `.test` domain, so no fixture can ever reach a real person; src/ and content/ type none at all.
 */
export const PHONE = /\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}\b/g;
export const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

const FICTIONAL_PHONE = /555[\s.-]01\d\d$/;
const RESERVED_DOMAIN = /\.(example|test)$/i;

export interface Identity {
  phone: string;
  email: string;
}

/** Every identity problem in one file's text, as "<what>: <value>". */
export function identityProblems(
  text: string,
  options: { mayType: boolean; identity: Identity },
): string[] {
  const problems: string[] = [];
  const digits = (value: string) => value.replace(/\D/g, "");
  for (const phone of text.match(PHONE) ?? []) {
    if (!FICTIONAL_PHONE.test(phone))
      problems.push(`a phone number outside 555-0100..555-0199: ${phone}`);
    else if (!options.mayType) problems.push(`a typed phone number: ${phone}`);
    else if (digits(phone) === digits(options.identity.phone))
      problems.push(`the company's phone number: ${phone}`);
  }
  for (const email of text.match(EMAIL) ?? []) {
    const domain = email.split("@")[1] ?? "";
    if (!RESERVED_DOMAIN.test(domain))
      problems.push(`an e-mail address outside .example/.test: ${email}`);
    else if (!options.mayType) problems.push(`a typed e-mail address: ${email}`);
    else if (email.toLowerCase() === options.identity.email.toLowerCase()) {
      problems.push(`the company's e-mail address: ${email}`);
    }
  }
  return problems;
}
