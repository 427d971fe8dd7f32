import http from "node:http";
import type { AddressInfo } from "node:net";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ContactForm } from "@/features/contact/ContactForm";
import { leadFormData } from "@/features/photos/photo-upload";
import type { LeadRequest } from "@/features/contact/request";
import { photoMessages } from "@/shared/lead/photos";

/**
 * A request with photos: the multipart body (the `request` field first, then the photos) and
 * the form sending it with XMLHttpRequest to a server on loopback, which answers as the
 * contract of src/shared/lead/photos.ts says (a refusal naming a photo, then success). The
 * photos are HEIC files: happy-dom decodes no image, so they travel as chosen.
 */

interface Received {
  contentType: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

let server: http.Server;
let origin = "";
const received: Received[] = [];
let answers: { status: number; body: unknown }[] = [];
const API_KEY = "public-form-key-1";

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.method === "GET" && req.url === "/api/captcha/config") {
        return json(200, { provider: "none", apiKey: API_KEY });
      }
      if (req.method === "POST" && req.url === "/api/email") {
        received.push({
          contentType: req.headers["content-type"] ?? "",
          headers: req.headers,
          body: Buffer.concat(chunks),
        });
        const answer = answers.shift() ?? { status: 200, body: { ok: true, id: "lead-1" } };
        return json(answer.status, answer.body);
      }
      json(404, { error: "Not found" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received.length = 0;
  answers = [];
  // The page is served by the loopback server: relative requests go there.
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    `${origin}/contact`,
  );
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

/** The multipart body as the server reads it, in order. */
async function parts(request: Received): Promise<[string, FormDataEntryValue][]> {
  const form = await new Request(`${origin}/api/email`, {
    method: "POST",
    headers: { "content-type": request.contentType },
    body: new Uint8Array(request.body),
  }).formData();
  return [...form.entries()];
}

const heic = (name: string, byte: number) =>
  new File([new Uint8Array(3000).fill(byte)], name, { type: "image/heic" });

const lead: LeadRequest = {
  payload: {
    name: "Dana Visitor",
    email: "dana@example.test",
    phone: "(416) 555-0100",
    service: undefined,
    message: "Door opening in a 10 inch basement wall.",
    form: "contact",
    referrer: undefined,
    website: "",
  },
  recaptchaToken: "token-1",
  idempotencyKey: "0b5f8a5e-4a55-4c55-8f55-55aa55aa55aa",
};

describe("leadFormData", () => {
  it("puts the request's JSON first, then each photo under its name", async () => {
    const photos = [
      new File([new Uint8Array([0xff, 0xd8, 0xff, 1])], "IMG_0001.jpg", { type: "image/jpeg" }),
      heic("IMG_2002.HEIC", 9),
    ];
    const body = leadFormData(lead, photos);
    const entries = [...body.entries()];
    expect(entries.map(([name]) => name)).toEqual(["request", "photos", "photos"]);
    expect(JSON.parse(entries[0]![1] as string)).toEqual(lead);
    const [jpeg, original] = [entries[1]![1] as File, entries[2]![1] as File];
    expect([jpeg.name, jpeg.type, jpeg.size]).toEqual(["IMG_0001.jpg", "image/jpeg", 4]);
    expect([original.name, original.type]).toEqual(["IMG_2002.HEIC", "image/heic"]);
    expect(new Uint8Array(await original.arrayBuffer())).toEqual(new Uint8Array(3000).fill(9));
  });

  it("is the JSON alone without photos", () => {
    expect([...leadFormData(lead, []).keys()]).toEqual(["request"]);
  });
});

function type(label: RegExp, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

function fillValid() {
  type(/^Name/, "Dana Visitor");
  type(/^E-mail/, "dana@example.test");
  type(/^Phone/, "(416) 555-0100");
  type(/^Message/, "Door opening in a 10 inch basement wall.");
}

async function choose(...files: File[]) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(/^Add photos of the job site/), { target: { files } });
  });
  await waitFor(() => expect(screen.queryByText("Preparing…")).toBeNull());
}

