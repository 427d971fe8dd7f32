import crypto from "node:crypto";
import { loadSite } from "@/content/load";
import type { Site } from "@/content/site";
import type { ContactPayloadInput, ContactRequestInput } from "@/shared/lead/schema";
import { NoRobotCheck } from "@/server/robot-check/siteverify";
import type { RobotCheck } from "@/server/robot-check/types";
import { createRateLimiter } from "@/server/http/rate-limit";
import type { LeadRequestDeps } from "@/server/leads/handle-request";
import type { LeadStore } from "@/server/leads/store";
import { composeLeadMails } from "@/server/mail/compose";
import { PEER_ADDRESS_HEADER } from "@/server/http/request";

export const TEST_ORIGIN = "http://localhost:3000";
export const LEADS_TO = "owner@straightcut.example";

let site: Site | undefined;
export function testSite(): Site {
  site ??= loadSite();
  return site;
}

export function payload(overrides: Partial<ContactPayloadInput> = {}): ContactPayloadInput {
  return {
    name: "Dana Example",
    email: "dana@example.test",
    phone: "(416) 555-0100",
    service: "core-drilling",
    message: "Three 4 inch holes through a 8 inch slab for plumbing.",
    form: "contact",
    page: "contact",
    ...overrides,
  };
}

export function requestBody(
  overrides: Partial<ContactPayloadInput> = {},
  extra: Partial<ContactRequestInput> = {},
): ContactRequestInput {
  return {
    payload: payload(overrides),
    recaptchaToken: "token",
    idempotencyKey: crypto.randomUUID(),
    ...extra,
  };
}

/** A POST /api/email as a same-origin browser page sends it. */
export function postRequest(
  body: unknown,
  init: { headers?: Record<string, string>; raw?: BodyInit } = {},
): Request {
  const requestInit: RequestInit & { duplex?: "half" } = {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: TEST_ORIGIN,
      "sec-fetch-site": "same-origin",
      host: "localhost:3000",
      [PEER_ADDRESS_HEADER]: "203.0.113.7",
      ...init.headers,
    },
    body: init.raw ?? JSON.stringify(body),
  };
  // A streamed body (ReadableStream) needs half duplex.
  if (init.raw instanceof ReadableStream) requestInit.duplex = "half";
  return new Request(`${TEST_ORIGIN}/api/email`, requestInit);
}

export function pipelineDeps(
  store: LeadStore | (() => Promise<LeadStore>),
  overrides: Partial<LeadRequestDeps> & { robotCheck?: RobotCheck } = {},
): LeadRequestDeps {
  const context = {
    site: testSite(),
    leadsTo: LEADS_TO,
    siteOrigin: "https://straightcut.example",
  };
  return {
    siteOrigin: "https://straightcut.example",
    trustProxy: 0,
    phone: testSite().phone,
    rateLimiter: createRateLimiter({ points: 1000, durationSeconds: 60 }),
    robotCheck: new NoRobotCheck(),
    store: typeof store === "function" ? store : async () => store,
    composeMessages: (lead, photos) => composeLeadMails(lead, context, photos),
    log: { warn: () => undefined, error: () => undefined },
    ...overrides,
  };
}
