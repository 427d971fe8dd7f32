import { describe, expect, it } from "vitest";
import { captureLandingTags, LANDING_STORAGE_KEY, utmTagsOf } from "@/features/contact/landing";

class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe("utmTagsOf", () => {
  it.each<[string, Record<string, string>]>([
    ["https://site.example/", {}],
    ["https://site.example/?q=cutting", {}],
    [
      "https://site.example/services?utm_source=google&utm_medium=cpc&utm_campaign=spring+coring",
      { utm_source: "google", utm_medium: "cpc", utm_campaign: "spring coring" },
    ],
    ["/contact?UTM_Source=Newsletter&gclid=abc", { utm_source: "Newsletter" }],
    ["/?utm_source=&utm_medium=%20email%20", { utm_medium: "email" }],
    ["/?utm_source=first&utm_source=second", { utm_source: "first" }],
    ["/?utm_=x&utm-source=y&utm_a$b=z", {}],
    [`/?utm_term=${"a".repeat(300)}`, { utm_term: "a".repeat(200) }],
  ])("%s -> %j", (url, expected) => {
    expect(utmTagsOf(url)).toEqual(expected);
  });

  it("keeps at most ten tags", () => {
    const query = Array.from({ length: 12 }, (_, i) => `utm_k${i}=v${i}`).join("&");
    expect(Object.keys(utmTagsOf(`/?${query}`))).toHaveLength(10);
  });
});

describe("captureLandingTags", () => {
  it("stores the landing URL's tags on the first call and keeps them for the visit", () => {
    const storage = new MemoryStorage();
    expect(captureLandingTags(storage, "https://site.example/?utm_source=ad")).toEqual({
      utm_source: "ad",
    });
    // Later pages of the same visit (another campaign link, or none) keep the landing's tags.
    expect(captureLandingTags(storage, "https://site.example/contact?utm_source=other")).toEqual({
      utm_source: "ad",
    });
    expect(captureLandingTags(storage, "https://site.example/contact")).toEqual({
      utm_source: "ad",
    });
  });

  it("records a landing without tags too: the first landing decides", () => {
    const storage = new MemoryStorage();
    expect(captureLandingTags(storage, "https://site.example/")).toEqual({});
    expect(storage.items.get(LANDING_STORAGE_KEY)).toBe("{}");
    expect(captureLandingTags(storage, "https://site.example/?utm_source=late")).toEqual({});
  });

  it("ignores a damaged stored value and filters what it reads", () => {
    const storage = new MemoryStorage();
    storage.setItem(LANDING_STORAGE_KEY, "not json");
    expect(captureLandingTags(storage, "/?utm_source=x")).toEqual({ utm_source: "x" });
    storage.setItem(LANDING_STORAGE_KEY, JSON.stringify({ utm_source: "y", evil: "z", utm_n: 1 }));
    expect(captureLandingTags(storage, "/")).toEqual({ utm_source: "y" });
  });

  it("works without storage, and when storage throws", () => {
    expect(captureLandingTags(undefined, "/?utm_medium=email")).toEqual({ utm_medium: "email" });
    const refusing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(captureLandingTags(refusing, "/?utm_medium=email")).toEqual({ utm_medium: "email" });
  });
});
