/** Types of precompress.mjs (plain JavaScript, run by `npm run build`). */
export declare function precompress(
  dir: string,
): Promise<{ files: number; before: number; after: number }>;
