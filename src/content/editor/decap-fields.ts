import type { z } from "zod";

/**
 * Turns a zod content schema into Decap CMS fields (issue 24), so the editor's form follows the
 * schemas by itself: a new field or section type shows up without hand-editing the config.
 * Reads zod 4's schema definitions (`_zod.def`), the same data z.toJSONSchema walks; that
 * function cannot be used because the schemas carry transforms and preprocessing.
 */

export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  default?: unknown;
  hint?: string;
  pattern?: [string, string];
  options?: string[];
  fields?: DecapField[];
  field?: DecapField;
  types?: DecapField[];
  typeKey?: string;
  min?: number;
  max?: number;
  value_type?: "int" | "float";
  format?: string;
  date_format?: string;
  time_format?: boolean;
  summary?: string;
  media_folder?: string;
  public_folder?: string;
}

/** The shape of zod 4's internal definition, as far as this walk reads it. */
interface Def {
  type: string;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  element?: Schema;
  options?: Schema[];
  shape?: Record<string, Schema>;
  entries?: Record<string, string>;
  values?: unknown[];
  checks?: { _zod: { def: CheckDef } }[];
  defaultValue?: unknown;
  discriminator?: string;
  format?: string;
  coerce?: boolean;
}
interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  length?: number;
  error?: (issue?: unknown) => unknown;
}
type Schema = { _zod: { def: Def } };

const defOf = (schema: z.ZodType | Schema): Def => (schema as unknown as Schema)._zod.def;

/** Field names whose text is long enough for a text area; the rest are one-line strings. */
const LONG_TEXT = new Set(["text", "text2", "description", "answer", "note", "serviceAreas"]);
/** What names a list item when it is collapsed, in order of preference. */
const SUMMARY_FIELDS = ["question", "title", "label", "text"];
/** Field names that hold a picture's path. */
const PICTURE = new Set(["image", "image1", "image2", "src", "before", "after"]);

/** How a failed format check reads in the editor. */
const FORMAT_NAMES: Record<string, string> = {
  email: "an e-mail address",
  url: "a web address (https://...)",
  date: "a date (YYYY-MM-DD)",
};

