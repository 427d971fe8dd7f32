/** The privacy page says what the pipeline really does with a request (issue 25). */
import { describe, expect, it } from "vitest";
import { loadContent } from "@/content/load";
import { mailingAddress } from "@/content/site";
import { describeRetention } from "@/server/retention/duration";
import { parseConfig } from "@/server/env";

const content = loadContent();
const page = content.pages.find((candidate) => candidate.slug === "privacy")!;
const text = JSON.stringify(page.sections).replace(/\\n/g, " ").replace(/\s+/g, " ");

describe("the privacy page", () => {
  it("is linked from the footer", () => {
    const links = content.site.navigation.footer.flatMap((group) => group.links);
    expect(links.map((link) => link.url)).toContain("/privacy");
  });

  it.each([
    [
      "name, e-mail, phone and message",
      /your name, e-mail address, phone number, the service you chose and your message/,
    ],
    ["photos without their metadata", /removes its metadata/],
    ["the page and campaign", /the page you sent it from.*campaign tags/],
    ["the address used for rate limiting", /internet address.*counts requests per address/],
    [
      "the address stored with the request, and why",
      /address your request came from is stored with your request.*abuse.*deleted together with your request/,
    ],
    [
      "that the address goes with the request's purge",
      /removes everything older, together with the internet address/,
    ],
    ["the mail provider", /e-mail provider/],
    [
      "the SMS provider when configured",
      /text-message provider,\*\* when we have text alerts turned on/,
    ],
    ["how to ask for a copy or deletion", /for a copy of the details.*to delete your request/],
    [
      "PIPEDA's principles, and whom to complain to",
      /PIPEDA.*Office of the Privacy Commissioner of Canada/,
    ],
  ])("says %s", (_what, pattern) => {
    expect(text).toMatch(pattern);
  });

  it("gives the retention period the server purges by, by default", () => {
    const { leadRetention } = parseConfig({});
    expect(text).toContain(`deleted automatically ${describeRetention(leadRetention)} after`);
  });

  it("names the contact from site.yaml, with the mailing address", () => {
    const { site } = content;
    for (const value of [site.name, site.email, site.phone, mailingAddress(site)]) {
      expect(text).toContain(value);
    }
  });
});
