import "server-only";
import busboy from "busboy";
import { PHOTO_FIELDS, PHOTO_LIMITS, photoMessages } from "@/shared/lead/photos";
import { BodyTooLargeError } from "../http/request";
import { multipartBoundary, PartHeaderCheck } from "./part-headers";
import { MultipartError, PhotoRejection } from "./rejection";

/** A photo as the visitor's browser sent it: its place in the request, its name, its bytes. */
export interface ReceivedPhoto {
  /** 1-based, in the order the files came. */
  position: number;
  /** The name the visitor's device gave the file (only ever shown, never used as a path). */
  name: string;
  bytes: Buffer;
}

/** Part headers and boundaries around the request field and five files fit many times over. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The most a request with photos may carry in all: checked on Content-Length and while reading. */
export function multipartCeiling(requestFieldBytes: number): number {
  return PHOTO_LIMITS.maxTotalBytes + requestFieldBytes + MULTIPART_OVERHEAD_BYTES;
}

/** multipart/form-data, with or without parameters. */
export function isMultipartContentType(request: Request): boolean {
  const type = request.headers.get("content-type");
  return type?.split(";")[0]?.trim().toLowerCase() === "multipart/form-data";
}

/**
 * Reads a request with photos (src/shared/lead/photos.ts): one `request` field holding the
 * JSON body of a request without photos, and up to five `photos` files. The limits hold while
 * the stream is read: the field at most `requestFieldBytes` (BodyTooLargeError), a sixth file,
 * a file over 5 MB or photos over 20 MB in all are refused (PhotoRejection, 413) as soon as
 * they show; nothing past the overall ceiling is read. After a refusal the rest of the body is
 * read and dropped (up to the ceiling), so the browser gets the answer instead of a reset.
 * A body that is not well-formed multipart is a MultipartError.
 */
export async function readMultipartRequest(
  request: Request,
  requestFieldBytes: number,
): Promise<{ requestText: string; photos: ReceivedPhoto[] }> {
  let parser: busboy.Busboy;
  const contentType = request.headers.get("content-type") ?? "";
  const boundary = multipartBoundary(contentType);
  // busboy skips a part it cannot read without a word: this check names it instead.
  const partCheck = boundary ? new PartHeaderCheck(boundary) : undefined;
  let partsRead = 0;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: {
        fieldSize: requestFieldBytes,
        fields: 1,
        // One more than allowed, so the sixth file is seen (and named) rather than skipped.
        files: PHOTO_LIMITS.maxFiles + 1,
        fileSize: PHOTO_LIMITS.maxFileBytes,
        parts: PHOTO_LIMITS.maxFiles + 2,
        headerPairs: 20,
      },
    });
  } catch {
    throw new MultipartError("The form data has no boundary (Content-Type: multipart/form-data)");
  }

  const files: { position: number; name: string; chunks: Buffer[] }[] = [];
  let requestText: string | undefined;
  let failure: Error | undefined;
  let photoBytes = 0;
  const fail = (error: Error) => {
    failure ??= error;
  };

  parser.on("field", (name, value, info) => {
    partsRead += 1;
    if (name !== PHOTO_FIELDS.request || requestText !== undefined) {
      return fail(new MultipartError(`Unexpected form field "${name.slice(0, 40)}"`));
    }
    if (info.valueTruncated) return fail(new BodyTooLargeError(requestFieldBytes));
    requestText = value;
  });
  parser.on("fieldsLimit", () => fail(new MultipartError("Send one request field")));
  parser.on("partsLimit", () => fail(new PhotoRejection(413, photoMessages.tooMany())));
  parser.on("file", (name, stream, info) => {
    // A refusal cuts the parse short, which errors the file under way: that is expected.
    stream.on("error", () => undefined);
    partsRead += 1;
    const position = files.length + 1;
    const fileName = info.filename?.trim() || `photo ${position}`;
    const photo = { position, fileName };
    if (failure) return stream.resume();
    if (name !== PHOTO_FIELDS.photos) {
      fail(new MultipartError(`Unexpected file field "${(name ?? "").slice(0, 40)}"`));
      return stream.resume();
    }
    if (position > PHOTO_LIMITS.maxFiles) {
      fail(new PhotoRejection(413, photoMessages.tooMany(), photo));
      return stream.resume();
    }
    const chunks: Buffer[] = [];
    files.push({ position, name: fileName, chunks });
    stream.on("data", (chunk: Buffer) => {
      if (failure) return;
      photoBytes += chunk.byteLength;
      if (photoBytes > PHOTO_LIMITS.maxTotalBytes) {
        return fail(new PhotoRejection(413, photoMessages.totalTooLarge(), photo));
      }
      chunks.push(chunk);
    });
    stream.on("limit", () =>
      fail(new PhotoRejection(413, photoMessages.tooLarge(fileName), photo)),
    );
  });

  const parsed = new Promise<void>((resolve) => {
    parser.on("close", resolve);
    parser.on("error", (error) => {
      const detail = error instanceof Error ? ` (${error.message})` : "";
      fail(new MultipartError(`The form data could not be read${detail}`));
      resolve();
    });
  });

  const ceiling = multipartCeiling(requestFieldBytes);
  let received = 0;
  const reader = request.body?.getReader();
  if (!reader) throw new MultipartError("The request has no body");
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    // Nothing past the ceiling is parsed, but up to it is: a photo that crosses a limit inside
    // one big chunk is still named.
    const room = ceiling - received;
    received += value.byteLength;
    if (failure) {
      // Refused: the rest is read and dropped, not parsed.
      if (!parser.destroyed) parser.destroy();
    } else {
      const taken = value.byteLength > room ? value.subarray(0, room) : value;
      partCheck?.push(taken);
      if (partCheck?.firstUnusable !== undefined) fail(unreadablePart(partCheck.firstUnusable));
      parser.write(taken);
      // Let the parser's events run before the next chunk (a chain of reads that resolve at
      // once would hold them back), so each limit shows on the chunk that crosses it; this
      // also waits for the parser to drain.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    if (received > ceiling) {
      fail(new PhotoRejection(413, photoMessages.totalTooLarge()));
      await reader.cancel().catch(() => undefined);
      break;
    }
  }
  if (failure) {
    if (!parser.destroyed) parser.destroy();
    throw failure;
  }
  parser.end();
  await parsed;
  if (failure) throw failure;
  if (partCheck && partCheck.parts > partsRead) throw unreadablePart(partsRead + 1);
  if (requestText === undefined) {
    throw new MultipartError(`The form data has no "${PHOTO_FIELDS.request}" field`);
  }
  const photos = files.map(({ position, name, chunks }) => ({
    position,
    name,
    bytes: Buffer.concat(chunks),
  }));
  return { requestText, photos };
}

function unreadablePart(position: number): MultipartError {
  return new MultipartError(
    `Part ${position} of the form data could not be read (it has no Content-Disposition: form-data header); nothing was stored`,
  );
}
