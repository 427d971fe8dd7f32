import "server-only";

/** Longest stored file name, extension included. */
const MAX_NAME_LENGTH = 80;

/**
 * A safe file name for a stored photo, from the name the visitor's device gave it: the last
 * path segment, accents folded to ASCII, anything but letters, digits, dot, dash and
 * underscore made a dash, the extension replaced by the one of the stored format. The same
 * characters are safe in a Content-Disposition header, a mail attachment and a folder on any
 * system. Names already used in the lead get the photo's position appended (phones call every
 * shared photo "image.jpg").
 */
export function photoFileName(
  sentName: string,
  position: number,
  extension: string,
  taken: ReadonlySet<string> = new Set(),
): string {
  const lastSegment = sentName.split(/[\\/]/).pop() ?? "";
  const base = lastSegment
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\.[^.]*$/, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[-._]+|[-._]+$/g, "")
    .slice(0, MAX_NAME_LENGTH - extension.length - 4);
  const stem = base || `photo-${position}`;
  let name = `${stem}.${extension}`;
  for (let n = 1; taken.has(name.toLowerCase()); n++) {
    name = `${stem}-${position}${n > 1 ? `-${n}` : ""}.${extension}`;
  }
  return name;
}
