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

/**
 * A value safe for a mail header: no CR, LF or other control characters (so no header can be
 * injected), no text-direction overrides or invisible characters (so a subject reads as it
 * is), no "=?" that a mail client would decode as an encoded word, runs of white space
 * collapsed, at most `max` characters.
 */
export function headerText(value: string, max = 150): string {
  const flat = value
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
    .replace(/[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g, "")
    .replace(/=\?/g, "= ?")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
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
