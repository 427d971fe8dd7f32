import "server-only";
import { z } from "zod";
import { checkRateLimit } from "../http/rate-limit";
import {
  clientAddress,
  declaredLengthExceeds,
  jsonOk,
  rateLimitKey,
  requestHost,
  requestScheme,
} from "../http/request";
import { csvCell, CSV_COLUMNS, leadRow } from "../leads/csv";
import { parseInboxQuery } from "./inbox-filter";
import {
  isSameSiteMutation,
  OFFICE_HEADERS,
  officeError,
  readFields,
  seeOther,
  wantsRedirect,
  withOfficeUser,
} from "./office-http";
import { getOfficeRuntime, type OfficeRuntime } from "./office-runtime";
import { firstProblem, leadIdSchema, noteSchema, statusChangeSchema } from "./status-input";

/** The /api/office/* actions; route files only hand their request and params here. */

const FORM_LIMIT = 16 * 1024;
const signInSchema = z.object({
  email: z.email({ error: "Enter the e-mail address the office knows you by" }).max(254),
});

/** POST /api/office/sign-in: queues a one-time link (same answer whether the address may sign in). */
export async function handleSignIn(request: Request): Promise<Response> {
  let office: OfficeRuntime;
  try {
    office = getOfficeRuntime();
  } catch {
    return officeError(503, "The server is not configured correctly; see the server log.");
  }
  if (!isSameSiteMutation(request, office)) return officeError(403, "Cross-site request refused");
  if (declaredLengthExceeds(request, FORM_LIMIT)) return officeError(413, "Request too large");
  const fields = await readFields(request);
  const parsed = signInSchema.safeParse({ email: fields?.email?.trim() });
  if (!parsed.success) return officeError(400, firstProblem(parsed.error));
  const email = parsed.data.email.toLowerCase();
  const { trustProxy } = office.config;
  for (const [limiter, key] of [
    [office.perAddress, rateLimitKey(clientAddress(request, trustProxy))],
    [office.perEmail, email],
  ] as const) {
    const outcome = await checkRateLimit(limiter, `office-sign-in:${key}`);
    if (outcome.limited) {
      return officeError(
        429,
        `Too many sign-in links asked for; try again in ${Math.ceil(outcome.retryAfterSeconds / 60)} minutes`,
      );
    }
  }
  const origin = `${requestScheme(request, trustProxy)}://${requestHost(request, trustProxy)}`;
  const auth = await office.auth();
  await auth.api.signInMagicLink({
    body: { email, callbackURL: "/office", metadata: { origin } },
    headers: new Headers(),
  });
  return wantsRedirect(request)
    ? seeOther("/office/sign-in?sent=1")
    : jsonOk({ sent: true }, OFFICE_HEADERS);
}

/** POST /api/office/sign-out. */
export async function handleSignOut(request: Request): Promise<Response> {
  return withOfficeUser(request, async ({ office }) => {
    const auth = await office.auth();
    const cookie = request.headers.get("cookie") ?? "";
    const { headers } = await auth.api.signOut({
      headers: new Headers({ cookie }),
      returnHeaders: true,
    });
    const response = wantsRedirect(request)
      ? seeOther("/office/sign-in")
      : jsonOk({ signedOut: true }, OFFICE_HEADERS);
    for (const value of headers.getSetCookie()) response.headers.append("set-cookie", value);
    return response;
  });
}

type LeadParams = { id: string };

async function leadAction(
  request: Request,
  params: LeadParams,
  act: (context: {
    office: OfficeRuntime;
    by: string;
    id: string;
    fields: Record<string, string>;
  }) => Promise<Response>,
): Promise<Response> {
  return withOfficeUser(request, async ({ office, user }) => {
    const id = leadIdSchema.safeParse(params.id);
    if (!id.success) return officeError(404, "Unknown lead");
    if (declaredLengthExceeds(request, FORM_LIMIT)) return officeError(413, "Request too large");
    const fields = await readFields(request);
    if (!fields) return officeError(415, "Send a form or a JSON object");
    return act({ office, by: user.email, id: id.data, fields });
  });
}

