import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";

/** The shared UI: service-cards carousel, FAQ accordion, project lightbox, no sideways overflow. */

const carousel = (page: Page) => page.locator('#services [aria-roledescription="carousel"]');
const track = (page: Page) => page.locator("#services-track");

/** Slides whose box lies inside the track's box (1 px tolerance for sub-pixel layout). */
async function wholeSlides(page: Page): Promise<number> {
  return track(page).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return [...element.children].filter((slide) => {
      const r = slide.getBoundingClientRect();
      return r.left >= box.left - 1 && r.right <= box.right + 1;
    }).length;
  });
}

test.describe("service-cards carousel on home", () => {
  for (const [width, visible] of [
    [375, 1],
    [800, 2],
    [1100, 3],
    [1300, 4],
  ] as const) {
    test(`shows ${visible} whole slide(s) at ${width} px, 10 px apart`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      await track(page).scrollIntoViewIfNeeded();
      expect(await wholeSlides(page)).toBe(visible);
      const gap = await track(page).evaluate((element) => {
        const [a, b] = [...element.children].map((slide) => slide.getBoundingClientRect());
        return b!.left - a!.right;
      });
      expect(gap).toBeCloseTo(10, 0);
    });
  }

  test("is a named region with slides labelled n of N", async ({ page }) => {
    await page.goto("/");
    await expect(carousel(page)).toBeVisible();
    await expect(carousel(page)).toHaveRole("region");
    await expect(carousel(page)).toHaveAccessibleName("Our concrete cutting services");
    const slides = track(page).locator(":scope > li");
    const count = await slides.count();
    expect(count).toBeGreaterThan(1);
    for (let n = 0; n < count; n++) {
      await expect(slides.nth(n)).toHaveAttribute("aria-label", `${n + 1} of ${count}`);
    }
  });

  test("the Next button scrolls by one slide", async ({ page }) => {
    await page.setViewportSize({ width: 1300, height: 900 });
    await page.goto("/");
    const step = await track(page).evaluate((element) => {
      const [a, b] = [...element.children].map((slide) => slide.getBoundingClientRect());
      return b!.left - a!.left;
    });
    expect(await track(page).evaluate((element) => element.scrollLeft)).toBe(0);
    await carousel(page).getByRole("button", { name: /^Next/ }).click();
    await expect
      .poll(async () =>
        Math.abs((await track(page).evaluate((element) => element.scrollLeft)) - step),
      )
      .toBeLessThanOrEqual(1);
    await carousel(page)
      .getByRole("button", { name: /^Previous/ })
      .click();
    await expect.poll(() => track(page).evaluate((element) => element.scrollLeft)).toBe(0);
  });

  test("the track is focusable and ArrowRight scrolls it", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    expect(await track(page).evaluate((element) => element.tabIndex)).toBe(0);
    await track(page).focus();
    await expect(track(page)).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect
      .poll(() => track(page).evaluate((element) => element.scrollLeft))
      .toBeGreaterThan(0);
  });
});

test.describe("FAQ accordion on home", () => {
  test("a summary toggles with Enter and Space and shows a focus ring from the keyboard", async ({
    page,
  }) => {
    await page.goto("/");
    const summaries = page.locator("#faq summary");
    expect(await summaries.count()).toBeGreaterThan(1);
    // Reach the second question with Tab, as a keyboard user would.
    await summaries.first().focus();
    await page.keyboard.press("Tab");
    const summary = summaries.nth(1);
    await expect(summary).toBeFocused();
    const outline = await summary.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).not.toBe("none");
    expect(outline.width).toBeGreaterThan(0);

    const details = page.locator("#faq details").nth(1);
    await expect(details).not.toHaveAttribute("open");
    await page.keyboard.press("Enter");
    await expect(details).toHaveAttribute("open");
    await page.keyboard.press("Enter");
    await expect(details).not.toHaveAttribute("open");
    await page.keyboard.press("Space");
    await expect(details).toHaveAttribute("open");
    await page.keyboard.press("Space");
    await expect(details).not.toHaveAttribute("open");
  });
});

