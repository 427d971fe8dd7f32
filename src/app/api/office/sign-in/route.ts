import { handleSignIn } from "@/server/office/office-actions";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** POST /api/office/sign-in: e-mail a one-time sign-in link to an office user. */
export const POST = (request: Request) => handleSignIn(request);
