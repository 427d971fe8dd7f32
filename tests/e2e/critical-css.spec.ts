import { expect, test, type Page } from "@playwright/test";

/**
 * Issue 26: each prerendered page carries the CSS it uses in its own HTML, and the stylesheet
 * moves to the end of <body> (scripts/inline-critical-css.mjs), so the first paint needs no
 * second request. With the stylesheet refused, the first screen looks exactly as with it.
 */
const PAGES = [
  "/",
  "/contact",
  "/equipment/dst10-cawallsaw",
  "/project-history/cutting/project1",
  "/blog/general/is-the-quote-free",
];

/** Computed styles that show whether the design applies: the header, the heading, the hero. */
async function looks(page: Page) {
  return page.evaluate(() => {
    const pick = (selector: string) => {
      const element = document.querySelector(selector);
      if (!element) return null;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return {
        display: style.display,
        font: `${style.fontSize} ${style.fontWeight} ${style.fontFamily}`,
        colour: style.color,
        background: style.backgroundColor,
        padding: style.padding,
        box: [Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height)],
      };
    };
    return {
      header: pick("header"),
      h1: pick("h1"),
      firstSection: pick("main section"),
      mainNav: pick("nav"),
    };
  });
}

for (const path of PAGES) {
  test(`${path}: the stylesheet is not in <head>, and the first screen is styled without it`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain('rel="stylesheet"');
    expect(head).toMatch(/<style>[^<]{1000,}<\/style>/);
    expect(html.slice(html.indexOf("</main>"))).toContain('rel="stylesheet"');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const styled = await looks(page);
    expect(styled.h1).not.toBeNull();

    const bare = await page.context().newPage();
    await bare.setViewportSize({ width: 390, height: 844 });
    await bare.route("**/*.css", (route) => route.abort());
    await bare.goto(path);
    expect(await looks(bare)).toEqual(styled);
  });
}
