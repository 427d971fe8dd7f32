/**
 * Just enough MIME reading for tests to check what arrived: headers (unfolded, encoded words
 * decoded) and the text and HTML parts (quoted-printable or base64). Not for production use.
 */

export interface ParsedMail {
  /** Lower-case header name -> every value, in order. */
  headers: Map<string, string[]>;
  header(name: string): string | undefined;
  subject: string;
  text: string;
  html: string;
}

function splitHeadersAndBody(raw: string): { head: string; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { head: raw, body: "" };
  return { head: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) };
}

function parseHeaders(head: string): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers.set(name, [...(headers.get(name) ?? []), value]);
  }
  return headers;
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const text = value.replace(/=\r?\n/g, "");
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    const hex = text.slice(i + 1, i + 3);
    if (char === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=). */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_, _charset: string, encoding: string, data: string) =>
        encoding.toUpperCase() === "B"
          ? Buffer.from(data, "base64").toString("utf8")
          : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? "").toLowerCase()) {
    case "quoted-printable":
      return decodeQuotedPrintable(body);
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    default:
      return body;
  }
}

interface Part {
  type: string;
  content: string;
}

function parts(headers: Map<string, string[]>, body: string): Part[] {
  const contentType = headers.get("content-type")?.[0] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (/^multipart\//i.test(contentType) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((section) => !section.startsWith("--"))
      .flatMap((section) => {
        const { head, body: partBody } = splitHeadersAndBody(section.replace(/^\r?\n/, ""));
        return parts(parseHeaders(head), partBody);
      });
  }
  const encoding = headers.get("content-transfer-encoding")?.[0];
  const content = decodeBody(body, encoding).replace(/\r\n/g, "\n");
  return [{ type: contentType.split(";")[0]?.trim().toLowerCase() ?? "", content }];
}

export function parseMail(raw: string): ParsedMail {
  const { head, body } = splitHeadersAndBody(raw);
  const headers = parseHeaders(head);
  const all = parts(headers, body);
  const header = (name: string) => {
    const value = headers.get(name.toLowerCase())?.[0];
    return value === undefined ? undefined : decodeWords(value);
  };
  return {
    headers,
    header,
    subject: header("subject") ?? "",
    text: all.find((part) => part.type === "text/plain")?.content ?? "",
    html: all.find((part) => part.type === "text/html")?.content ?? "",
  };
}
