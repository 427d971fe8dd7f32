import "server-only";
import { handleUnknown } from "../office/office-actions";
import { OFFICE_HEADERS } from "../office/office-http";
import { getOfficeRuntime } from "../office/office-runtime";
import { OFFICE_AUTH_BASE_PATH } from "./office-auth";

/**
 * Only the sign-in link is routed to better-auth: every other office action goes through our
 * own routes (session check, same-site check, rate limits, the outbox).
 */
export async function handleAuthGet(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  if (path !== `${OFFICE_AUTH_BASE_PATH}/magic-link/verify`) {
    return handleUnknown(request);
  }
  const office = getOfficeRuntime();
  const auth = await office.auth();
  const response = await auth.handler(request);
  const headers = new Headers(response.headers);
  // better-auth resolves the redirect against its baseURL (the public origin); keep the owner
  // on the origin he opened the link on (a development server, another host name).
  const location = headers.get("location");
  if (location) {
    const target = new URL(location, office.config.siteOrigin);
    if (target.origin === office.config.siteOrigin) {
      headers.set("location", `${target.pathname}${target.search}`);
    }
  }
  for (const [name, value] of Object.entries(OFFICE_HEADERS)) headers.set(name, value);
  return new Response(response.body, { status: response.status, headers });
}
