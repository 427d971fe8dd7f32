import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import YAML from "yaml";
import { z } from "zod";
import { substituteTokens, UnknownTokenError } from "./tokens";

/**
 * Reading and validating content files: every problem is recorded (file, field path, what is
 * wrong) instead of thrown, so one build run reports them all.
 */

/** Every problem found in the content, each naming the file, the field path and what is wrong. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Content is invalid:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ContentError";
  }
}

export function listFiles(dir: string, extension: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(extension))
    .map((file) => file.split(path.sep).join("/"))
    .sort();
}

export function describeIssues(file: string, error: z.ZodError): string[] {
  return error.issues.map(
    (issue) => `${file}: ${issue.path.join(".") || "(root)"}: ${issue.message}`,
  );
}

/** Parses and validates one file; records problems instead of throwing so the build reports them all. */
export function parseWith<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  file: string,
  tokens: Record<string, string>,
  problems: string[],
): z.output<S> | undefined {
  let value: unknown;
  try {
    value = substituteTokens(raw, tokens);
  } catch (error) {
    if (error instanceof UnknownTokenError) {
      problems.push(`${file}: ${error.path}: ${error.message}`);
      return undefined;
    }
    throw error;
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    problems.push(...describeIssues(file, result.error));
    return undefined;
  }
  return result.data;
}

export function readYaml(root: string, file: string, problems: string[]): unknown {
  try {
    return YAML.parse(fs.readFileSync(path.join(root, file), "utf8"));
  } catch (error) {
    problems.push(`${file}: (file): ${(error as Error).message}`);
    return undefined;
  }
}

function readMarkdown(root: string, file: string, problems: string[]) {
  try {
    return matter(fs.readFileSync(path.join(root, file), "utf8"));
  } catch (error) {
    problems.push(`content/${file}: (front matter): ${(error as Error).message}`);
    return undefined;
  }
}

export interface MarkdownFile<T> {
  /** Relative to the folder, without ".md" ("general/is-the-quote-free"). */
  name: string;
  /** Relative to the project ("content/blog/general/is-the-quote-free.md"). */
  file: string;
  data: T;
  body: string;
}

/**
 * Every Markdown file under content/<dir>, its front matter validated by `schema` and its body
 * required (tokens substituted in both); a file with a problem is recorded and left out.
 */
export function readMarkdownFiles<S extends z.ZodType>(
  root: string,
  dir: string,
  schema: S,
  emptyBody: string,
  tokens: Record<string, string>,
  problems: string[],
): MarkdownFile<z.output<S>>[] {
  const body = z.string().trim().min(1, emptyBody);
  return listFiles(path.join(root, dir), ".md").flatMap((name) => {
    const file = `content/${dir}/${name}`;
    const parsed = readMarkdown(root, `${dir}/${name}`, problems);
    if (!parsed) return [];
    const data = parseWith(schema, parsed.data, file, tokens, problems);
    const text = parseWith(body, parsed.content, file, tokens, problems);
    if (data === undefined || text === undefined) return [];
    return [{ name: name.replace(/\.md$/, ""), file, data, body: text }];
  });
}
