/** Types of secure-response.mjs (plain JavaScript, run by scripts/serve.mjs). */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { InlineHashes } from "./inline-hashes.mjs";

export declare function securityResponder(options: {
  headers: readonly (readonly [string, string])[];
  policy: (hashes: InlineHashes) => string;
  onError?: (error: unknown) => void;
  /** How many pages' hashes to keep (by path and ETag); 500 by default. */
  remember?: number;
}): (req: IncomingMessage, res: ServerResponse) => void;
/** The policy of every SVG answer: nothing may load or run in one. */
export declare const SVG_POLICY: string;
