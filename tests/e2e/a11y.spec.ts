import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { onePagePerKind } from "../content-index";

const extra = [
  "/how-we-work",
  "/contact",
  "/privacy",
  "/blog",
  "/blog/cutting-methods",
  "/no-such-page",
];

for (const [kind, path] of [...onePagePerKind(), ...extra.map((p) => [p, p] as const)]) {
  for (const width of [375, 1280]) {
    test(`axe: ${kind} (${path}) at ${width} px has no violation`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
        ),
      ).toEqual([]);
    });
  }
}
