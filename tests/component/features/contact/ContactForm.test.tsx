import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "@/features/contact/ContactForm";

type Answer = { status: number; body: unknown } | Error;

let emailAnswers: Answer[] = [];
const posted: { body: Record<string, unknown>; headers: Record<string, string> }[] = [];

beforeEach(() => {
  emailAnswers = [];
  posted.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === "/api/captcha/config") return Response.json({ provider: "none" });
      if (url === "/api/email") {
        posted.push({
          body: JSON.parse(String(init?.body)) as Record<string, unknown>,
          headers: init?.headers as Record<string, string>,
        });
        const answer = emailAnswers.shift() ?? { status: 200, body: { ok: true, id: "lead-1" } };
        if (answer instanceof Error) throw answer;
        return Response.json(answer.body, { status: answer.status });
      }
      throw new Error(`unexpected fetch ${url}`);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

function field(name: RegExp) {
  return screen.getByLabelText(name) as HTMLInputElement;
}

function type(name: RegExp, value: string) {
  fireEvent.input(field(name), { target: { value } });
}

function fillValid() {
  type(/^Name/, "Dana Visitor");
  type(/^E-mail/, "dana@example.test");
  type(/^Phone/, "(416) 555-0100");
  type(/^Message/, "Door opening in a 10 inch basement wall.");
}

async function submit() {
  await act(async () => {
    fireEvent.submit(screen.getByRole("form"));
  });
}

describe("ContactForm field errors", () => {
  it("shows each field's error next to it, marks it invalid, focuses the first and sends nothing", async () => {
    render(<ContactForm kind="contact" page="contact" />);
    await submit();

    const expected: [RegExp, string][] = [
      [/^Name/, "Please enter your name"],
      [/^E-mail/, "Please enter a valid e-mail address"],
      [/^Phone/, "Please enter a phone number we can call"],
      [/^Message/, "Please describe the job"],
    ];
    await waitFor(() => expect(field(/^Name/).getAttribute("aria-invalid")).toBe("true"));
    for (const [label, message] of expected) {
      const input = field(label);
      expect(input.getAttribute("aria-invalid")).toBe("true");
      const described = document.getElementById(input.getAttribute("aria-describedby") ?? "");
      expect(described?.textContent).toBe(message);
    }
    // The service is optional: no error.
    const service = field(/^Service/);
    expect(service.getAttribute("aria-invalid")).toBeNull();
    expect(document.activeElement).toBe(field(/^Name/));
    expect(
      screen
        .getAllByRole("status")
        .map((s) => s.textContent)
        .join(" "),
    ).toContain("Please check these fields: Name, E-mail, Phone, Message.");
    expect(posted).toHaveLength(0);
  });

  it("names the one wrong field, clears its error as the visitor types, keeps the others", async () => {
    render(<ContactForm kind="hero" page="services" />);
    expect(screen.queryByLabelText(/^Service/)).toBeNull();
    fillValid();
    type(/^E-mail/, "dana@");
    type(/^Phone/, "555");
    await submit();
    await waitFor(() => expect(field(/^E-mail/).getAttribute("aria-invalid")).toBe("true"));
    expect(
      screen.getByText("Please enter a phone number we can call, with the area code"),
    ).toBeTruthy();
    expect(document.activeElement).toBe(field(/^E-mail/));
    type(/^E-mail/, "dana@example.test");
    expect(field(/^E-mail/).getAttribute("aria-invalid")).toBeNull();
    expect(field(/^E-mail/).getAttribute("aria-describedby")).toBeNull();
    expect(field(/^Phone/).getAttribute("aria-invalid")).toBe("true");
    expect(posted).toHaveLength(0);
  });
});

describe("ContactForm submission", () => {
  it("sends the fields with the form, the page and an idempotency key, then thanks the visitor", async () => {
    render(<ContactForm kind="hero" page="services" />);
    fillValid();
    await submit();
    const thanks = await screen.findByText("Sent! We will get back to you shortly.");
    expect(screen.queryByRole("form")).toBeNull();
    expect(document.activeElement).toBe(thanks.closest("[tabindex]"));
    expect(posted).toHaveLength(1);
    expect(posted[0]!.body).toMatchObject({
      payload: {
        name: "Dana Visitor",
        email: "dana@example.test",
        form: "hero",
        page: "services",
        website: "",
      },
      recaptchaToken: "",
    });
    expect(String(posted[0]!.body.idempotencyKey)).toMatch(/^[0-9a-f-]{36}$/);
    expect(posted[0]!.headers).not.toHaveProperty("x-api-key");
  });

  it("shows the server's error, keeps what was typed, retries with the same key until an edit", async () => {
    emailAnswers = [
      { status: 400, body: { error: "Please verify you are not a robot" } },
      { status: 500, body: {} },
      new TypeError("Failed to fetch"),
    ];
    render(<ContactForm kind="contact" page="contact" />);
    fillValid();
    await submit();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Please verify you are not a robot",
    );
    expect(field(/^Name/).value).toBe("Dana Visitor");
    await submit();
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("Request failed with 500"),
    );
    expect(posted[1]!.body.idempotencyKey).toBe(posted[0]!.body.idempotencyKey);
    type(/^Message/, "Door opening in a 12 inch basement wall.");
    await submit();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Failed to fetch"));
    expect(posted[2]!.body.idempotencyKey).not.toBe(posted[1]!.body.idempotencyKey);
    expect(field(/^Message/).value).toBe("Door opening in a 12 inch basement wall.");
    await submit();
    await screen.findByText("Thank you for your submission! We will get back to you soon.");
    expect(posted[3]!.body.idempotencyKey).toBe(posted[2]!.body.idempotencyKey);
  });
});
