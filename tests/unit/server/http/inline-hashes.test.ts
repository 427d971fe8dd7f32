import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { altchaStyleHash, inlineHashes, sourceHash } from "@/server/http/inline-hashes.mjs";

/** The hash as the CSP specification defines it, written out independently of the module. */
const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("sourceHash", () => {
  it("is SHA-256 of the UTF-8 text, base64, prefixed with the algorithm", () => {
    expect(sourceHash("alert(1)")).toBe("sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=");
    expect(sourceHash("é")).toBe(sha256("é"));
  });

  it("hashes CRLF and CR as LF, as the HTML parser gives them to the browser", () => {
    expect(sourceHash("a\r\nb\rc")).toBe(sha256("a\nb\nc"));
  });
});

describe("inlineHashes", () => {
  it.each<[string, string, string[]]>([
    [
      "a plain inline script",
      "<script>self.__next_f.push([1])</script>",
      ["self.__next_f.push([1])"],
    ],
    ["an id and other attributes", `<script id="_R_" async>boot()</script>`, ["boot()"]],
    [
      "a module and a JavaScript MIME type",
      `<script type="module">a</script><script type='text/javascript'>b</script>`,
      ["a", "b"],
    ],
    [
      "upper-case tags and an end tag with a space",
      "<SCRIPT>x()</SCRIPT ><script>y()</script\n>",
      ["x()", "y()"],
    ],
    ["an empty inline script", "<script></script>", [""]],
    ["a '>' inside a quoted attribute", `<script data-x="a>b">z()</script>`, ["z()"]],
    ["the same script twice (listed once)", "<script>a</script><script>a</script>", ["a"]],
    [
      "text up to the first end tag, as the parser ends it",
      `<script>"</scr"+"ipt>"</script>`,
      [`"</scr"+"ipt>"`],
    ],
  ])("hashes %s", (_title, html, texts) => {
    expect(inlineHashes(html).scriptHashes).toEqual(texts.map(sha256));
  });

  it.each<[string, string]>([
    ["a script with a src", `<script src="/_next/static/chunks/a.js" async=""></script>`],
    ["a src without quotes and a nomodule", `<script src=/a.js noModule></script>`],
    ["JSON-LD (data, never run)", `<script type="application/ld+json">{"@type":"Thing"}</script>`],
    ["a JSON data block", `<script type="application/json">{}</script>`],
    [
      "a script-like word in text",
      `<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><scripture>x</scripture>`,
    ],
  ])("skips %s", (_title, html) => {
    expect(inlineHashes(html).scriptHashes).toEqual([]);
  });

  it("does not mistake data-src for src", () => {
    expect(inlineHashes(`<script data-src="/a.js">run()</script>`).scriptHashes).toEqual([
      sha256("run()"),
    ]);
  });

  it("hashes inline <style> elements, not stylesheets or style attributes", () => {
    const html = `<link rel="stylesheet" href="/a.css"><style>:root{--x:1}</style><p style="margin:0"></p><style media="print">p{}</style>`;
    expect(inlineHashes(html)).toEqual({
      scriptHashes: [],
      styleHashes: [sha256(":root{--x:1}"), sha256("p{}")],
    });
  });

  it("finds every inline script of a page as Next.js writes it", () => {
    const html = [
      '<!DOCTYPE html><html lang="en-CA"><head>',
      '<script src="/_next/static/chunks/x.js" async=""></script>',
      "</head><body><main>Text</main>",
      '<script id="_R_">self.__next_r="abc"</script>',
      "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
      '<script>self.__next_f.push([1,"0:{\\"P\\":null}\\n"])</script>',
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
      "</body></html>",
    ].join("");
    expect(inlineHashes(html).scriptHashes).toHaveLength(3);
  });
});

describe("altchaStyleHash", () => {
  it("is the hash of the style text the installed ALTCHA widget injects", () => {
    const hash = altchaStyleHash();
    expect(hash).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/);
    expect(altchaStyleHash(path.resolve("node_modules/altcha/dist/main/altcha.js"))).toBe(hash);
  });

  it("reads the string constant, escapes included, and nothing else", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "altcha-"));
    const file = path.join(dir, "altcha.js");
    fs.writeFileSync(
      file,
      `let x = 1;\nconst css = ':root {\\n  --a: "b";\\n}\\n\\'q\\'';\ninjectCss(css);\n`,
    );
    expect(altchaStyleHash(file)).toBe(sha256(`:root {\n  --a: "b";\n}\n'q'`));
    fs.writeFileSync(file, "const css = `:root{}`;\n");
    expect(altchaStyleHash(file)).toBeNull();
    fs.writeFileSync(file, "const css = 'a' + process.exit(1);\n");
    expect(altchaStyleHash(file)).toBeNull();
    expect(altchaStyleHash(path.join(dir, "missing.js"))).toBeNull();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
