import type { RobotCheck } from "@/server/robot-check/types";
import { MAX_BODY_BYTES, type LeadRequestDeps } from "@/server/leads/handle-request";
import { postRequest, requestBody, testSite } from "./pipeline";

/** The bad request classes of the lead pipeline and what each must answer (test fixtures). */
export const rejectingRobotCheck: RobotCheck = {
  provider: "recaptcha",
  verify: async () => ({ ok: false, reason: "score too low" }),
};

export const unavailableRobotCheck: RobotCheck = {
  provider: "recaptcha",
  verify: async () => ({ ok: false, reason: "timeout", unavailable: true }),
};

export function streamOf(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const chunk = new TextEncoder().encode(" ".repeat(Math.min(4096, bytes - sent)));
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

/** Each bad request class: the request, the deps it meets, the status and error it gets. */
export const badRequests: {
  name: string;
  request: () => Request;
  deps?: Partial<LeadRequestDeps>;
  status: number;
  error: string | RegExp;
  field?: string;
}[] = [
  {
    name: "a form post that is not JSON",
    request: () =>
      postRequest(null, {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        raw: "name=x",
      }),
    status: 415,
    error: /JSON/,
  },
  {
    name: "a body declared larger than 32 KiB",
    request: () =>
      postRequest(null, {
        raw: JSON.stringify(requestBody({ message: "x".repeat(MAX_BODY_BYTES) })),
      }),
    status: 413,
    error: /too large/,
  },
  {
    name: "a chunked body over 32 KiB without a length",
    request: () => postRequest(null, { raw: streamOf(MAX_BODY_BYTES + 1) }),
    status: 413,
    error: /too large/,
  },
  {
    name: "a missing x-api-key when CONTACT_API_KEY is set",
    request: () => postRequest(requestBody()),
    deps: { contactApiKey: "public-key-123" },
    status: 401,
    error: /x-api-key/,
  },
  {
    name: "a wrong x-api-key",
    request: () => postRequest(requestBody(), { headers: { "x-api-key": "public-key-124" } }),
    deps: { contactApiKey: "public-key-123" },
    status: 401,
    error: /x-api-key/,
  },
  {
    name: "a post from another site's page (Origin)",
    request: () =>
      postRequest(requestBody(), {
        headers: { origin: "https://elsewhere.example", "sec-fetch-site": "" },
      }),
    status: 403,
    error: /other sites/,
  },
  {
    name: "a post the browser marks cross-site",
    request: () => postRequest(requestBody(), { headers: { "sec-fetch-site": "cross-site" } }),
    status: 403,
    error: /other sites/,
  },
  {
    name: "a body that is not valid JSON",
    request: () => postRequest(null, { raw: "{ not json" }),
    status: 400,
    error: "The request body is not valid JSON",
  },
  {
    name: "a missing name",
    request: () => postRequest(requestBody({ name: "" })),
    status: 400,
    error: "Please enter your name",
    field: "payload.name",
  },
  {
    name: "an invalid e-mail",
    request: () => postRequest(requestBody({ email: "dana-at-example" })),
    status: 400,
    error: "Please enter a valid e-mail address",
    field: "payload.email",
  },
  {
    name: "a phone number nobody can call",
    request: () => postRequest(requestBody({ phone: "soon" })),
    status: 400,
    error: "Please enter a phone number we can call",
    field: "payload.phone",
  },
  {
    name: "an empty message",
    request: () => postRequest(requestBody({ message: " " })),
    status: 400,
    error: "Please describe the job",
    field: "payload.message",
  },
  {
    name: "a service that is not offered",
    request: () => postRequest(requestBody({ service: "painting" as "wall-sawing" })),
    status: 400,
    error: "Please choose a service from the list",
    field: "payload.service",
  },
  {
    name: "an idempotency key that is not a UUID",
    request: () => postRequest({ ...requestBody(), idempotencyKey: "nope" }),
    status: 400,
    error: "Invalid idempotency key",
    field: "idempotencyKey",
  },
  {
    name: "an Idempotency-Key header that is not a UUID",
    request: () =>
      postRequest(
        { ...requestBody(), idempotencyKey: undefined },
        { headers: { "idempotency-key": "x" } },
      ),
    status: 400,
    error: "The Idempotency-Key header must be a UUID",
    field: "idempotencyKey",
  },
  {
    name: "a NUL character in the name",
    request: () => postRequest(requestBody({ name: "Dana\u0000Example" })),
    status: 400,
    error: "Please enter your name (it holds characters we cannot accept)",
    field: "payload.name",
  },
  {
    name: "a NUL character in the message",
    request: () => postRequest(requestBody({ message: "Three holes\u0000 please" })),
    status: 400,
    error: "Please describe the job (it holds characters we cannot accept)",
    field: "payload.message",
  },
  {
    name: "a line break inside the phone number",
    request: () => postRequest(requestBody({ phone: "416 555\r\n0100" })),
    status: 400,
    error: /^Please enter a phone number we can call/,
    field: "payload.phone",
  },
  {
    name: "a name of zero-width spaces",
    request: () => postRequest(requestBody({ name: "\u200B\u200B\u200B" })),
    status: 400,
    error: "Please enter your name",
    field: "payload.name",
  },
  {
    name: "a control character in a calculator answer",
    request: () =>
      postRequest(
        requestBody({
          calculator: { answers: { service: "coring\u0007" }, summary: [], estimate: 0 },
        }),
      ),
    status: 400,
    error: /calculator/,
    field: "payload.calculator.answers.service",
  },
  {
    name: "a failed robot check",
    request: () => postRequest(requestBody()),
    deps: { robotCheck: rejectingRobotCheck },
    status: 400,
    error: "Please verify you are not a robot",
  },
  {
    name: "a robot check provider that cannot be reached",
    request: () => postRequest(requestBody()),
    deps: { robotCheck: unavailableRobotCheck },
    status: 503,
    error: /robot check right now/,
  },
  {
    name: "a store that is down",
    request: () => postRequest(requestBody()),
    deps: {
      store: async () => {
        throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
      },
    },
    status: 503,
    error: new RegExp(
      `could not take your request right now.*${testSite().phone.replace(/[()]/g, "\\$&")}`,
    ),
  },
];
