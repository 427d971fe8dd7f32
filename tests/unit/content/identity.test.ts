import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSite } from "@/content/load";
import { identityProblems } from "../../support/identity";

const site = loadSite();
const identity = { phone: site.phone, email: site.email };
// Samples that break the rule are assembled at run time, so this file does not break it itself.
const realPhone = ["416", "555", "0200"].join("-");
const realCell = ["647", "123", "4567"].join(" ");
const realMail = ["dana", "gmail.com"].join("@");
const dotCom = ["x", "example.com"].join("@");

describe("the identity rule", () => {
  it.each([
    ["a fictional number in a fixture", "call (416) 555-0150", true, []],
    [
      "a real-looking number",
      `call ${realPhone}`,
      true,
      [`a phone number outside 555-0100..555-0199: ${realPhone}`],
    ],
    [
      "another real-looking number",
      realCell,
      true,
      [`a phone number outside 555-0100..555-0199: ${realCell}`],
    ],
    ["a reserved domain", "dana@example.test and eve@site.example", true, []],
    ["a real domain", realMail, true, [`an e-mail address outside .example/.test: ${realMail}`]],
    [
      "example.com (not .example)",
      dotCom,
      true,
      [`an e-mail address outside .example/.test: ${dotCom}`],
    ],
    [
      "any number in src/ or content/",
      "(416) 555-0150",
      false,
      ["a typed phone number: (416) 555-0150"],
    ],
    ["any address in src/ or content/", "a@b.test", false, ["a typed e-mail address: a@b.test"]],
    ["the company's own phone", site.phone, true, [`the company's phone number: ${site.phone}`]],
    ["the company's own e-mail", site.email, true, [`the company's e-mail address: ${site.email}`]],
  ])("%s", (_, text, mayType, expected) => {
    expect(identityProblems(text, { mayType, identity })).toEqual(expected);
  });
});

describe("company identity lives only in content/site.yaml", () => {
  const files = ["content", "src", "tests", "scripts"].flatMap((dir) =>
    fs
      .readdirSync(dir, { recursive: true, encoding: "utf8" })
      .map((file) => path.join(dir, file))
      .filter(
        (file) =>
          /\.(ya?ml|md|tsx?|mjs|json)$/.test(file) && file !== path.join("content", "site.yaml"),
      ),
  );

  it("every file keeps the rule", () => {
    const problems = files.flatMap((file) => {
      // Only test and build code may type a (fictional) number or address; the site takes them from site.yaml.
      const mayType = file.startsWith("tests") || file.startsWith("scripts");
      return identityProblems(fs.readFileSync(file, "utf8"), { mayType, identity }).map(
        (p) => `${file}: ${p}`,
      );
    });
    expect(problems).toEqual([]);
  });
});
