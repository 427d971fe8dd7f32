/** Types of inline-hashes.mjs (plain JavaScript, run by scripts/serve.mjs). */

export interface InlineHashes {
  /** "sha256-..." of each inline script the browser would run, once each, in document order. */
  scriptHashes: string[];
  /** "sha256-..." of each inline <style> element. */
  styleHashes: string[];
}

export declare function sourceHash(text: string): string;
export declare function inlineHashes(html: string): InlineHashes;
export declare function altchaStyleHash(moduleFile?: string): string | null;
