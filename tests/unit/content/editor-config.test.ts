import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { editorConfig, type Collection } from "@/content/editor/decap-config";
import { fieldsOf, type DecapField } from "@/content/editor/decap-fields";
import { articleFrontMatter, pageFileSchema, projectFrontMatter } from "@/content/page";
import { siteSchema } from "@/content/site";
import { editorOptions } from "../../../scripts/admin/editor-options";

/**
 * Issue 24: the editor's config is made from the zod schemas; these tests hold the two
 * together by asking the schemas themselves (what they accept) rather than how they are built.
 */
const root = path.resolve(import.meta.dirname, "../../..");
const config = editorConfig(editorOptions(root, {}));
const byName = (name: string) => config.collections.find((c) => c.name === name) as Collection;
const field = (fields: DecapField[] | undefined, name: string) =>
  fields?.find((f) => f.name === name) as DecapField;

/** Every key of an object schema has a field, and a field is required exactly when the schema needs the key. */
function expectSameFields(schema: z.ZodObject, fields: DecapField[]) {
  expect(fields.map((f) => f.name)).toEqual(Object.keys(schema.shape));
  for (const [name, member] of Object.entries(schema.shape)) {
    const optional = (member as z.ZodType).safeParse(undefined).success;
    expect(field(fields, name).required === false, `${name} required`).toBe(optional);
  }
}

describe("the content editor's config", () => {
  it("has the site settings with every field of site.yaml's schema", () => {
    const site = byName("site").files![0]!;
    expect(site.file).toBe("content/site.yaml");
    expectSameFields(siteSchema, site.fields);
    const trust = field(site.fields, "trustPoints");
    const trustPoint = (siteSchema.shape.trustPoints as z.ZodArray<z.ZodObject>).element;
    expectSameFields(trustPoint, trust.fields ?? []);
    expect(field(trust.fields, "confirmed").widget).toBe("boolean");
  });

  it.each(["pages", "pages-blog", "pages-project-history", "services", "equipment"])(
    "gives the %s collection every field of a page file",
    (name) => {
      expectSameFields(pageFileSchema, byName(name).fields!);
    },
  );

  it("has one collection per project and blog folder, front matter plus body", () => {
    for (const kind of ["projects", "blog"] as const) {
      const folders = fs.readdirSync(path.join(root, "content", kind)).sort();
      const schema = kind === "projects" ? projectFrontMatter : articleFrontMatter;
      for (const folder of folders) {
        const collection = byName(`${kind}-${folder}`);
        expect(collection.folder).toBe(`content/${kind}/${folder}`);
        const fields = collection.fields!;
        expect(fields.at(-1)).toMatchObject({ name: "body", widget: "markdown" });
        expectSameFields(schema, fields.slice(0, -1));
      }
    }
  });

  it("offers exactly the section types the schema accepts, keyed by type", () => {
    const sections = field(byName("pages").fields, "sections");
    expect(sections.typeKey).toBe("type");
    const offered = sections.types!.map((t) => t.name);
    // Every type used in the content is offered, and every offered type is accepted by the schema.
    const used = new Set<string>();
    for (const dir of ["pages", "services", "equipment"]) {
      for (const file of fs.readdirSync(path.join(root, "content", dir), { recursive: true })) {
        if (!String(file).endsWith(".yaml")) continue;
        const data = parse(fs.readFileSync(path.join(root, "content", dir, String(file)), "utf8"));
        for (const section of data.sections) used.add(section.type);
      }
    }
    for (const type of used) if (!type.startsWith("S3_")) expect(offered).toContain(type);
    const section = pageFileSchema.shape.sections.element;
    const unknownType = (issue: z.core.$ZodIssue) =>
      issue.path.length === 0 || issue.path[0] === "type";
    for (const type of offered) {
      const issues = section.safeParse({ id: "x", type, content: {} }).error?.issues ?? [];
      expect(issues.some(unknownType), type).toBe(false);
    }
    const unknown = section.safeParse({ id: "x", type: "no-such-type", content: {} });
    expect(unknown.error?.issues.some(unknownType)).toBe(true);
    expect(offered).not.toContain("no-such-type");
  });

  it("makes the phone's form an editor check that agrees with the schema", () => {
    const phone = field(byName("site").files![0]!.fields, "phone");
    const [pattern, message] = phone.pattern!;
    for (const value of ["(416) 555-0123", "416-555-0123", "4165550123"]) {
      expect(new RegExp(pattern).test(value), value).toBe(
        siteSchema.shape.phone.safeParse(value).success,
      );
    }
    expect(message).toBe("write it as (NNN) NNN-NNNN");
  });

  it("picks up a field added to a schema, with its length rule, without any other change", () => {
    const grown = articleFrontMatter.extend({
      h1: z.string().min(1),
      summary: z.string().min(120).max(160),
    });
    const fields = fieldsOf(grown);
    expect(field(fields, "h1")).toMatchObject({ widget: "string" });
    const summary = field(fields, "summary");
    const rule = new RegExp(summary.pattern![0]);
    expect(rule.test("x".repeat(140))).toBe(true);
    expect(rule.test("x".repeat(119))).toBe(false);
    expect(rule.test("x".repeat(161))).toBe(false);
  });

  it("writes uploads to a folder under public/images and uses the GitHub editorial workflow", () => {
    expect(config.media_folder).toMatch(/^public\/images\/[a-z]+$/);
    expect(config.public_folder).toBe(config.media_folder.replace(/^public/, ""));
    expect(config.backend).toMatchObject({ name: "github", auth_endpoint: "api/editor-auth" });
    expect(config.publish_mode).toBe("editorial_workflow");
  });
});
