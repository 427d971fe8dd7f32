/**
 * Words, as the search rules define them (spec section 5): every character that is not a
 * letter or a digit separates words. Combining marks count as part of the letter they follow,
 * so a word in decomposed form is not cut in two.
 */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** A word of a text and where it sits in that text (end is exclusive). */
export interface Token {
  word: string;
  start: number;
  end: number;
}

export function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    tokens.push({ word: match[0], start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

/** The words of a text, in order, as written. */
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** The query's words: lowercased, split on every non-letter, non-digit, each kept once. */
export function queryWords(query: string): string[] {
  return [...new Set(words(query.normalize("NFC").toLowerCase()))];
}
