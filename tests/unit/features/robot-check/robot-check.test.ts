// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RobotCheckConfig } from "@/shared/robot-check";
import {
  fetchRobotCheckConfig,
  robotCheckFor,
  withParam,
  type Grecaptcha,
  type RobotCheckEnv,
  type Turnstile,
  type TurnstileRenderOptions,
} from "@/features/robot-check/robot-check";

/** A stand-in for the ALTCHA widget: mounts asynchronously, then verify() behaves as told. */
let altchaBehaviour: "verify" | "error" | "hang" = "verify";
let altchaSolves = 0;
class FakeAltchaWidget extends HTMLElement {
  verify?: () => Promise<{ payload: string } | null>;
  connectedCallback() {
    setTimeout(() => {
      this.verify = async () => {
        if (altchaBehaviour === "hang") return new Promise(() => undefined);
        if (altchaBehaviour === "error") {
          this.dispatchEvent(new CustomEvent("statechange", { detail: { state: "error" } }));
          return null;
        }
        altchaSolves += 1;
        const payload = `payload-${altchaSolves}`;
        this.dispatchEvent(new CustomEvent("statechange", { detail: { state: "verified" } }));
        this.dispatchEvent(new CustomEvent("verified", { detail: { payload } }));
        return { payload };
      };
      this.dispatchEvent(new Event("load"));
    }, 0);
  }
}

function fakeEnv(
  globals: ReturnType<RobotCheckEnv["globals"]> = {},
  overrides: Partial<RobotCheckEnv> = {},
) {
  const env = {
    loadScript: vi.fn(async (url: string) => {
      void url;
    }),
    importAltcha: vi.fn(async () => {
      if (!customElements.get("altcha-widget"))
        customElements.define("altcha-widget", FakeAltchaWidget);
    }),
    globals: () => globals,
    timeoutMs: 200,
    ...overrides,
  };
  return env;
}

function slot(): HTMLElement {
  const form = document.createElement("form");
  const div = document.createElement("div");
  form.append(div);
  document.body.append(form);
  return div;
}

afterEach(() => {
  document.body.innerHTML = "";
  altchaBehaviour = "verify";
});

const recaptchaConfig: RobotCheckConfig = {
  provider: "recaptcha",
  siteKey: "site-key",
  scriptUrl: "https://www.google.com/recaptcha/api.js",
};
const turnstileConfig: RobotCheckConfig = {
  provider: "turnstile",
  siteKey: "ts-key",
  scriptUrl: "https://challenges.cloudflare.com/turnstile/v0/api.js",
};

describe("provider selection", () => {
  it.each<[RobotCheckConfig, string]>([
    [{ provider: "altcha" }, "altcha"],
    [recaptchaConfig, "recaptcha"],
    [turnstileConfig, "turnstile"],
    [{ provider: "none" }, "none"],
  ])("%j -> %s", (config, provider) => {
    expect(robotCheckFor(config, fakeEnv()).provider).toBe(provider);
  });

  it.each<RobotCheckConfig>([
    { provider: "recaptcha", scriptUrl: "https://x.example/api.js" },
    { provider: "turnstile", siteKey: "k" },
  ])("refuses %j without its site key and script", (config) => {
    expect(() => robotCheckFor(config, fakeEnv())).toThrow(/site key or script/);
  });
});

describe("none", () => {
  it("gives an empty token and loads nothing", async () => {
    const env = fakeEnv();
    const check = robotCheckFor({ provider: "none" }, env);
    await check.prepare();
    expect(await check.token(slot())).toBe("");
    expect(env.loadScript).not.toHaveBeenCalled();
    expect(env.importAltcha).not.toHaveBeenCalled();
  });
});

describe("altcha", () => {
  it("prepare() imports the widget module without creating a widget", async () => {
    const env = fakeEnv();
    const target = slot();
    await robotCheckFor({ provider: "altcha" }, env).prepare();
    expect(env.importAltcha).toHaveBeenCalledTimes(1);
    expect(target.childElementCount).toBe(0);
  });

  it("puts one invisible widget in the form and returns its payload, fresh for each attempt", async () => {
    const env = fakeEnv();
    const target = slot();
    const check = robotCheckFor({ provider: "altcha" }, env);
    const first = await check.token(target);
    expect(first).toMatch(/^payload-\d+$/);
    const widget = target.querySelector("altcha-widget")!;
    expect(Object.fromEntries([...widget.attributes].map((a) => [a.name, a.value]))).toMatchObject({
      challenge: "/api/captcha/challenge",
      auto: "off",
      display: "invisible",
      hidefooter: "",
      hidelogo: "",
    });
    check.rejected();
    const second = await check.token(target);
    expect(second).toMatch(/^payload-\d+$/);
    expect(second).not.toBe(first);
    expect(target.querySelectorAll("altcha-widget")).toHaveLength(1);
  });

  it("gives no token when the widget reports an error", async () => {
    altchaBehaviour = "error";
    expect(await robotCheckFor({ provider: "altcha" }, fakeEnv()).token(slot())).toBeNull();
  });

  it("gives no token when solving takes too long", async () => {
    altchaBehaviour = "hang";
    expect(await robotCheckFor({ provider: "altcha" }, fakeEnv()).token(slot())).toBeNull();
  });

  it("gives no token when the module cannot be loaded", async () => {
    const env = fakeEnv(
      {},
      { importAltcha: vi.fn(() => Promise.reject(new Error("chunk failed"))) },
    );
    expect(await robotCheckFor({ provider: "altcha" }, env).token(slot())).toBeNull();
  });
});