test.describe("project photo lightbox", () => {
  const path = "/project-history/cutting/project1";
  const photoLink = (page: Page, n: number) => page.locator(`a[data-lightbox-index="${n}"]`);
  const dialog = (page: Page) => page.getByRole("dialog");
  const caption = (lightbox: Locator) => lightbox.locator("figcaption");

  test("photos are plain links to the image file until opened", async ({ page }) => {
    await page.goto(path);
    await expect(photoLink(page, 0)).toHaveAttribute("href", /\.(svg|jpe?g|png|webp|avif)$/);
    await expect(photoLink(page, 1)).toHaveAttribute("href", /\.(svg|jpe?g|png|webp|avif)$/);
    await expect(page.locator('dialog[aria-label$="illustrations"]')).toHaveCount(0);
  });

  test("loads its code on the first click, opens, steps with arrows and buttons, closes on Escape", async ({
    page,
  }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    const opener = photoLink(page, 0);
    await expect(opener).toHaveAttribute("aria-haspopup", "dialog");
    await opener.click();

    const lightbox = dialog(page);
    await expect(lightbox).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    await expect(lightbox).toHaveAccessibleName(/illustrations$/);
    await expect(caption(lightbox)).toHaveText("Before, illustration 1 of 2");
    await expect(lightbox.getByRole("button", { name: "Close" })).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`${path}$`));

    await page.keyboard.press("ArrowRight");
    await expect(caption(lightbox)).toHaveText("After, illustration 2 of 2");
    await expect(lightbox.getByRole("img")).toHaveAttribute("alt", /after the work/);
    await page.keyboard.press("ArrowLeft");
    await expect(caption(lightbox)).toHaveText("Before, illustration 1 of 2");
    await lightbox.getByRole("button", { name: "Previous photo" }).click();
    await expect(caption(lightbox)).toHaveText("After, illustration 2 of 2");
    await lightbox.getByRole("button", { name: "Next photo" }).click();
    await expect(caption(lightbox)).toHaveText("Before, illustration 1 of 2");

    await page.keyboard.press("Escape");
    await expect(lightbox).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("opens with Enter on the focused photo; Close returns focus to it", async ({ page }) => {
    await page.goto(path);
    const opener = photoLink(page, 1);
    await expect(opener).toHaveAttribute("aria-haspopup", "dialog");
    await opener.focus();
    await page.keyboard.press("Enter");
    const lightbox = dialog(page);
    await expect(lightbox).toBeVisible();
    await expect(caption(lightbox)).toHaveText("After, illustration 2 of 2");
    await page.keyboard.press("Enter"); // on the focused Close button
    await expect(lightbox).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });

  test("has no axe violation while open", async ({ page }) => {
    await page.goto(path);
    await photoLink(page, 0).click();
    await expect(dialog(page)).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      ),
    ).toEqual([]);
  });

  test.describe("on a touch screen", () => {
    test.use({ hasTouch: true, viewport: { width: 375, height: 740 } });

    test("a swipe left shows the next photo, a swipe right the previous one", async ({ page }) => {
      await page.goto(path);
      await photoLink(page, 0).tap();
      const lightbox = dialog(page);
      await expect(lightbox).toBeVisible();
      await expect(caption(lightbox)).toHaveText("Before, illustration 1 of 2");

      const box = (await lightbox.getByRole("img").boundingBox())!;
      const y = box.y + box.height / 2;
      const cdp = await page.context().newCDPSession(page);
      const swipe = async (from: number, to: number) => {
        await cdp.send("Input.dispatchTouchEvent", {
          type: "touchStart",
          touchPoints: [{ x: from, y }],
        });
        for (let step = 1; step <= 5; step++) {
          const x = from + ((to - from) * step) / 5;
          await cdp.send("Input.dispatchTouchEvent", {
            type: "touchMove",
            touchPoints: [{ x, y }],
          });
        }
        await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      };
      await swipe(300, 80);
      await expect(caption(lightbox)).toHaveText("After, illustration 2 of 2");
      await swipe(80, 300);
      await expect(caption(lightbox)).toHaveText("Before, illustration 1 of 2");
    });
  });
});

test.describe("no horizontal overflow at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const path of [
    "/",
    "/services/coring",
    "/equipment/dst10-cawallsaw",
    "/project-history/cutting/project1",
    "/team",
    "/service-area",
  ]) {
    test(path, async ({ page }) => {
      await page.goto(path);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    });
  }
});
