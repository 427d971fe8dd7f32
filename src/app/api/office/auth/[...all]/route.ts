import { handleAuthGet } from "@/server/auth/auth-route";
import { handleUnknown } from "@/server/office/office-actions";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/office/auth/magic-link/verify: the sign-in link (better-auth). */
export const GET = (request: Request) => handleAuthGet(request);
export const POST = handleUnknown;