async function submit() {
  await act(async () => {
    fireEvent.submit(screen.getByRole("form"));
  });
}

describe("the form with photos", () => {
  it("sends multipart with the request first; a refusal naming a photo shows on it and loses nothing; the retry keeps the key", async () => {
    const refusal = photoMessages.notAnImage("IMG_2002.HEIC");
    answers = [
      {
        status: 415,
        body: { error: refusal, field: "photos", photo: 2, fileName: "IMG_2002.HEIC" },
      },
    ];
    render(<ContactForm kind="contact" page="contact" />);
    fillValid();
    await choose(heic("IMG_2001.HEIC", 1), heic("IMG_2002.HEIC", 2));
    await submit();

    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(refusal));
    expect(received).toHaveLength(1);
    const first = received[0]!;
    expect(first.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(first.headers["x-api-key"]).toBe(API_KEY);
    expect(first.headers.accept).toBe("application/json");
    const sent = await parts(first);
    expect(sent.map(([name]) => name)).toEqual(["request", "photos", "photos"]);
    const request = JSON.parse(sent[0]![1] as string) as LeadRequest;
    expect(Object.keys(request).sort()).toEqual(["idempotencyKey", "payload", "recaptchaToken"]);
    expect(request.payload).toMatchObject({ name: "Dana Visitor", form: "contact", website: "" });
    expect(request.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    const photos = sent.slice(1).map(([, value]) => value as File);
    expect(photos.map((photo) => photo.name)).toEqual(["IMG_2001.HEIC", "IMG_2002.HEIC"]);
    expect(new Uint8Array(await photos[1]!.arrayBuffer())).toEqual(new Uint8Array(3000).fill(2));

    // The refusal is beside the picker and on the photo it names; everything stays.
    const picker = screen.getByLabelText(/^Add photos of the job site/);
    expect(picker.getAttribute("aria-invalid")).toBe("true");
    const items = within(screen.getByRole("list", { name: /^Chosen photos/ })).getAllByRole(
      "listitem",
    );
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).not.toContain(refusal);
    expect(items[1]!.textContent).toContain(refusal);
    expect(
      screen
        .getByRole("button", { name: "Remove photo IMG_2002.HEIC" })
        .getAttribute("aria-describedby"),
    ).toBeTruthy();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe("Dana Visitor");

    // The same attempt again: the same idempotency key, and this time the lead is stored.
    await submit();
    await screen.findByText("Thank you for your submission! We will get back to you soon.");
    expect(received).toHaveLength(2);
    const retry = JSON.parse((await parts(received[1]!))[0]![1] as string) as LeadRequest;
    expect(retry.idempotencyKey).toBe(request.idempotencyKey);
  });

  it("sends JSON exactly as before once the photos are removed, as a new attempt", async () => {
    answers = [{ status: 413, body: { error: photoMessages.totalTooLarge(), field: "photos" } }];
    render(<ContactForm kind="hero" page="services" />);
    fillValid();
    await choose(heic("IMG_2001.HEIC", 1));
    await submit();
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(photoMessages.totalTooLarge()),
    );
    const firstKey = (JSON.parse((await parts(received[0]!))[0]![1] as string) as LeadRequest)
      .idempotencyKey;

    await act(async () =>
      fireEvent.click(screen.getByRole("button", { name: "Remove photo IMG_2001.HEIC" })),
    );
    await submit();
    await screen.findByText("Sent! We will get back to you shortly.");
    expect(received).toHaveLength(2);
    expect(received[1]!.contentType).toBe("application/json");
    const body = JSON.parse(received[1]!.body.toString("utf8")) as LeadRequest;
    expect(body.payload).toMatchObject({ name: "Dana Visitor", form: "hero", page: "services" });
    expect(body.idempotencyKey).not.toBe(firstKey);
  });
});