describe("recaptcha", () => {
  it("loads the script with ?render=siteKey and executes the contactForm action", async () => {
    const grecaptcha: Grecaptcha = {
      ready: vi.fn((callback: () => void) => callback()),
      execute: vi.fn(async () => "recaptcha-token"),
    };
    const env = fakeEnv({ grecaptcha });
    const check = robotCheckFor(recaptchaConfig, env);
    expect(await check.token(slot())).toBe("recaptcha-token");
    expect(env.loadScript).toHaveBeenCalledWith(
      "https://www.google.com/recaptcha/api.js?render=site-key",
    );
    expect(grecaptcha.execute).toHaveBeenCalledWith("site-key", { action: "contactForm" });
  });

  it.each<[string, Partial<RobotCheckEnv>, ReturnType<RobotCheckEnv["globals"]>]>([
    [
      "the script fails to load",
      { loadScript: vi.fn(() => Promise.reject(new Error("blocked"))) },
      {},
    ],
    ["the script defines nothing", {}, {}],
    [
      "execute fails",
      {},
      { grecaptcha: { ready: (cb) => cb(), execute: () => Promise.reject(new Error("x")) } },
    ],
    ["ready never fires", {}, { grecaptcha: { ready: () => undefined, execute: async () => "t" } }],
  ])("gives no token when %s", async (_, overrides, globals) => {
    const check = robotCheckFor(recaptchaConfig, fakeEnv(globals, overrides));
    expect(await check.token(slot())).toBeNull();
  });
});

describe("turnstile", () => {
  function fakeTurnstile(answer: "token" | "error") {
    let options: TurnstileRenderOptions | undefined;
    let issued = 0;
    const turnstile: Turnstile & { render: ReturnType<typeof vi.fn> } = {
      render: vi.fn((_container: HTMLElement, given: TurnstileRenderOptions) => {
        options = given;
        return "widget-1";
      }),
      execute: vi.fn(() => {
        setTimeout(() => {
          if (answer === "error") options?.["error-callback"]?.("110200");
          else options?.callback?.(`ts-token-${++issued}`);
        }, 0);
      }),
      reset: vi.fn(),
    };
    return { turnstile, options: () => options };
  }

  it("renders one invisible widget, executes it per submission and resets it after a rejection", async () => {
    const { turnstile, options } = fakeTurnstile("token");
    const env = fakeEnv({ turnstile });
    const target = slot();
    const check = robotCheckFor(turnstileConfig, env);
    expect(await check.token(target)).toBe("ts-token-1");
    expect(env.loadScript).toHaveBeenCalledWith(
      "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit",
    );
    expect(options()).toMatchObject({
      sitekey: "ts-key",
      action: "contactForm",
      execution: "execute",
      appearance: "interaction-only",
    });
    check.rejected();
    expect(turnstile.reset).toHaveBeenCalledWith("widget-1");
    expect(await check.token(target)).toBe("ts-token-2");
    expect(turnstile.render).toHaveBeenCalledTimes(1);
    expect(turnstile.execute).toHaveBeenCalledTimes(2);
  });

  it("gives no token when the widget reports an error", async () => {
    const { turnstile } = fakeTurnstile("error");
    expect(await robotCheckFor(turnstileConfig, fakeEnv({ turnstile })).token(slot())).toBeNull();
  });
});

describe("fetchRobotCheckConfig", () => {
  const answer = (status: number, body: unknown) =>
    vi.fn(async () => Response.json(body, { status })) as unknown as typeof fetch;

  it("reads the provider and the public values", async () => {
    expect(
      await fetchRobotCheckConfig(
        answer(200, {
          provider: "recaptcha",
          siteKey: "k",
          scriptUrl: "https://s/api.js",
          apiKey: "p",
          secret: "x",
        }),
      ),
    ).toEqual({ provider: "recaptcha", siteKey: "k", scriptUrl: "https://s/api.js", apiKey: "p" });
  });

  it.each<[number, unknown, string]>([
    [
      503,
      { error: "The server is not configured correctly" },
      "The server is not configured correctly",
    ],
    [500, null, "Request failed with 500"],
    [200, { provider: "hcaptcha" }, "The robot check is not configured correctly"],
  ])("throws for status %i %j", async (status, body, message) => {
    await expect(fetchRobotCheckConfig(answer(status, body))).rejects.toThrow(message);
  });
});

describe("withParam", () => {
  it("adds or replaces one parameter", () => {
    expect(withParam("https://a.example/api.js", "render", "k")).toBe(
      "https://a.example/api.js?render=k",
    );
    expect(withParam("https://a.example/api.js?hl=en&render=x", "render", "k y")).toBe(
      "https://a.example/api.js?hl=en&render=k+y",
    );
  });
});
