import "server-only";

/** A part's header block is a few hundred bytes; busboy allows 20 header pairs. */
const MAX_HEADER_BYTES = 16 * 1024;

/** The boundary parameter of a multipart Content-Type, quoted or not. */
export function multipartBoundary(contentType: string): string | undefined {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

/** Whether a part's headers carry `Content-Disposition: form-data; ...` (what busboy reads). */
function hasFormDataDisposition(headerText: string): boolean {
  return headerText.split("\r\n").some((line) => {
    const colon = line.indexOf(":");
    if (colon === -1 || line.slice(0, colon).trim().toLowerCase() !== "content-disposition")
      return false;
    return (
      line
        .slice(colon + 1)
        .split(";")[0]
        ?.trim()
        .toLowerCase() === "form-data"
    );
  });
}

/**
 * Follows a multipart body as it streams and finds the first part without a usable
 * Content-Disposition. busboy skips such a part without a word, so a photo sent that way was
 * dropped while the request still succeeded; this names it (by its place, counting from 1) so
 * the request can be refused instead. It keeps only a needle's length of bytes between chunks
 * (and one part's header block while it arrives), never the body.
 */
export class PartHeaderCheck {
  private readonly delimiter: Buffer;
  /** A leading CRLF, so the opening delimiter matches like the others. */
  private carry = Buffer.from("\r\n");
  private header: Buffer | undefined;
  private finished = false;
  /** Parts whose delimiter has been seen. */
  parts = 0;
  /** 1-based place of the first unreadable part, once seen. */
  firstUnusable: number | undefined;

  constructor(boundary: string) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`, "latin1");
  }

  push(chunk: Uint8Array): void {
    if (this.finished || this.firstUnusable !== undefined) return;
    let data = Buffer.concat([this.carry, chunk]);
    this.carry = Buffer.alloc(0);
    for (;;) {
      if (this.header !== undefined) {
        const block = Buffer.concat([this.header, data]);
        if (block.length < 2) {
          this.header = block;
          return;
        }
        // "--" right after a delimiter closes the body.
        if (block[0] === 0x2d && block[1] === 0x2d) {
          this.finished = true;
          this.parts -= 1;
          return;
        }
        const end = block.indexOf("\r\n\r\n");
        if (end === -1) {
          if (block.length > MAX_HEADER_BYTES) this.firstUnusable = this.parts;
          else this.header = block;
          return;
        }
        this.header = undefined;
        if (!hasFormDataDisposition(block.subarray(0, end).toString("latin1"))) {
          this.firstUnusable = this.parts;
          return;
        }
        data = block.subarray(end + 4);
        continue;
      }
      const at = data.indexOf(this.delimiter);
      if (at === -1) {
        // Copied, so the chunk itself is not kept alive by the carry.
        this.carry = Buffer.from(
          data.subarray(Math.max(0, data.length - this.delimiter.length + 1)),
        );
        return;
      }
      this.parts += 1;
      this.header = Buffer.alloc(0);
      data = data.subarray(at + this.delimiter.length);
    }
  }
}
