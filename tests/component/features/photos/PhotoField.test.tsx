import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "@/features/contact/ContactForm";
import { PHOTO_LIMITS, photoMessages } from "@/shared/lead/photos";

/**
 * The photo field of the quote forms in happy-dom. happy-dom decodes no image (its
 * createImageBitmap refuses a Blob), which is what a browser does with HEIC outside Safari:
 * HEIC files take the "send the original" path here, and a JPEG is one this browser cannot
 * decode. The real decoding and downscaling run in Chromium (tests/e2e/photo-picker.spec.ts).
 */

beforeEach(() => {
  // Focusing the form warms up the robot check, which asks for its configuration.
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      if (url === "/api/captcha/config") return Response.json({ provider: "none" });
      throw new Error(`unexpected fetch ${url}`);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

const heic = (name: string, size = 2048) =>
  new File([new Uint8Array(size).fill(7)], name, { type: "image/heic" });

function picker() {
  return screen.getByLabelText(/^Add photos of the job site/) as HTMLInputElement;
}

const inputFiles = () => Array.from(picker().files ?? [], (file) => file.name);

async function choose(...files: File[]) {
  await act(async () => {
    fireEvent.change(picker(), { target: { files } });
  });
}

const thumbnails = () =>
  within(screen.getByRole("list", { name: /^Chosen photos/ })).getAllByRole("listitem");
const removeButtons = () => screen.queryAllByRole("button", { name: /^Remove photo / });
const statusText = () =>
  screen
    .getAllByRole("status")
    .map((status) => status.textContent)
    .join(" ");

async function allPrepared() {
  await waitFor(() => expect(screen.queryByText("Preparing…")).toBeNull());
}

function fieldError(): string | null | undefined {
  const ids = picker().getAttribute("aria-describedby")?.split(" ") ?? [];
  const error = ids
    .map((id) => document.getElementById(id))
    .find((el) => el?.id.endsWith("-error"));
  return error?.textContent;
}

describe("the photo field", () => {
  it.each(["contact", "hero", "equipment"] as const)(
    "is in the %s form's server-rendered HTML: a labelled multiple image input, no camera forced",
    (kind) => {
      const html = renderToString(<ContactForm kind={kind} page="contact" />);
      document.body.innerHTML = html;
      const input = picker();
      expect(input.type).toBe("file");
      expect(input.getAttribute("accept")).toBe("image/*");
      expect(input.multiple).toBe(true);
      expect(input.hasAttribute("capture")).toBe(false);
      expect(input.getAttribute("aria-invalid")).toBeNull();
      const hint = document.getElementById(input.getAttribute("aria-describedby")!);
      expect(hint?.textContent).toContain(`Up to ${PHOTO_LIMITS.maxFiles} photos`);
      expect(document.querySelector(`label[for="${input.id}"]`)?.textContent).toBe(
        "Add photos of the job site (optional)",
      );
    },
  );

  it("shows each chosen photo as a thumbnail with a remove button that names it", async () => {
    render(<ContactForm kind="contact" page="contact" />);
    await choose(heic("IMG_2001.HEIC"), heic("IMG_2002.HEIC"));
    expect(thumbnails()).toHaveLength(2);
    expect(removeButtons().map((button) => button.getAttribute("aria-label"))).toEqual([
      "Remove photo IMG_2001.HEIC",
      "Remove photo IMG_2002.HEIC",
    ]);
    for (const item of thumbnails()) {
      expect(item.querySelector("img")?.getAttribute("src")).toMatch(/^blob:/);
    }
    expect(screen.getByRole("list").getAttribute("aria-label")).toBe("Chosen photos, 2 of 5");
    expect(statusText()).toContain("2 of 5 photos added.");
    await allPrepared();
    expect(thumbnails()).toHaveLength(2);
    // The input holds the listed files, so it says "2 files" rather than "No file chosen".
    expect(inputFiles()).toEqual(["IMG_2001.HEIC", "IMG_2002.HEIC"]);
    expect(picker().getAttribute("aria-invalid")).toBeNull();
  });

  it("adds later choices after the earlier ones up to five and refuses the sixth with the limit message", async () => {
    render(<ContactForm kind="contact" page="contact" />);
    await choose(heic("1.heic"), heic("2.heic"));
    await choose(heic("3.heic"), heic("4.heic"), heic("5.heic"), heic("6.heic"));
    expect(removeButtons().map((button) => button.getAttribute("aria-label"))).toEqual(
      ["1", "2", "3", "4", "5"].map((n) => `Remove photo ${n}.heic`),
    );
    expect(fieldError()).toBe(photoMessages.tooMany());
    expect(picker().getAttribute("aria-invalid")).toBe("true");
    expect(statusText()).toContain(photoMessages.tooMany());

    await choose(heic("7.heic"));
    expect(thumbnails()).toHaveLength(5);
    expect(fieldError()).toBe(photoMessages.tooMany());
  });

  it("refuses a file that is not an image by its type, naming it, and keeps the photos", async () => {
    render(<ContactForm kind="contact" page="contact" />);
    await choose(heic("IMG_2001.HEIC"));
    await choose(new File(["a price list"], "quote.pdf", { type: "application/pdf" }));
    expect(fieldError()).toBe(photoMessages.notAnImage("quote.pdf"));
    expect(removeButtons()).toHaveLength(1);
  });

  it("refuses a JPEG this browser cannot decode, naming it, once it has tried", async () => {
    render(<ContactForm kind="hero" page="services" />);
    await choose(new File(["not really a JPEG"], "broken.jpg", { type: "image/jpeg" }));
    await waitFor(() => expect(fieldError()).toBe(photoMessages.unreadable("broken.jpg")));
    expect(screen.queryByRole("list", { name: /^Chosen photos/ })).toBeNull();
    expect(statusText()).toContain(photoMessages.unreadable("broken.jpg"));
  });

  it("refuses a HEIC photo over 5 MB that this browser cannot make smaller", async () => {
    render(<ContactForm kind="equipment" page="equipment/ws20" />);
    await choose(heic("small.heic"), heic("huge.heic", PHOTO_LIMITS.maxFileBytes + 1));
    await waitFor(() => expect(fieldError()).toBe(photoMessages.tooLarge("huge.heic")));
    expect(removeButtons().map((button) => button.getAttribute("aria-label"))).toEqual([
      "Remove photo small.heic",
    ]);
  });

  it("removes a photo, moves focus to the next remove button, after the last to the picker, and releases thumbnails", async () => {
    const revoke = vi.spyOn(URL, "revokeObjectURL");
    render(<ContactForm kind="contact" page="contact" />);
    await choose(heic("a.heic"), heic("b.heic"), heic("c.heic"));
    await allPrepared();
    const urls = thumbnails().map((item) => item.querySelector("img")!.getAttribute("src"));

    const first = removeButtons()[0]!;
    first.focus();
    await act(async () => fireEvent.click(first));
    expect(removeButtons().map((button) => button.getAttribute("aria-label"))).toEqual([
      "Remove photo b.heic",
      "Remove photo c.heic",
    ]);
    expect(document.activeElement).toBe(
      screen.getByRole("button", { name: "Remove photo b.heic" }),
    );
    expect(revoke).toHaveBeenCalledWith(urls[0]);
    expect(statusText()).toContain("Removed a.heic. 2 of 5 photos.");

    await act(async () =>
      fireEvent.click(screen.getByRole("button", { name: "Remove photo c.heic" })),
    );
    expect(document.activeElement).toBe(picker());
    expect(revoke).toHaveBeenCalledWith(urls[2]);
    expect(inputFiles()).toEqual(["b.heic"]);

    // Removing clears a limit message; the next choice appends again.
    await choose(heic("d.heic"));
    expect(removeButtons().map((button) => button.getAttribute("aria-label"))).toEqual([
      "Remove photo b.heic",
      "Remove photo d.heic",
    ]);
  });

  it("releases every thumbnail when the form goes away", async () => {
    const revoke = vi.spyOn(URL, "revokeObjectURL");
    const { unmount } = render(<ContactForm kind="contact" page="contact" />);
    await choose(heic("a.heic"), heic("b.heic"));
    const urls = thumbnails().map((item) => item.querySelector("img")!.getAttribute("src"));
    unmount();
    expect(revoke.mock.calls.map(([url]) => url)).toEqual(expect.arrayContaining(urls));
  });
});
