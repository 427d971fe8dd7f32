/** The phone number as digits with the country code, for tel: and sms: links (no zod: used on the client). */
export function phoneHref(phone: string): string {
  return `+1${phone.replace(/\D/g, "")}`;
}

/** The company phone (from site.yaml) as a tap-to-call link. */
export function telHref(phone: string): string {
  return `tel:${phoneHref(phone)}`;
}
