import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadSite } from "@/content/load";
import { mailingAddress } from "@/content/site";
import type { Lead } from "@/server/db/schema";
import type { OutboxMail } from "@/server/delivery/message";
import { parseMail } from "../../../support/mail";
import { composeCustomerMail, composeOwnerMail, greetingName } from "@/server/mail/compose";
import { headerText } from "@/server/delivery/header-text";
import { addressDomain } from "@/server/mail/format";
import { formatCad } from "@/shared/money";
import { createFileTransport, messageIdFor } from "@/server/mail/transport";

const site = loadSite();
const context = { site, leadsTo: "owner@example.test", siteOrigin: "https://straightcut.example" };

const lead: Lead = {
  id: "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
  createdAt: new Date("2026-03-02T14:15:00Z"),
  name: 'Eve "the <b>tester</b>"\r\nBcc: victim@elsewhere.test',
  email: "eve@example.test",
  phone: "416-555-0100",
  service: "bank-vault",
  message: "Line one\nLine <two> & 'three'",
  form: "hero",
  page: "home",
  referrer: "https://ref.example/?a=1&b=<2>",
  utm: { utm_source: "<x>" },
  calculator: {
    answers: { service: "coring", cor_holes: 2 },
    summary: [{ label: "Holes", value: "2 <big>" }],
    estimate: 160,
  },
  clientAddress: null,
  idempotencyKey: "3b241101-e2bb-4255-8caf-4136c566a962",
};

describe("format helpers", () => {
  it.each([
    ["Subject\r\nBcc: a@b.test", "Subject Bcc: a@b.test"],
    ["tab\tand\u2028separator\u0000null", "tab and separator null"],
    ["  spaced   out  ", "spaced out"],
    ["Dana \u202Eevil\u202C", "Dana evil"],
    ["=?utf-8?b?QWNjb3VudCBsb2NrZWQ=?=", "= ?utf-8?b?QWNjb3VudCBsb2NrZWQ= ?="],
  ])("flattens %j for a header", (input, expected) => {
    expect(headerText(input)).toBe(expected);
  });

  it("shortens long header values", () => {
    expect(headerText("x".repeat(300), 20)).toHaveLength(20);
  });

  it("formats CAD in en-CA", () => {
    expect(formatCad(7285.5)).toBe("$7,285.50");
  });

  it("finds the domain of an address", () => {
    expect(addressDomain('"Co" <leads@Sender.example>')).toBe("sender.example");
    expect(addressDomain("nobody")).toBeUndefined();
  });
});

