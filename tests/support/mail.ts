import { simpleParser, type HeaderValue } from "mailparser";

/** A message as a real mail parser (mailparser, from the authors of nodemailer) reads it. */
export interface ParsedMail {
  /** Lower-case header name -> parsed value. */
  headers: Map<string, HeaderValue>;
  /** A header as text: addresses as written, dates and strings as they are. */
  header(name: string): string | undefined;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

function headerText(value: HeaderValue | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "string") return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => headerText(item)).join(", ");
  if ("text" in value && typeof value.text === "string") return value.text;
  if ("value" in value && typeof value.value === "string") return value.value;
  return JSON.stringify(value);
}

export async function parseMail(raw: string | Buffer): Promise<ParsedMail> {
  const parsed = await simpleParser(raw, {
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipImageLinks: true,
  });
  return {
    headers: parsed.headers,
    header: (name) => headerText(parsed.headers.get(name.toLowerCase())),
    subject: parsed.subject ?? "",
    text: (parsed.text ?? "").replace(/\r\n/g, "\n"),
    html: typeof parsed.html === "string" ? parsed.html.replace(/\r\n/g, "\n") : "",
    attachments: parsed.attachments.map((attachment) => ({
      filename: attachment.filename ?? "",
      contentType: attachment.contentType,
      content: attachment.content,
    })),
  };
}
