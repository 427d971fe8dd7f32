import { describe, expect, it } from "vitest";
import { estimateFromUrl } from "@/features/contact/estimate-link";

describe("estimateFromUrl", () => {
  it.each([
    ["?estimate=EST-2026-00042", "EST-2026-00042"],
    ["?utm_source=x&estimate=EST-2027-123456", "EST-2027-123456"],
    ["", undefined],
    ["?estimate=", undefined],
    ["?estimate=EST-26-42", undefined],
    ["?estimate=<script>", undefined],
  ])("%s -> %s", (search, expected) => {
    expect(estimateFromUrl(search)).toBe(expected);
  });
});
