import { describe, expect, it } from "vitest";
import { phoneNumber, telHref } from "@/shared/phone";

/** One tel: form for the visitor's number (mail, SMS, webhook) and the company's (site.yaml). */
describe("phoneNumber", () => {
  it.each([
    ["(416) 555-0100", "tel:+14165550100", undefined],
    ["416.555.0101", "tel:+14165550101", undefined],
    ["1 416 555 0102", "tel:+14165550102", undefined],
    ["+1 (416) 555-0103", "tel:+14165550103", undefined],
    ["+44 20 7946 0104", "tel:+442079460104", undefined],
    ["(416) 555-0123 ext 12", "tel:+14165550123;ext=12", "12"],
    ["416-555-0105 ext. 12", "tel:+14165550105;ext=12", "12"],
    ["416 555 0106 x7", "tel:+14165550106;ext=7", "7"],
  ])("%s -> %s (extension %s)", (phone, href, extension) => {
    const number = phoneNumber(phone);
    expect(number.href).toBe(href);
    expect(number.extension).toBe(extension);
    expect(telHref(phone)).toBe(href);
  });

  it("gives the company number and the visitor's the same link when they are the same number", () => {
    expect(telHref("416-555-0100")).toBe(telHref("+1 416 555 0100"));
  });
});
