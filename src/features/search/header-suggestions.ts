import { loadIndex } from "./index-loader";
import { topSuggestions, type PageSuggestion } from "./suggest";

/**
 * The header box's suggestions. The header imports this module on the first keystroke, so the
 * engine and the index stay out of every page's first scripts (a lazy chunk).
 */
export async function suggestPages(query: string): Promise<PageSuggestion[]> {
  return topSuggestions(await loadIndex(), query);
}
