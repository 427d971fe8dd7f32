import { expect, test } from "@playwright/test";

/** Issue 24: the editor's page at /admin, as the production server serves it. */
test("/admin is the self-hosted editor under its own policy, never indexed", async ({
  page,
  request,
}) => {
  const admin = await request.get("/admin");
  expect(admin.status()).toBe(200);
  expect(admin.headers()["x-robots-tag"]).toContain("noindex");
  expect(await admin.text()).toContain('<meta name="robots" content="noindex, nofollow">');
  const adminPolicy = admin.headers()["content-security-policy"]!;
  expect(adminPolicy).toContain("'unsafe-eval'");
  expect(adminPolicy).toContain("frame-ancestors 'none'");

  // The public pages keep their policy: no eval, no inline scripts beyond their hashes.
  const home = await request.get("/");
  const publicPolicy = home.headers()["content-security-policy"]!;
  expect(publicPolicy).not.toContain("unsafe-eval");
  expect(publicPolicy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(home.headers()["x-robots-tag"]).toBeUndefined();

  const outside: string[] = [];
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.route("**/*", (route) => {
    const host = new URL(route.request().url()).hostname;
    if (host === "127.0.0.1" || host === "localhost") return route.continue();
    outside.push(route.request().url());
    return route.abort();
  });
  await page.goto("/admin");
  // Decap's sign-in screen: the editor's bundle loaded and ran under the policy.
  await expect(page.getByRole("button", { name: /Login/ })).toBeVisible({ timeout: 30_000 });
  expect(refused).toEqual([]);
  expect(outside).toEqual([]);
});

test("/admin is in neither the sitemap nor the search index", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("<loc>");
  expect(sitemap).not.toContain("/admin");
  const index = await (await request.get("/search-index.json")).text();
  expect(index.length).toBeGreaterThan(100);
  expect(index).not.toContain("/admin");
});
