import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { SAFETY_PAPERS_LABEL } from "../../src/shared/lead/constants";
import { content } from "../content-index";

const { safety } = content.site;

test.describe("the safety and insurance page", () => {
  test("shows the WSIB account, the insurance and the safety programme from site.yaml; axe passes", async ({
    page,
  }) => {
    await page.goto("/safety-and-insurance");
    await expect(
      page.getByRole("heading", { level: 1, name: "Safety and insurance" }),
    ).toBeVisible();
    await expect(page.getByText(safety.wsib.accountNumber)).toBeVisible();
    await expect(page.getByText(safety.insurance.insurer)).toBeVisible();
    await expect(page.getByText(safety.insurance.limit)).toBeVisible();
    for (const item of safety.programme)
      await expect(page.getByText(item.title, { exact: true })).toBeVisible();
    // No certificate file is shipped, so no download link is offered.
    await expect(page.getByRole("link", { name: /Download our/ })).toHaveCount(0);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual(
      [],
    );
  });

  test("the footer links to it and the contact form offers the papers as a request type", async ({
    page,
  }) => {
    await page.goto("/contact");
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "Safety and insurance" }),
    ).toHaveAttribute("href", "/safety-and-insurance");
    await expect(page.getByRole("checkbox", { name: SAFETY_PAPERS_LABEL })).toBeVisible();
  });
});