function backToLead(request: Request, id: string): Response {
  return wantsRedirect(request)
    ? seeOther(`/office/leads/${id}`)
    : jsonOk({ ok: true }, OFFICE_HEADERS);
}

/** POST /api/office/leads/<id>/status: status, and visitDate / amount / reason as the step needs. */
export function handleStatus(request: Request, params: LeadParams): Promise<Response> {
  return leadAction(request, params, async ({ office, by, id, fields }) => {
    const change = statusChangeSchema.safeParse(fields);
    if (!change.success) return officeError(400, firstProblem(change.error));
    const store = await office.store();
    if (!(await store.setStatus(id, change.data, by))) return officeError(404, "Unknown lead");
    return backToLead(request, id);
  });
}

/** POST /api/office/leads/<id>/notes: text. */
export function handleNote(request: Request, params: LeadParams): Promise<Response> {
  return leadAction(request, params, async ({ office, by, id, fields }) => {
    const note = noteSchema.safeParse(fields);
    if (!note.success) return officeError(400, firstProblem(note.error));
    const store = await office.store();
    if (!(await store.addNote(id, note.data.text, by))) return officeError(404, "Unknown lead");
    return backToLead(request, id);
  });
}

/** POST /api/office/leads/<id>/delete: confirm=delete; removes the lead and its photos. */
export function handleDelete(request: Request, params: LeadParams): Promise<Response> {
  return leadAction(request, params, async ({ office, id, fields }) => {
    if (fields.confirm !== "delete")
      return officeError(400, "Tick the box to confirm the deletion");
    const store = await office.store();
    if (!(await store.deleteLead(id))) return officeError(404, "Unknown lead");
    return wantsRedirect(request)
      ? seeOther("/office?deleted=1")
      : jsonOk({ deleted: true }, OFFICE_HEADERS);
  });
}

/** GET /api/office/leads/<id>/photos/<position>[?download]: one photo. */
export function handlePhoto(
  request: Request,
  params: LeadParams & { position: string },
): Promise<Response> {
  return withOfficeUser(request, async ({ office }) => {
    const id = leadIdSchema.safeParse(params.id);
    const position = Number(params.position);
    if (!id.success || !Number.isInteger(position) || position < 1 || position > 5) {
      return officeError(404, "No such photo");
    }
    const photo = await (await office.server.store()).photos.one(id.data, position);
    if (!photo) return officeError(404, "No such photo");
    const download = new URL(request.url).searchParams.has("download");
    return new Response(new Uint8Array(photo.data), {
      headers: {
        ...OFFICE_HEADERS,
        "content-type": photo.contentType,
        "content-length": String(photo.data.byteLength),
        "x-content-type-options": "nosniff",
        "content-disposition": `${download ? "attachment" : "inline"}; filename="${photo.fileName}"`,
      },
    });
  });
}

/** GET /api/office/export?<inbox filters>: the filtered list as CSV, with each lead's status. */
export function handleExport(request: Request): Promise<Response> {
  return withOfficeUser(request, async ({ office }) => {
    const parsed = parseInboxQuery(new URL(request.url).searchParams);
    if (!parsed.ok) return officeError(400, parsed.error);
    const rows = await (await office.store()).exportRows(parsed.query);
    const photos = await (await office.server.store()).photos.summaries(rows.map((row) => row.id));
    const lines = [
      CSV_COLUMNS.join(","),
      ...rows.map((row) =>
        leadRow({ ...row, photos: photos.get(row.id) ?? [] })
          .map(csvCell)
          .join(","),
      ),
    ];
    return new Response(`${lines.join("\r\n")}\r\n`, {
      headers: {
        ...OFFICE_HEADERS,
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="leads.csv"`,
      },
    });
  });
}

/** Any other /api/office/* address: 401 without a session, 404 with one. */
export function handleUnknown(request: Request): Promise<Response> {
  return withOfficeUser(request, async () => officeError(404, "No such office action"));
}
