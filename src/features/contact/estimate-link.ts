import { ESTIMATE_NUMBER } from "@/shared/estimate/number";

/**
 * The PDF estimate's number when the visitor came from its link (/contact?estimate=EST-...):
 * the quote request carries it so the owner's mail links the estimate (issue 29).
 */
export function estimateFromUrl(search: string = window.location.search): string | undefined {
  const value = new URLSearchParams(search).get("estimate")?.trim() ?? "";
  return ESTIMATE_NUMBER.test(value) ? value : undefined;
}
