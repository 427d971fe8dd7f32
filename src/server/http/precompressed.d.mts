/** Types of precompressed.mjs (plain JavaScript, run by scripts/serve.mjs and the build). */
import type { IncomingMessage, ServerResponse } from "node:http";

export declare const PRECOMPRESSED_TYPES: Readonly<Record<string, string>>;
export declare function precompressedStatic(
  staticDir: string,
): (req: IncomingMessage, res: ServerResponse) => boolean;
