import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ContactForm } from "@/features/contact/ContactForm";
import { loadContent } from "@/content/load";
import { pathFor } from "@/content/paths";
import { PRIVACY_SLUG } from "@/features/contact/PrivacyNote";

afterEach(cleanup);

describe("the privacy line beside the submit button", () => {
  it.each(["contact", "hero", "equipment"] as const)(
    "the %s form links the privacy page right after its submit button",
    (kind) => {
      render(<ContactForm kind={kind} page="contact" />);
      const form = screen.getByRole("form");
      const submit = within(form).getByRole("button", { name: /send|get|request|quote/i });
      const line = submit.nextElementSibling as HTMLElement;
      expect(line.textContent).toMatch(/We use your details only to answer this request/);
      const link = within(line).getByRole("link", { name: "How we handle them" });
      expect(link.getAttribute("href")).toBe(pathFor(PRIVACY_SLUG));
    },
  );

  it("the page it links exists", () => {
    expect(loadContent().pages.map((page) => page.slug)).toContain(PRIVACY_SLUG);
  });
});
