/**
 * Local stand-ins of Google reCAPTCHA v3 and Cloudflare Turnstile for the end-to-end run (issue
 * 5): one HTTP server on loopback (started by global-setup.ts) serves each provider's browser
 * script and its siteverify endpoint, speaking the providers' protocols:
 *
 * - /recaptcha/api.js?render=<siteKey> defines `grecaptcha.ready(cb)` and
 *   `grecaptcha.execute(siteKey, { action })`, which resolves a token;
 * - /turnstile/v0/api.js defines `turnstile.render(el, opts)` (calling `opts.callback(token)`,
 *   at once or on `turnstile.execute()` with `execution: "execute"`), `execute`, `reset`,
 *   `remove` and `getResponse`; like the real widget, a widget that holds a token must be reset
 *   before it is executed again;
 * - POST /recaptcha/siteverify and /turnstile/siteverify take form-encoded secret, response and
 *   remoteip and answer { success, score (reCAPTCHA), action, hostname, "error-codes" }. Tokens
 *   are single use. A token issued while the page's `window.__standInMark` is "reject" is
 *   answered success: false ("invalid-input-response").
 *
 * Each token is "<provider>.<base64url JSON claims>" (site key, action, hostname, mark, nonce),
 * so the verify endpoint answers from what the script saw. GET /requests lists what the verify
 * endpoints received (the specs run in other processes than this server).
 */
import http from "node:http";
import { E2E_PORT } from "./mail-env";
import { listenOnLoopback } from "../support/http";

/** A fixed loopback port per server port, like the SMTP one. */
export const STAND_IN_PORT = Number(process.env.E2E_STAND_IN_PORT ?? E2E_PORT + 23000);
export const STAND_IN_URL = `http://127.0.0.1:${STAND_IN_PORT}`;

export const STAND_INS = {
  recaptcha: {
    port: E2E_PORT + 1,
    siteKey: "e2e-recaptcha-site-key",
    secret: "e2e-recaptcha-secret",
    scriptUrl: `${STAND_IN_URL}/recaptcha/api.js`,
    verifyUrl: `${STAND_IN_URL}/recaptcha/siteverify`,
  },
  turnstile: {
    port: E2E_PORT + 2,
    siteKey: "e2e-turnstile-site-key",
    secret: "e2e-turnstile-secret",
    scriptUrl: `${STAND_IN_URL}/turnstile/v0/api.js`,
    verifyUrl: `${STAND_IN_URL}/turnstile/siteverify`,
  },
} as const;

export type StandInProvider = keyof typeof STAND_INS;

/** What the browser script put in a token. */
export interface TokenClaims {
  sitekey: string;
  action: string;
  hostname: string;
  mark: string;
  nonce: string;
}

/** One request to a verify endpoint and the stand-in's answer. */
export interface VerifyRecord {
  provider: StandInProvider;
  secret: string | null;
  response: string | null;
  remoteip: string | null;
  claims: TokenClaims | null;
  answer: Record<string, unknown>;
}

const ENCODE = `(claims) =>
    btoa(JSON.stringify(claims)).replace(/\\+/g, "-").replace(/\\//g, "_").replace(/=+$/, "")`;

const RECAPTCHA_SCRIPT = `(() => {
  const src = document.currentScript && document.currentScript.src;
  const renderKey = src ? new URL(src).searchParams.get("render") : null;
  const encode = ${ENCODE};
  window.grecaptcha = {
    ready(callback) {
      setTimeout(callback, 0);
    },
    execute(siteKey, options) {
      return new Promise((resolve, reject) => {
        if (!renderKey || siteKey !== renderKey) {
          reject(new Error("Invalid site key or not loaded in api.js: " + siteKey));
          return;
        }
        const token = "recaptcha." + encode({
          sitekey: siteKey,
          action: (options && options.action) || "",
          hostname: location.hostname,
          mark: String(window.__standInMark || ""),
          nonce: Math.random().toString(36).slice(2),
        });
        setTimeout(() => resolve(token), 20);
      });
    },
  };
})();
`;

