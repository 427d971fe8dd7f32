import { editorAuthConfig, startSignIn } from "@/server/editor-auth/github-oauth";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/editor-auth: the content editor's GitHub sign-in starts here (issue 24). */
export function GET(): Response {
  return startSignIn(editorAuthConfig(process.env));
}
