import crypto from "node:crypto";
import http from "node:http";
import { Arrivals } from "./arrivals";
import { listenOnLoopback } from "./http";

/**
 * A stand-in for Twilio's Messages API on 127.0.0.1, speaking its protocol:
 * POST /2010-04-01/Accounts/{AccountSid}/Messages.json with HTTP basic auth AccountSid:AuthToken
 * and a form body (To, From or MessagingServiceSid, Body) answers 201 and the message resource
 * as JSON (sid, status "queued", ...); a wrong path answers 404, wrong credentials 401, a missing
 * or bad field 400, each with Twilio's error JSON ({ code, message, more_info, status }).
 * GET on the same path lists the accepted messages ({ messages: [...] }, newest first, as
 * Twilio does), so another process (an end-to-end spec) can read what was "sent".
 */

export const TWILIO_TEST_ACCOUNT_SID = `AC${"0123456789abcdef".repeat(2)}`;
export const TWILIO_TEST_AUTH_TOKEN = "stand-in-auth-token-0123456789";

export interface TwilioMessage {
  sid: string;
  account_sid: string;
  to: string;
  from: string | null;
  messaging_service_sid: string | null;
  body: string;
  status: "queued" | "accepted";
  num_segments: string;
  direction: "outbound-api";
  api_version: "2010-04-01";
  date_created: string;
  uri: string;
  error_code: null;
  error_message: null;
}

export interface TwilioStandIn {
  /** The base URL, for SMS_API_URL. */
  url: string;
  accountSid: string;
  authToken: string;
  /** Messages accepted (201), oldest first. */
  messages: TwilioMessage[];
  /** Every POST to the Messages endpoint, accepted or not. */
  posts: { status: number; form: Record<string, string> }[];
  /** The next `count` valid POSTs get `status` (500 by default) instead of 201. */
  failNext(count: number, status?: number): void;
  /** The next `count` valid POSTs are answered only after `ms`. */
  delayNext(count: number, ms: number): void;
  /** Forgets the messages, the posts and any failures or delays still queued. */
  reset(): void;
  /** Resolves once `count` messages have been accepted in total. */
  waitFor(count: number, timeoutMs?: number): Promise<TwilioMessage[]>;
  close(): Promise<void>;
}

const E164 = /^\+[1-9]\d{7,14}$/;

function twilioError(status: number, code: number, message: string) {
  return {
    status,
    body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
  };
}

function parseBasicAuth(header: string | undefined): [string, string] | undefined {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? "");
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon < 0 ? undefined : [decoded.slice(0, colon), decoded.slice(colon + 1)];
}

export async function startTwilioStandIn(
  options: { port?: number; accountSid?: string; authToken?: string } = {},
): Promise<TwilioStandIn> {
  const accountSid = options.accountSid ?? TWILIO_TEST_ACCOUNT_SID;
  const authToken = options.authToken ?? TWILIO_TEST_AUTH_TOKEN;
  const messagesPath = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
  const arrivals = new Arrivals<TwilioMessage>("SMS");
  const messages = arrivals.items;
  const posts: TwilioStandIn["posts"] = [];
  const failures: number[] = [];
  const delays: number[] = [];

  function answer(
    method: string,
    path: string,
    auth: string | undefined,
    type: string,
    raw: string,
  ) {
    if (path !== messagesPath) {
      return twilioError(404, 20404, `The requested resource ${path} was not found`);
    }
    const credentials = parseBasicAuth(auth);
    if (!credentials || credentials[0] !== accountSid || credentials[1] !== authToken) {
      return twilioError(401, 20003, "Authenticate");
    }
    if (method === "GET") return { status: 200, body: { messages: [...messages].reverse() } };
    if (method !== "POST") return twilioError(405, 20004, "Method not allowed");
    // Twilio reads form fields only: a JSON body carries no To at all.
    const form = new URLSearchParams(
      type.startsWith("application/x-www-form-urlencoded") ? raw : "",
    );
    const to = form.get("To") ?? "";
    const from = form.get("From");
    const service = form.get("MessagingServiceSid");
    const body = form.get("Body") ?? "";
    if (!to) return twilioError(400, 21604, "A 'To' phone number is required.");
    if (!E164.test(to)) {
      return twilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    }
    if (!from && !service) return twilioError(400, 21603, "A 'From' phone number is required.");
    if (!body) return twilioError(400, 21602, "Message body is required.");
    if (body.length > 1600) {
      return twilioError(
        400,
        21617,
        "The concatenated message body exceeds the 1600 character limit.",
      );
    }
    const failure = failures.shift();
    if (failure !== undefined)
      return twilioError(failure, 20500, "An internal server error has occurred");
    const sid = `SM${crypto.randomBytes(16).toString("hex")}`;
    const message: TwilioMessage = {
      sid,
      account_sid: accountSid,
      to,
      from: from ?? null,
      messaging_service_sid: service,
      body,
      status: service ? "accepted" : "queued",
      num_segments: "1",
      direction: "outbound-api",
      api_version: "2010-04-01",
      date_created: new Date().toUTCString().replace("GMT", "+0000"),
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
      error_code: null,
      error_message: null,
    };
    arrivals.add(message);
    return { status: 201, body: message };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
      const result = answer(
        req.method ?? "GET",
        path,
        req.headers.authorization,
        req.headers["content-type"] ?? "",
        raw,
      );
      if (req.method === "POST" && path === messagesPath) {
        posts.push({ status: result.status, form: Object.fromEntries(new URLSearchParams(raw)) });
      }
      const delay = req.method === "POST" && path === messagesPath ? (delays.shift() ?? 0) : 0;
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(result.status, { "content-type": "application/json; charset=utf-8" });
        res.end(JSON.stringify(result.body));
      }, delay);
    });
  });
  const listening = await listenOnLoopback(server, options.port ?? 0);
  return {
    url: listening.url,
    accountSid,
    authToken,
    messages,
    posts,
    failNext(count, status = 500) {
      failures.push(...Array.from({ length: count }, () => status));
    },
    delayNext(count, ms) {
      delays.push(...Array.from({ length: count }, () => ms));
    },
    reset() {
      for (const list of [messages, posts, failures, delays]) list.length = 0;
    },
    waitFor: (count, timeoutMs) => arrivals.waitFor(count, timeoutMs),
    close: listening.close,
  };
}
