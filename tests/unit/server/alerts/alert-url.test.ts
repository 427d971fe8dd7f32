import { describe, expect, it } from "vitest";
import { isAllowedAlertUrl, maskedUrl } from "@/server/alerts/alert-url";

describe("isAllowedAlertUrl", () => {
  it.each([
    ["https://hooks.slack.example/services/T1/B2/abc", true],
    ["https://ntfy.example/leads?tpl=1&m={{.text}}", true],
    ["http://127.0.0.1:8080/hook", true],
    ["http://127.3.4.5/hook", true],
    ["http://localhost:3000/hook", true],
    ["http://receiver.localhost/hook", true],
    ["http://[::1]:9000/hook", true],
    ["http://hooks.straightcut.test/hook", false],
    ["http://127.0.0.1.nip.example/hook", false],
    ["http://10.0.0.5/hook", false],
    ["https://user:secret@hooks.straightcut.test/hook", false],
    ["ftp://hooks.straightcut.test/hook", false],
    ["not a url", false],
  ])("%s -> %s", (url, allowed) => {
    expect(isAllowedAlertUrl(url)).toBe(allowed);
  });
});

describe("maskedUrl", () => {
  it.each([
    ["https://hooks.slack.example/services/T1/B2/secret", "https://hooks.slack.example/…"],
    ["https://ntfy.example/my-secret-topic?tpl=1", "https://ntfy.example/…"],
    ["https://receiver.straightcut.test/?token=abc", "https://receiver.straightcut.test/…"],
    ["https://receiver.straightcut.test", "https://receiver.straightcut.test/"],
    ["http://127.0.0.1:8080/hook", "http://127.0.0.1:8080/…"],
    ["nonsense", "(not a valid address)"],
  ])("%s -> %s", (url, shown) => {
    expect(maskedUrl(url)).toBe(shown);
  });
});