describe("owner mail", () => {
  let mail: OutboxMail;
  beforeAll(async () => {
    mail = await composeOwnerMail(lead, context);
  });

  it("goes to LEADS_TO with reply-to the customer and a one-line subject", () => {
    expect(mail).toMatchObject({
      kind: "owner",
      to: "owner@example.test",
      replyTo: "eve@example.test",
    });
    expect(mail.subject).toBe(
      'New quote request: Eve "the <b>tester</b>" Bcc: victim@elsewhere.test (Bank Vault Demolition)',
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it("escapes every value in the HTML", () => {
    expect(mail.html).not.toMatch(/<b>tester|<two>|<big>|<x>|b=<2>/);
    expect(mail.html).toContain(
      "Eve &quot;the &lt;b&gt;tester&lt;/b&gt;&quot; Bcc: victim@elsewhere.test",
    );
    expect(mail.html).toContain("Line one<br/>Line &lt;two&gt; &amp; &#x27;three&#x27;");
    expect(mail.html).toContain("https://ref.example/?a=1&amp;b=&lt;2&gt;");
    expect(mail.html).toContain('<a href="tel:+14165550100"');
  });

  it("lists where the lead came from and the calculator", () => {
    expect(mail.text).toContain("Form: Hero form");
    expect(mail.text).toContain("Page: https://straightcut.example/");
    expect(mail.text).toContain("Campaign: utm_source=<x>");
    expect(mail.text).toContain("Estimate: $160.00 (approximate)");
    expect(mail.text).toContain("Holes: 2 <big>");
    expect(mail.text).toContain("Received: Monday, March 2, 2026 at 9:15 a.m. (Toronto time)");
  });
});

describe("the acknowledgement's greeting", () => {
  it.each([
    ["Dana Example", "Dana"],
    ["O'Neil Jean-Luc", "O'Neil"],
    ["Jean-Luc O'Neil", undefined],
    ["Zoë", "Zoë"],
    ["Your account is locked. Reset it at https://bank.example", "Your"],
    ["www.evil-phish.example Smith", undefined],
    ["evil-phish Smith", undefined],
    ["Dana.", undefined],
    ["https://bank.example/reset now", undefined],
    ["Call 416 555 0199", "Call"],
    ["12345", undefined],
    ["<b>Eve</b>", undefined],
    ["Averyveryveryverylongfirstnamethatgoesonandon", undefined],
  ])("greets %j as %j", (name, expected) => {
    expect(greetingName(name)).toBe(expected);
  });

  it.each(["https://bank.example/reset", "www.evil-phish.example Smith"])(
    "says a plain Hello to %j and puts nothing of the name in the mail",
    async (name) => {
      const mail = await composeCustomerMail({ ...lead, name }, context);
      expect(mail.text).toContain("Hello,\n");
      expect(mail.html).toContain(">Hello,</p>");
      for (const part of [mail.text, mail.html, mail.subject]) {
        expect(part).not.toMatch(/bank\.example|evil-phish|Smith/);
      }
    },
  );
});

describe("customer mail", () => {
  let mail: OutboxMail;
  beforeAll(async () => {
    mail = await composeCustomerMail(lead, context);
  });

  it("acknowledges with the reply promise and the phone number, reply-to the owner", () => {
    expect(mail).toMatchObject({
      kind: "customer",
      to: "eve@example.test",
      replyTo: "owner@example.test",
    });
    expect(mail.text).toContain(`will reply ${site.reply}`);
    expect(mail.text).toContain(site.phone);
    expect(mail.html).toContain(`href="tel:+1${site.phone.replace(/\D/g, "")}"`);
    expect(mail.html).toMatch(/<p[^>]*>Hello Eve,<\/p>/);
    expect(mail.text).not.toContain("victim");
  });

  it("says who sends it: the company's name, mailing address and phone (issue 25)", () => {
    const address = mailingAddress(site);
    expect(address).toMatch(/\d/);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(site.name);
      expect(part).toContain(address);
      expect(part).toContain(site.phone);
    }
  });

  it("does not repeat the visitor's message", () => {
    expect(mail.text).not.toContain("Line one");
    expect(mail.html).not.toContain("Line one");
  });
});

describe("mail rendered by React Email", () => {
  it("shows a <script> in the name as text, in the HTML and in the plain-text part", async () => {
    const mail = await composeOwnerMail(
      { ...lead, name: "<script>alert(1)</script> Dana" },
      context,
    );
    expect(mail.html).not.toMatch(/<script/i);
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; Dana");
    expect(mail.text).toContain("Name: <script>alert(1)</script> Dana");
  });
});

describe("file transport", () => {
  it("writes each message as an .eml file with clean headers", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-eml-"));
    try {
      const transport = createFileTransport(dir);
      const owner = await composeOwnerMail(lead, context);
      await transport.send({
        from: '"StraightCut" <quotes@sender.test>',
        to: owner.to,
        subject: owner.subject,
        text: owner.text,
        html: owner.html,
        replyTo: owner.replyTo,
        messageId: messageIdFor(7, lead.id, "quotes@sender.test", site.url),
      });
      transport.close();
      const files = fs.readdirSync(dir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const parsed = await parseMail(fs.readFileSync(path.join(dir, files[0] ?? ""), "utf8"));
      expect(parsed.header("to")).toBe("owner@example.test");
      expect(parsed.header("reply-to")).toBe("eve@example.test");
      expect(parsed.header("message-id")).toBe(`<outbox-7.${lead.id}@sender.test>`);
      expect(parsed.headers.has("bcc")).toBe(false);
      expect(parsed.subject).toBe(owner.subject);
      expect(parsed.text).toContain("Service: Bank Vault Demolition");
      // What a real mail parser sees: the injected line break stayed in the subject, no header
      // was added, and the markup the visitor typed arrives escaped in the HTML part.
      expect(parsed.subject).toContain('Eve "the <b>tester</b>" Bcc: victim@elsewhere.test');
      expect(
        [...parsed.headers.keys()].filter((name) => name === "bcc" || name === "x-evil"),
      ).toEqual([]);
      expect(parsed.html).not.toMatch(/<b>tester|<two>|<big>|<x>|b=<2>/);
      expect(parsed.html).toContain("Line one<br/>Line &lt;two&gt; &amp; &#x27;three&#x27;");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
