import fs from "node:fs";
import path from "node:path";
import type { EditorOptions } from "../../src/content/editor/decap-config";

/** decap-server's port for `npm run edit` (its own default). */
export const DEFAULT_EDITOR_BACKEND_PORT = 8081;

const folders = (dir: string) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** What the editor's config takes from disk and from the environment. */
export function editorOptions(
  root: string,
  env: Record<string, string | undefined>,
): EditorOptions {
  const port = Number(env.EDITOR_BACKEND_PORT || DEFAULT_EDITOR_BACKEND_PORT);
  return {
    projectCategories: folders(path.join(root, "content", "projects")),
    blogCategories: folders(path.join(root, "content", "blog")),
    githubRepo: env.EDITOR_GITHUB_REPO || undefined,
    branch: env.EDITOR_BRANCH || "main",
    siteUrl: (env.SITE_URL || "http://localhost:3000").replace(/\/$/, ""),
    localBackendUrl: `http://localhost:${port}/api/v1`,
  };
}
