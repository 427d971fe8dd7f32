import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/** The layer rule of eslint.config.mjs, run by the real ESLint on modules that are not in the tree. */
const eslint = new ESLint();

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "import/no-restricted-paths")
    .map((message) => message.message);
}

describe("npm run lint enforces the layers", () => {
  it.each([
    [
      "content importing a section",
      "src/content/upward.ts",
      'export { sectionRegistry } from "@/sections/registry";',
    ],
    [
      "a component importing a feature",
      "src/components/upward.tsx",
      'export { Calculator } from "@/features/calculator/Calculator";',
    ],
    [
      "a feature importing a section",
      "src/features/upward.ts",
      'export { SearchSection } from "@/sections/SearchSection";',
    ],
    [
      "a shared module importing content",
      "src/shared/upward.ts",
      'export { pathFor } from "@/content/paths";',
    ],
    [
      "a client feature importing the server",
      "src/features/upward.ts",
      'export { getServerRuntime } from "@/server/runtime";',
    ],
    [
      "a section importing the server",
      "src/sections/upward.tsx",
      'export { getServerRuntime } from "@/server/runtime";',
    ],
    [
      "the server importing a feature",
      "src/server/upward.ts",
      'export { Calculator } from "@/features/calculator/Calculator";',
    ],
  ])("rejects %s", async (_, file, code) => {
    expect(await layerErrors(file, code)).toHaveLength(1);
  });

  it.each([
    [
      "a section importing a feature",
      "src/sections/downward.tsx",
      'export { Calculator } from "@/features/calculator/Calculator";',
    ],
    [
      "the server importing shared and content",
      "src/server/downward.ts",
      'export { formatCad } from "@/shared/money";\nexport { pathFor } from "@/content/paths";',
    ],
    [
      "a route importing the server",
      "src/app/downward.ts",
      'export { getServerRuntime } from "@/server/runtime";',
    ],
  ])("accepts %s", async (_, file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});
