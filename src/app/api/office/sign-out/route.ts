import { handleSignOut } from "@/server/office/office-actions";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** POST /api/office/sign-out. */
export const POST = (request: Request) => handleSignOut(request);
