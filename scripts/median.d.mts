/** Types of median.mjs (plain JavaScript, shared by the benchmarks). */
export function median(values: number[]): number;
