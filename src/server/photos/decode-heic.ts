import "server-only";
import { Worker } from "node:worker_threads";

/** Raw RGBA pixels of a decoded HEIC image. */
export interface DecodedPixels {
  width: number;
  height: number;
  data: Uint8Array;
}

/** A HEIC image that takes longer than this to decode is given up on. */
const DECODE_TIMEOUT_MS = 30_000;

/*
 * sharp's prebuilt libvips reads HEIF with AV1 inside (AVIF) but not with HEVC inside, which is
 * what phones write, so HEIC is decoded by heic-decode (libheif compiled to WebAssembly). Its
 * decode is synchronous and takes about a second for a 12-megapixel photo, so it runs in a
 * worker thread, one per image, and the server keeps answering meanwhile. The worker is plain
 * CommonJS given as a string: it requires heic-decode from the installed packages at run time,
 * so no bundler has to know about it.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const decode = require("heic-decode");
(async () => {
  const images = await decode.all({ buffer: workerData.bytes });
  try {
    const primary = images[0];
    if (primary.width * primary.height > workerData.maxPixels) {
      throw new Error("the image has more pixels than allowed");
    }
    const { width, height, data } = await primary.decode();
    parentPort.postMessage({ width, height, data }, [data.buffer]);
  } finally {
    images.dispose();
  }
})().catch((error) => parentPort.postMessage({ error: String((error && error.message) || error) }));
`;

/** Decodes the primary image of a HEIC/HEIF file; rejects when it cannot (or has too many pixels). */
export function decodeHeic(bytes: Buffer, maxPixels: number): Promise<DecodedPixels> {
  // A copy of its own: the worker takes the buffer over (Node pools small Buffers).
  const copy = new Uint8Array(bytes);
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { bytes: copy, maxPixels },
    transferList: [copy.buffer],
  });
  return new Promise<DecodedPixels>((resolve, reject) => {
    const settle = (error: Error | undefined, pixels?: DecodedPixels) => {
      clearTimeout(timer);
      void worker.terminate();
      if (pixels) resolve(pixels);
      else reject(error ?? new Error("HEIC decoding gave no image"));
    };
    const timer = setTimeout(() => settle(new Error("HEIC decoding timed out")), DECODE_TIMEOUT_MS);
    worker.once("message", (message: Partial<DecodedPixels> & { error?: string }) => {
      const { width, height, data } = message;
      if (message.error || !data || !width || !height) settle(new Error(message.error));
      else settle(undefined, { width, height, data });
    });
    worker.once("error", (error) => settle(error));
    worker.once("exit", (code) => settle(new Error(`HEIC decoder stopped (exit code ${code})`)));
  });
}
