import { renderToStaticMarkup } from "react-dom/server";
import { Phone as PhoneNode } from "lucide";
import { describe, expect, it } from "vitest";
import { Phone, Search } from "@/components/ui/icons";

/** The icons are plain SVG from lucide's icon nodes, drawn with lucide-react's defaults (issue 26). */
describe("icons", () => {
  it("draw lucide's paths in a 24-unit stroked SVG with lucide's classes", () => {
    const html = renderToStaticMarkup(<Phone className="size-6" />);
    expect(html).toMatch(/^<svg [^>]*viewBox="0 0 24 24"/);
    expect(html).toContain('stroke="currentColor"');
    expect(html).toContain('stroke-width="2"');
    expect(html).toContain('class="lucide lucide-phone size-6"');
    const [, attributes] = PhoneNode[0]!;
    expect(html).toContain(`d="${attributes.d}"`);
  });

  it("are hidden from assistive technology unless something names them", () => {
    expect(renderToStaticMarkup(<Search />)).toContain('aria-hidden="true"');
    const named = renderToStaticMarkup(<Search aria-label="Search" role="img" />);
    expect(named).not.toContain("aria-hidden");
    expect(named).toContain('aria-label="Search"');
  });
});
