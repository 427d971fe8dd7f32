import { editorAuthConfig, finishSignIn } from "@/server/editor-auth/github-oauth";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/editor-auth/callback: GitHub sends the sign-in window back here (issue 24). */
export function GET(request: Request): Promise<Response> {
  return finishSignIn(request, editorAuthConfig(process.env));
}
