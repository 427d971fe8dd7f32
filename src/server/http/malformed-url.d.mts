/** Types of malformed-url.mjs (plain JavaScript, run by scripts/serve.mjs). */
export declare function isMalformedPath(target: string | undefined): boolean;
