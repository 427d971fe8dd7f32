import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT } from "../../../scripts/compile-hints.mjs";

/** The build step that asks Chrome to compile each script chunk as it streams in (issue 26). */
describe("addCompileHints", () => {
  let dir: string;
  const read = (name: string) => fs.readFileSync(path.join(dir, name), "utf8");

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
    fs.mkdirSync(path.join(dir, "nested"));
    fs.writeFileSync(path.join(dir, "a.js"), "(globalThis.TURBOPACK||[]).push([1]);\n");
    fs.writeFileSync(path.join(dir, "nested", "b.js"), "self.b=1");
    fs.writeFileSync(path.join(dir, "c.css"), ".c{color:red}");
    fs.writeFileSync(path.join(dir, "a.js.gz"), "not a script");
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("puts V8's hint on the first line of every script, nested ones too, and keeps the code", async () => {
    expect(await addCompileHints(dir)).toBe(2);
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
    expect(read("a.js")).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push([1]);\n`);
    expect(read("nested/b.js")).toBe(`${COMPILE_HINT}self.b=1`);
  });

  it("leaves stylesheets and other files alone", async () => {
    await addCompileHints(dir);
    expect(read("c.css")).toBe(".c{color:red}");
    expect(read("a.js.gz")).toBe("not a script");
  });

  it("changes nothing when run again over its own output", async () => {
    await addCompileHints(dir);
    expect(await addCompileHints(dir)).toBe(0);
    expect(read("nested/b.js")).toBe(`${COMPILE_HINT}self.b=1`);
  });
});
