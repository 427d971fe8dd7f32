import { describe, expect, it } from "vitest";
import { isMalformedPath } from "@/server/http/malformed-url.mjs";

describe("isMalformedPath", () => {
  it.each([
    ["/%ff", true],
    ["/%zz", true],
    ["/services/%e2%82", true],
    ["/", false],
    ["/services/wall-sawing", false],
    ["/search?q=%ff", false],
    ["/caf%C3%A9", false],
    [undefined, false],
  ])("%s -> %s", (target, malformed) => {
    expect(isMalformedPath(target)).toBe(malformed);
  });
});