/** "serviceAreas" -> "Service areas". */
export function labelFor(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function messageOf(check: CheckDef, fallback: string): string {
  const message = check.error?.();
  return typeof message === "string" && message.length > 0 ? message : fallback;
}

/** The editor's own checks for a string: its length bounds and its pattern. */
function stringRules(def: Def): Pick<DecapField, "pattern" | "hint"> {
  let min = 0;
  let max: number | undefined;
  const patterns: [string, string][] = [];
  for (const { _zod } of def.checks ?? []) {
    const check = _zod.def;
    if (check.check === "min_length") min = Math.max(min, check.minimum ?? 0);
    if (check.check === "max_length") max = check.maximum;
    if (check.check === "length_equals") min = max = check.length ?? 0;
    if (check.check === "string_format" && check.pattern) {
      const named = check.format && FORMAT_NAMES[check.format];
      const fallback = named ? `must be ${named}` : `must match ${check.pattern.source}`;
      patterns.push([check.pattern.source, messageOf(check, fallback)]);
    }
  }
  // Decap takes one pattern: the first of the schema's, else the length bounds (beyond "not empty").
  if (patterns[0]) return { pattern: patterns[0] };
  if (min > 1 || max !== undefined) {
    const bounds = `${min},${max ?? ""}`;
    const words =
      max === undefined ? `at least ${min}` : min > 0 ? `${min} to ${max}` : `at most ${max}`;
    return {
      pattern: [`^[\\s\\S]{${bounds}}$`, `${words} characters`],
      hint: `${words} characters`,
    };
  }
  return {};
}

interface Walked {
  required: boolean;
  default?: unknown;
  def: Def;
}

/** Strips the wrappers that only say "optional", "has a default" or "is transformed". */
function unwrap(schema: Schema): Walked {
  let def = defOf(schema);
  let required = true;
  let fallback: unknown;
  for (;;) {
    if (def.type === "optional" || def.type === "nullable") required = false;
    else if (def.type === "default" || def.type === "prefault") {
      required = false;
      fallback = def.defaultValue;
    } else if (def.type === "pipe") {
      // A preprocess is pipe(transform, schema): the schema is the out side. A transform is
      // pipe(schema, transform): the schema is the in side.
      const inner = defOf(def.in!).type === "transform" ? def.out! : def.in!;
      def = defOf(inner);
      continue;
    } else break;
    def = defOf(def.innerType!);
  }
  return { required, default: fallback, def };
}

/** The one object schema of a union when it has one ({ src, alt } of an image, a button). */
function objectOption(options: Schema[]): Def | undefined {
  return options.map((option) => unwrap(option).def).find((def) => def.type === "object");
}

/** The Decap field for one schema field. */
export function fieldFor(name: string, schema: z.ZodType | Schema): DecapField {
  const walked = unwrap(schema as Schema);
  const base: DecapField = { name, label: labelFor(name), widget: "string" };
  if (!walked.required) base.required = false;
  if (walked.default !== undefined && typeof walked.default !== "object") {
    base.default = walked.default;
  }
  const widget = { ...base, ...widgetFor(name, walked.def) };
  // Decap checks an optional object's required fields even when the object is left out; the
  // schema (npm run check:content) still requires them when it is there.
  if (!walked.required && widget.fields) widget.fields = widget.fields.map(optional);
  return widget;
}

const optional = (field: DecapField): DecapField => ({ ...field, required: false });

function widgetFor(name: string, def: Def): Partial<DecapField> {
  switch (def.type) {
    case "string": {
      if (def.format === "date") return dateWidget();
      if (PICTURE.has(name)) return { widget: "image" };
      return { widget: LONG_TEXT.has(name) ? "text" : "string", ...stringRules(def) };
    }
    case "number":
      return {
        widget: "number",
        value_type: (def.checks ?? []).some((c) => c._zod.def.format === "safeint")
          ? "int"
          : "float",
      };
    case "boolean":
      return { widget: "boolean" };
    case "date":
      return dateWidget();
    case "enum":
      return { widget: "select", options: Object.values(def.entries ?? {}) };
    case "literal":
      return { widget: "hidden", default: def.values?.[0] };
    case "object":
      return { widget: "object", fields: fieldsOf(def) };
    case "array":
      return { widget: "list", ...listOf(name, def) };
    case "union": {
      if (def.discriminator) return { widget: "list", types: typesOf(def) };
      // An image is a path or { src, alt }, a button { text, link } or { title, link }: the
      // editor offers the object's fields (the content writes images as { src, alt }).
      const options = def.options ?? [];
      if (options.every((option) => unwrap(option).def.type === "string")) {
        return widgetFor(name, unwrap(options[0]!).def);
      }
      const object = objectOption(options);
      if (object) return { widget: "object", fields: fieldsOf(object) };
      return widgetFor(name, unwrap(options[0]!).def);
    }
    default:
      return { widget: "string" };
  }
}

function dateWidget(): Partial<DecapField> {
  return {
    widget: "datetime",
    format: "YYYY-MM-DD",
    date_format: "YYYY-MM-DD",
    time_format: false,
  };
}

function lengthBounds(def: Def): Pick<DecapField, "min" | "max"> {
  const bounds: Pick<DecapField, "min" | "max"> = {};
  for (const { _zod } of def.checks ?? []) {
    const check = _zod.def;
    if (check.check === "min_length" && (check.minimum ?? 0) > 0) bounds.min = check.minimum;
    if (check.check === "max_length") bounds.max = check.maximum;
    if (check.check === "length_equals") bounds.min = bounds.max = check.length;
  }
  return bounds;
}

function listOf(name: string, def: Def): Partial<DecapField> {
  const element = unwrap(def.element!).def;
  const bounds = lengthBounds(def);
  if (element.type === "object") {
    // A collapsed item shows its question, title or label rather than its first field.
    const named = SUMMARY_FIELDS.find((field) => field in (element.shape ?? {}));
    const summary = named ? { summary: `{{fields.${named}}}` } : {};
    return { fields: fieldsOf(element), ...summary, ...bounds };
  }
  if (element.type === "union" && element.discriminator) {
    return { types: typesOf(element), typeKey: element.discriminator, ...bounds };
  }
  return { field: { ...fieldFor(name, def.element!), name: "item", label: "Item" }, ...bounds };
}

/** The fields of an object schema, in the schema's order. */
export function fieldsOf(def: Def | z.ZodType): DecapField[] {
  const objectDef = "type" in def ? (def as Def) : unwrap(def as unknown as Schema).def;
  return Object.entries(objectDef.shape ?? {}).map(([name, schema]) => fieldFor(name, schema));
}

/**
 * A discriminated union (the section types, keyed by `type`) as a Decap list with types: one
 * type per option, named by its literal, with the option's other fields.
 */
function typesOf(def: Def): DecapField[] {
  const key = def.discriminator!;
  return (def.options ?? []).map((option) => {
    const object = unwrap(option).def;
    const literal = unwrap(object.shape![key]!).def.values?.[0];
    const name = String(literal);
    return {
      name,
      label: labelFor(name),
      widget: "object",
      summary: "{{fields.id}}",
      fields: Object.entries(object.shape ?? {})
        .filter(([field]) => field !== key)
        .map(([field, schema]) => fieldFor(field, schema)),
    };
  });
}
