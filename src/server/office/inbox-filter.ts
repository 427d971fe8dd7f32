import { z } from "zod";
import { CONTACT_FORMS } from "@/shared/lead/constants";
import { LEAD_STATUSES } from "../db/office-schema";
import type { InboxFilter } from "./office-store";

const empty = (value: unknown) => (value === "" ? undefined : value);
const day = z.preprocess(
  empty,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Dates are YYYY-MM-DD" })
    .refine((value) => !Number.isNaN(Date.parse(value)), { error: "Not a date" })
    .optional(),
);
const text = (max: number, name: string) =>
  z.preprocess(
    empty,
    z
      .string()
      .trim()
      .max(max, { error: `${name} is too long` })
      .optional(),
  );

/** The inbox's filters in the URL (?status=quoted&q=slab&page=2), checked in one place. */
export const inboxQuerySchema = z.object({
  status: z.preprocess(empty, z.enum(LEAD_STATUSES, { error: "Unknown status" }).optional()),
  service: text(60, "Service"),
  form: z.preprocess(empty, z.enum(CONTACT_FORMS, { error: "Unknown form" }).optional()),
  from: day,
  to: day,
  source: text(200, "Source"),
  q: text(200, "Search"),
  page: z.preprocess(empty, z.coerce.number().int().min(1).max(100_000).default(1)),
});

export type InboxQuery = InboxFilter & { page: number };

export function parseInboxQuery(
  params: URLSearchParams | Record<string, string | string[] | undefined>,
): { ok: true; query: InboxQuery } | { ok: false; error: string } {
  const entries =
    params instanceof URLSearchParams
      ? Object.fromEntries(params.entries())
      : Object.fromEntries(
          Object.entries(params).map(([key, value]) => [
            key,
            Array.isArray(value) ? value[0] : value,
          ]),
        );
  const parsed = inboxQuerySchema.safeParse(entries);
  if (!parsed.success)
    return { ok: false, error: parsed.error.issues[0]?.message ?? "Invalid filter" };
  return { ok: true, query: parsed.data };
}

/** The same filters as a query string (links to other pages, the CSV export). */
export function inboxSearch(query: Partial<InboxQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "" && !(key === "page" && value === 1))
      params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
