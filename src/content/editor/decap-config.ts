import { articleFrontMatter, pageFileSchema, projectFrontMatter } from "../page";
import { siteSchema } from "../site";
import { fieldsOf, labelFor, type DecapField } from "./decap-fields";

/**
 * The Decap CMS configuration of the content editor at /admin (issue 24), made from the zod
 * schemas by `npm run build:admin`. Pure: the caller passes the folders found on disk and the
 * environment's choices, so a test can compare it with the schemas.
 */

/** Where uploads go: one folder under public/images/, re-encoded by scripts/build-admin.ts. */
export const UPLOAD_FOLDER = "public/images/uploads";
export const UPLOAD_PATH = "/images/uploads";

export interface EditorOptions {
  /** Project and blog categories: the folders under content/projects and content/blog. */
  projectCategories: string[];
  blogCategories: string[];
  /** GitHub "owner/name"; without it the production backend is a placeholder that cannot sign in. */
  githubRepo?: string;
  /** The branch edits are proposed against. */
  branch: string;
  /** The site's own address, where the OAuth route lives (SITE_URL). */
  siteUrl: string;
  /** The local file backend (decap-server) for `npm run edit` and the tests. */
  localBackendUrl: string;
}

export interface Collection {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  files?: { name: string; label: string; file: string; fields: DecapField[] }[];
  folder?: string;
  extension?: string;
  format?: string;
  create?: boolean;
  delete?: boolean;
  slug?: string;
  identifier_field?: string;
  summary?: string;
  fields?: DecapField[];
}

/** The Markdown body of a project or article, below its front matter. */
const BODY: DecapField = { name: "body", label: "Body", widget: "markdown" };
/** Page files have no title field of their own: the list shows the meta title. */
const PAGE_SUMMARY = "{{meta.title}}";

function pageFolder(name: string, label: string, folder: string): Collection {
  return {
    name,
    label,
    folder,
    extension: "yaml",
    format: "yml",
    create: true,
    slug: "{{slug}}",
    identifier_field: "meta.title",
    summary: PAGE_SUMMARY,
    fields: fieldsOf(pageFileSchema),
  };
}

function markdownFolder(
  name: string,
  label: string,
  folder: string,
  fields: DecapField[],
): Collection {
  return {
    name,
    label,
    label_singular: label.replace(/s: /, ": "),
    folder,
    extension: "md",
    format: "frontmatter",
    create: true,
    slug: "{{slug}}",
    identifier_field: "title",
    fields: [...fields, BODY],
  };
}

export function collections(options: EditorOptions): Collection[] {
  const projectFields = fieldsOf(projectFrontMatter);
  const articleFields = fieldsOf(articleFrontMatter);
  return [
    {
      name: "site",
      label: "Site settings",
      description:
        "Company name, phone, e-mail, hours, service area, trust points (tick confirmed once you can back each one) and the menus.",
      files: [
        {
          name: "site",
          label: "Site settings",
          file: "content/site.yaml",
          fields: fieldsOf(siteSchema),
        },
      ],
    },
    pageFolder("pages", "Main pages", "content/pages"),
    ...["blog", "project-history"].map((group) =>
      pageFolder(`pages-${group}`, `${labelFor(group)} listings`, `content/pages/${group}`),
    ),
    pageFolder("services", "Services", "content/services"),
    pageFolder("equipment", "Equipment", "content/equipment"),
    ...options.projectCategories.map((category) =>
      markdownFolder(
        `projects-${category}`,
        `Projects: ${category}`,
        `content/projects/${category}`,
        projectFields,
      ),
    ),
    ...options.blogCategories.map((category) =>
      markdownFolder(
        `blog-${category}`,
        `Articles: ${labelFor(category)}`,
        `content/blog/${category}`,
        articleFields,
      ),
    ),
  ];
}

/** The whole config.yml, as a plain value. */
export function editorConfig(options: EditorOptions) {
  return {
    backend: {
      name: "github",
      repo: options.githubRepo ?? "owner/repository",
      branch: options.branch,
      // Sign-in runs through our own route (src/app/api/editor-auth), no third-party service.
      base_url: options.siteUrl,
      auth_endpoint: "api/editor-auth",
    },
    // Each change is a pull request that CI checks; the owner merges it when it is green.
    publish_mode: "editorial_workflow",
    // Used only when the editor is opened on localhost and decap-server answers (npm run edit).
    local_backend: { url: options.localBackendUrl },
    media_folder: UPLOAD_FOLDER,
    public_folder: UPLOAD_PATH,
    site_url: options.siteUrl,
    logo_url: "/icon.svg",
    search: true,
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: collections(options),
  };
}
