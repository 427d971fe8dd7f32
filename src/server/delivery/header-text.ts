import "server-only";

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