const TURNSTILE_SCRIPT = `(() => {
  const encode = ${ENCODE};
  const widgets = new Map();
  let count = 0;
  const element = (target) =>
    typeof target === "string" ? document.querySelector(target) : target;
  const find = (target) => {
    if (target === undefined) return [...widgets.values()].at(-1);
    if (typeof target === "string" && widgets.has(target)) return widgets.get(target);
    const el = element(target);
    return [...widgets.values()].find((widget) => widget.container === el);
  };
  function run(widget) {
    if (widget.running || widget.token !== undefined) {
      console.warn("[turnstile stand-in] execute() on a widget that already ran: call reset() first");
      return;
    }
    widget.running = true;
    setTimeout(() => {
      if (!widgets.has(widget.id)) return;
      widget.running = false;
      const token = "turnstile." + encode({
        sitekey: widget.options.sitekey,
        action: widget.options.action || "",
        hostname: location.hostname,
        mark: String(window.__standInMark || ""),
        nonce: Math.random().toString(36).slice(2),
      });
      widget.token = token;
      if (widget.options["response-field"] !== false) {
        const input = document.createElement("input");
        input.type = "hidden";
        input.name = widget.options["response-field-name"] || "cf-turnstile-response";
        input.value = token;
        widget.container.replaceChildren(input);
      }
      if (typeof widget.options.callback === "function") widget.options.callback(token);
    }, 20);
  }
  window.turnstile = {
    ready(callback) {
      setTimeout(callback, 0);
    },
    render(target, options) {
      const container = element(target);
      if (!container) throw new Error("[turnstile stand-in] no container");
      if (!options || !options.sitekey) throw new Error("[turnstile stand-in] no sitekey");
      const id = "cf-chl-widget-" + ++count;
      const widget = { id, container, options, token: undefined, running: false };
      widgets.set(id, widget);
      if (options.execution !== "execute") run(widget);
      return id;
    },
    execute(target) {
      const widget = find(target);
      if (!widget) throw new Error("[turnstile stand-in] execute(): no such widget");
      run(widget);
    },
    reset(target) {
      const widget = find(target);
      if (!widget) return;
      widget.token = undefined;
      widget.running = false;
      widget.container.replaceChildren();
      if (widget.options.execution !== "execute") run(widget);
    },
    remove(target) {
      const widget = find(target);
      if (!widget) return;
      widgets.delete(widget.id);
      widget.container.replaceChildren();
    },
    getResponse(target) {
      const widget = find(target);
      return widget ? widget.token : undefined;
    },
    isExpired() {
      return false;
    },
  };
})();
`;

function decodeClaims(provider: StandInProvider, token: string): TokenClaims | null {
  const [prefix, encoded, ...rest] = token.split(".");
  if (prefix !== provider || !encoded || rest.length > 0) return null;
  try {
    const claims = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8")) as TokenClaims;
    return typeof claims.sitekey === "string" ? claims : null;
  } catch {
    return null;
  }
}

function answerFor(
  provider: StandInProvider,
  params: URLSearchParams,
  claims: TokenClaims | null,
  used: Set<string>,
): Record<string, unknown> {
  const config = STAND_INS[provider];
  const token = params.get("response") ?? "";
  const failure = (code: string) => ({ success: false, "error-codes": [code] });
  if (!params.get("secret")) return failure("missing-input-secret");
  if (params.get("secret") !== config.secret) return failure("invalid-input-secret");
  if (!token) return failure("missing-input-response");
  if (!claims || claims.sitekey !== config.siteKey) return failure("invalid-input-response");
  if (used.has(token)) return failure("timeout-or-duplicate");
  used.add(token);
  if (claims.mark === "reject") return failure("invalid-input-response");
  const common = {
    success: true,
    challenge_ts: new Date().toISOString(),
    hostname: claims.hostname,
    action: claims.action,
    "error-codes": [],
  };
  return provider === "recaptcha" ? { ...common, score: 0.9 } : { ...common, cdata: "" };
}

export interface StandInServer {
  close(): Promise<void>;
}

export async function startStandIns(port = STAND_IN_PORT): Promise<StandInServer> {
  const records: VerifyRecord[] = [];
  const used = new Set<string>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const send = (status: number, type: string, body: string) => {
        res.writeHead(status, { "content-type": type, "cache-control": "no-store" });
        res.end(body);
      };
      const verify = /^\/(recaptcha|turnstile)\/siteverify$/.exec(url.pathname);
      if (req.method === "GET" && url.pathname === "/recaptcha/api.js") {
        send(200, "text/javascript", RECAPTCHA_SCRIPT);
      } else if (req.method === "GET" && url.pathname === "/turnstile/v0/api.js") {
        send(200, "text/javascript", TURNSTILE_SCRIPT);
      } else if (req.method === "POST" && verify) {
        const provider = verify[1] as StandInProvider;
        const params = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
        const claims = decodeClaims(provider, params.get("response") ?? "");
        const answer = answerFor(provider, params, claims, used);
        records.push({
          provider,
          secret: params.get("secret"),
          response: params.get("response"),
          remoteip: params.get("remoteip"),
          claims,
          answer,
        });
        send(200, "application/json", JSON.stringify(answer));
      } else if (req.method === "GET" && url.pathname === "/requests") {
        send(200, "application/json", JSON.stringify(records));
      } else {
        send(404, "text/plain", "not found");
      }
    });
  });
  const { close } = await listenOnLoopback(server, port);
  return { close };
}
