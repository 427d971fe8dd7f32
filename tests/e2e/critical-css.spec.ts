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

/** Every element of the first screen: where it is and how it looks. */
async function firstScreen(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("body *")].flatMap((element) => {
      const box = element.getBoundingClientRect();
      if (box.top >= window.innerHeight || box.bottom <= 0 || box.width === 0) return [];
      const style = getComputedStyle(element);
      // Only the part on the first screen: a tall element's end is below it.
      const top = Math.max(box.top, 0);
      const bottom = Math.min(box.bottom, window.innerHeight);
      return [
        [
          element.tagName,
          [box.x, top, box.width, bottom - top].map(Math.round).join(","),
          style.display,
          style.fontSize,
          style.fontWeight,
          style.color,
          style.backgroundColor,
        ].join(" "),
      ];
    }),
  );
}

for (const path of PAGES) {
  test(`${path}: the stylesheet is not in <head>, and the first screen is styled without it`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain('rel="stylesheet"');
    expect(head).toMatch(/<style>[\s\S]{1000,}<\/style>/);
    expect(html.slice(html.indexOf("</main>"))).toContain('rel="stylesheet"');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const styled = await firstScreen(page);
    expect(styled.length).toBeGreaterThan(10);

    const bare = await page.context().newPage();
    await bare.setViewportSize({ width: 390, height: 844 });
    await bare.route("**/*.css", (route) => route.abort());
    await bare.goto(path);
    expect(await firstScreen(bare)).toEqual(styled);
  });
}
