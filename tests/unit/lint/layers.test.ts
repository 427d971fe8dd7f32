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

// The first lint parses the modules an import reaches (no-cycle walks them): slow on a busy machine.
const LINT_BUDGET_MS = 120_000;

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
    [
      "the lead store importing the runtime",
      "src/server/leads/upward.ts",
      'export { getServerRuntime } from "@/server/runtime";',
    ],
    [
      "the outbox importing the lead store",
      "src/server/outbox/upward.ts",
      'export { LeadStore } from "../leads/store";',
    ],
    [
      "a mail sender importing the outbox",
      "src/server/mail/upward.ts",
      'export { OutboxStore } from "@/server/outbox/store";',
    ],
    [
      "alerts importing mail (peers)",
      "src/server/alerts/sideways.ts",
      'export { composeLeadMails } from "../mail/compose";',
    ],
    [
      "the database importing a delivery contract",
      "src/server/db/upward.ts",
      'export { photosFitInMail } from "../delivery/message";',
    ],
  ])(
    "rejects %s",
    async (_, file, code) => {
      expect(await layerErrors(file, code)).toHaveLength(1);
    },
    LINT_BUDGET_MS,
  );

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
    [
      "the request handler importing the stores",
      "src/server/leads/downward.ts",
      'export { LeadStore } from "./store";\nexport { OutboxStore } from "../outbox/store";',
    ],
    [
      "the outbox importing mail and alerts",
      "src/server/outbox/downward.ts",
      'export { MAIL_CONCURRENCY } from "../mail/transport";\nexport { maskedUrl } from "../alerts/alert-url";',
    ],
  ])(
    "accepts %s",
    async (_, file, code) => {
      expect(await layerErrors(file, code)).toEqual([]);
    },
    LINT_BUDGET_MS,
  );
});

/**
 * import/no-cycle, on a module that is not in the tree: it imports a real module and is named by
 * the path that module's own import chain reaches, so the real ESLint sees a loop.
 */
describe("npm run lint refuses import cycles", () => {
  async function cycleErrors(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: file });
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === "import/no-cycle")
      .map((message) => message.message);
  }

  it(
    "rejects a module that imports a module importing it back",
    async () => {
      // src/shared/money.ts is imported by src/server/mail/compose.ts; here money.ts imports it back.
      const errors = await cycleErrors(
        "src/shared/money.ts",
        'export { composeLeadMails } from "@/server/mail/compose";\nexport const cents = 100;',
      );
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/Dependency cycle/);
    },
    LINT_BUDGET_MS,
  );

  it(
    "accepts the same import from a module nothing imports",
    async () => {
      expect(
        await cycleErrors(
          "src/shared/standalone.ts",
          'export { composeLeadMails } from "@/server/mail/compose";',
        ),
      ).toEqual([]);
    },
    LINT_BUDGET_MS,
  );
});
