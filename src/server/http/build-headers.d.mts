/** Types of build-headers.mjs (plain JavaScript, run by scripts/serve.mjs). */
export declare function everyAnswerHeaders(buildDir?: string): { key: string; value: string }[];
