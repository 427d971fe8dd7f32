import "server-only";
import { OFFICE_HEADER_VALUES } from "../http/office-headers";
import { isCrossSite, jsonError } from "../http/request";
import { getOfficeRuntime, type OfficeRuntime } from "./office-runtime";

/** What every office answer carries: never cached, never indexed (next.config.ts sets them too). */
export const OFFICE_HEADERS: Record<string, string> = OFFICE_HEADER_VALUES;

export interface OfficeUser {
  id: string;
  email: string;
}

export interface OfficeRequest {
  office: OfficeRuntime;
  user: OfficeUser;
}

/** The signed-in office user of a request, or null. */
export async function officeUserOf(
  office: OfficeRuntime,
  headers: Headers,
): Promise<OfficeUser | null> {
  const auth = await office.auth();
  const session = await auth.api.getSession({ headers });
  return session ? { id: session.user.id, email: session.user.email } : null;
}

/**
 * A mutation must come from a page of this site: the browser says so with Origin or
 * Sec-Fetch-Site; a request that says neither is refused too (the office has no API clients).
 */
export function isSameSiteMutation(request: Request, office: OfficeRuntime): boolean {
  const { siteOrigin, trustProxy } = office.config;
  const fetchSite = request.headers.get("sec-fetch-site");
  const origin = request.headers.get("origin");
  if (!origin && fetchSite !== "same-origin") return false;
  return !isCrossSite(request, siteOrigin, trustProxy);
}

export function officeError(status: number, error: string): Response {
  return jsonError(status, error, { headers: OFFICE_HEADERS });
}

/**
 * Runs an /api/office/* handler for a signed-in user: 401 without a session, then 403 for
 * a cross-site mutation, 503 when the server cannot start.
 */
export async function withOfficeUser(
  request: Request,
  handler: (context: OfficeRequest) => Promise<Response>,
): Promise<Response> {
  let office: OfficeRuntime;
  try {
    office = getOfficeRuntime();
  } catch (error) {
    console.error("[office] configuration error:", error instanceof Error ? error.message : error);
    return officeError(503, "The server is not configured correctly; see the server log.");
  }
  const user = await officeUserOf(office, request.headers);
  if (!user) return officeError(401, "Sign in to the office first");
  const mutation = !["GET", "HEAD"].includes(request.method);
  if (mutation && !isSameSiteMutation(request, office)) {
    return officeError(403, "Cross-site request refused");
  }
  return handler({ office, user });
}

/** Reads a urlencoded or multipart form, or a JSON object, as string fields. */
export async function readFields(request: Request): Promise<Record<string, string> | null> {
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.startsWith("application/json")) {
      const body: unknown = await request.json();
      if (!body || typeof body !== "object" || Array.isArray(body)) return null;
      return Object.fromEntries(
        Object.entries(body).map(([key, value]) => [
          key,
          typeof value === "string" ? value : String(value),
        ]),
      );
    }
    if (
      type.startsWith("application/x-www-form-urlencoded") ||
      type.startsWith("multipart/form-data")
    ) {
      const form = await request.formData();
      const fields: Record<string, string> = {};
      for (const [key, value] of form.entries()) if (typeof value === "string") fields[key] = value;
      return fields;
    }
  } catch {
    return null;
  }
  return null;
}

/** After a form post: back to the page (303), so a reload does not post again. */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, ...OFFICE_HEADERS } });
}

/** A browser form (not fetch): it gets a redirect; a JSON client gets JSON. */
export function wantsRedirect(request: Request): boolean {
  return !(request.headers.get("content-type") ?? "").startsWith("application/json");
}
