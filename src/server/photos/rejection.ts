import "server-only";
import type { PhotoError } from "@/shared/lead/photos";
import { jsonError } from "../http/request";

/**
 * A photo the server refuses: the status (413 too many or too large, 415 not an image,
 * 400 unreadable) and the body the browser shows, naming the photo (1-based) and its file.
 */
export class PhotoRejection extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
    readonly photo?: { position: number; fileName: string },
  ) {
    super(message);
    this.name = "PhotoRejection";
  }

  get body(): PhotoError {
    return {
      error: this.message,
      field: "photos",
      ...(this.photo ? { photo: this.photo.position, fileName: this.photo.fileName } : {}),
    };
  }

  toResponse(): Response {
    const { error, ...rest } = this.body;
    return jsonError(this.status, error, { body: rest });
  }
}

/** The multipart body itself is broken or not what the contract says (400). */
export class MultipartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MultipartError";
  }
}
