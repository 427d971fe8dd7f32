/** Types of prerendered-pages.mjs (plain JavaScript, run by the build steps). */
export function rewritePrerenderedPages(transform: (html: string) => string | undefined): number;
export function afterPaintChunks(html: string): string[];
