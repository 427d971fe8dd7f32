import "server-only";

/** A stored photo without its bytes: what exports, mails and the admin list show. */
export interface PhotoSummary {
  position: number;
  fileName: string;
  contentType: string;
  width: number;
  height: number;
  size: number;
}

export function photoSummary(photo: PhotoSummary): PhotoSummary {
  const { position, fileName, contentType, width, height, size } = photo;
  return { position, fileName, contentType, width, height, size };
}
