import "server-only";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";

/**
 * GitHub sign-in for the content editor (issue 24), inside our own app instead of a hosted
 * OAuth service: /api/editor-auth sends the editor's sign-in window to GitHub, the callback
 * trades the code for a token and hands it to the editor with the message protocol Decap CMS
 * documents for its external OAuth clients ("authorizing:github", then
 * "authorization:github:success:{token}").
 *
 * Its three variables are read here, not in env.ts, to keep this feature in one place; they
 * are documented with the others in .env.example and docs/operations.md.
 */

const editorAuthEnv = z.object({
  EDITOR_GITHUB_CLIENT_ID: z.string().trim().min(1),
  EDITOR_GITHUB_CLIENT_SECRET: z.string().trim().min(1),
  SITE_URL: z.url({ protocol: /^https?$/ }),
});
export type EditorAuthConfig = z.output<typeof editorAuthEnv>;

/** The configuration, or null when the owner has not set up the GitHub app (the route answers 503). */
export function editorAuthConfig(env: Record<string, string | undefined>): EditorAuthConfig | null {
  const parsed = editorAuthEnv.safeParse(env);
  return parsed.success ? parsed.data : null;
}

export const STATE_COOKIE = "editor_oauth_state";
const AUTHORIZE_URL = "https://github.com/login/oauth/authorize";
const TOKEN_URL = "https://github.com/login/oauth/access_token";

const callbackUrl = (config: EditorAuthConfig) =>
  `${config.SITE_URL.replace(/\/$/, "")}/api/editor-auth/callback`;

const json = (status: number, error: string) => Response.json({ error }, { status });

/** GET /api/editor-auth: to GitHub's consent page, with a state the callback checks. */
export function startSignIn(config: EditorAuthConfig | null): Response {
  if (!config) return json(503, "The editor's GitHub sign-in is not configured");
  const state = randomBytes(24).toString("base64url");
  const url = new URL(AUTHORIZE_URL);
  url.searchParams.set("client_id", config.EDITOR_GITHUB_CLIENT_ID);
  url.searchParams.set("redirect_uri", callbackUrl(config));
  // "repo": the editor reads and writes the content and opens pull requests.
  url.searchParams.set("scope", "repo");
  url.searchParams.set("state", state);
  const secure = config.SITE_URL.startsWith("https:") ? "; Secure" : "";
  return new Response(null, {
    status: 302,
    headers: {
      location: url.toString(),
      "set-cookie": `${STATE_COOKIE}=${state}; Path=/api/editor-auth; HttpOnly; SameSite=Lax; Max-Age=600${secure}`,
    },
  });
}

function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The page the sign-in window ends on: it tells the editor (its opener, on our own origin only)
 * the outcome. JSON inside a <script> is escaped so no value can close the element.
 */
export function handOverPage(origin: string, outcome: "success" | "error", content: object) {
  const message = `authorization:github:${outcome}:${JSON.stringify(content)}`;
  const literal = (value: string) => JSON.stringify(value).replace(/</g, "\\u003c");
  const script = `(function () {
  var origin = ${literal(origin)};
  function receive(event) {
    if (event.origin !== origin) return;
    window.removeEventListener("message", receive);
    window.opener.postMessage(${literal(message)}, origin);
  }
  window.addEventListener("message", receive);
  window.opener && window.opener.postMessage("authorizing:github", origin);
})();`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Signing in</title></head><body><p>${
    outcome === "success" ? "Signed in. This window closes by itself." : "Sign-in failed."
  }</p><script>${script}</script></body></html>`;
  return new Response(html, {
    status: outcome === "success" ? 200 : 400,
    headers: { "content-type": "text/html; charset=utf-8" },
  });
}

/** GET /api/editor-auth/callback: the code for a token, handed to the editor. */
export async function finishSignIn(
  request: Request,
  config: EditorAuthConfig | null,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  if (!config) return json(503, "The editor's GitHub sign-in is not configured");
  const origin = new URL(config.SITE_URL).origin;
  const url = new URL(request.url);
  const code = url.searchParams.get("code");
  const state = url.searchParams.get("state") ?? "";
  const expected = cookieValue(request.headers.get("cookie"), STATE_COOKIE);
  if (!code || !expected || !sameText(state, expected)) {
    return handOverPage(origin, "error", { error: "The sign-in expired or did not start here" });
  }
  const answer = await fetchImpl(TOKEN_URL, {
    method: "POST",
    headers: { accept: "application/json", "content-type": "application/json" },
    body: JSON.stringify({
      client_id: config.EDITOR_GITHUB_CLIENT_ID,
      client_secret: config.EDITOR_GITHUB_CLIENT_SECRET,
      code,
      redirect_uri: callbackUrl(config),
    }),
  }).catch(() => null);
  const body = (await answer?.json().catch(() => null)) as { access_token?: unknown } | null;
  if (!answer?.ok || typeof body?.access_token !== "string") {
    return handOverPage(origin, "error", { error: "GitHub did not grant access" });
  }
  return handOverPage(origin, "success", { token: body.access_token, provider: "github" });
}
