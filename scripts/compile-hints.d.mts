/** Types of compile-hints.mjs (plain JavaScript, run by `npm run build`). */
export declare const COMPILE_HINT: string;
export declare function addCompileHints(dir: string): Promise<number>;
