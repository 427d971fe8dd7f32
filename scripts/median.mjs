/**
 * The median the benchmarks report: the middle figure (the upper one of an even count) of those
 * that are numbers. A run that gave no figure (NaN, as when Lighthouse cannot finish an audit)
 * is left out; with none left, NaN.
 *
 * @param {number[]} values
 * @returns {number}
 */
export function median(values) {
  const finite = values.filter(Number.isFinite).sort((a, b) => a - b);
  return finite.length === 0 ? NaN : finite[Math.floor(finite.length / 2)];
}
