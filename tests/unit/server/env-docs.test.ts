import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { envSchema } from "@/server/env";

/** Every variable the server reads is documented where the owner looks for it. */
describe("the environment's documentation", () => {
  const variables = Object.keys(envSchema.shape);
  const example = fs.readFileSync(".env.example", "utf8");
  const operations = fs.readFileSync("docs/operations.md", "utf8");

  it.each(variables)("%s is in .env.example and docs/operations.md", (name) => {
    expect(example).toMatch(new RegExp(`^#? ?${name}=`, "m"));
    expect(operations).toContain(`\`${name}\``);
  });
});
