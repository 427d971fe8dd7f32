import { handleUnknown } from "@/server/office/office-actions";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Every other /api/office/* address: 401 without a session, 404 with one. */
export const GET = handleUnknown;
export const POST = handleUnknown;
export const PUT = handleUnknown;
export const PATCH = handleUnknown;
export const DELETE = handleUnknown;
