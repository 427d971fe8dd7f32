import { describe, expect, it } from "vitest";
import { earlyScript } from "../../../src/components/island/early-events.mjs";
import { afterPaintChunks } from "../../../scripts/prerendered-pages.mjs";

describe("afterPaintChunks", () => {
  it("reads the chunks of the page's inline script, not a <script src> such as the polyfills", () => {
    const chunks = ["/_next/static/chunks/a1.js", "/_next/static/chunks/turbopack-b2.js"];
    const html = [
      `<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>${earlyScript(chunks)}</script>`,
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>',
      '<body><script>self.__next_f.push([1,"\\"/_next/static/chunks/body.js\\""])</script></body></html>',
    ].join("");
    expect(afterPaintChunks(html)).toEqual(chunks);
  });

  it("finds none on a page that loads its chunks by tag", () => {
    const html =
      '<html><head><script src="/_next/static/chunks/a1.js" async=""></script></head></html>';
    expect(afterPaintChunks(html)).toEqual([]);
  });
});
