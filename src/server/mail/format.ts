import "server-only";

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Escaped text with its line breaks kept as <br>. */
export function escapeMultiline(value: string): string {
  return escapeHtml(value).replace(/\r\n|\r|\n/g, "<br>\n");
}

/** "Monday, March 2, 2026 at 9:15 a.m." in Toronto time, where the business is. */
export function formatTorontoTime(date: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Toronto",
    dateStyle: "full",
    timeStyle: "short",
  }).format(date);
}

/** The domain of the address in "Name <user@host>" or "user@host". */
export function addressDomain(address: string): string | undefined {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(address.trim());
  return match?.[1]?.toLowerCase();
}
