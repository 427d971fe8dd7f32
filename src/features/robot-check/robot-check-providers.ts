/** One class per robot-check provider; robot-check.ts picks one from the configuration. */
import {
  ALTCHA_CHALLENGE_PATH,
  ROBOT_CHECK_ACTION,
  type RobotCheckConfig,
} from "@/shared/robot-check";
import { withParam, withTimeout, type RobotCheck, type RobotCheckEnv } from "./robot-check-base";

export class NoRobotCheck implements RobotCheck {
  readonly provider = "none" as const;
  async prepare() {}
  async token() {
    return "";
  }
  rejected() {}
}

/** The ALTCHA widget's element as far as we use it. */
interface AltchaWidget extends HTMLElement {
  verify?: () => Promise<{ payload?: string } | null>;
}

export class AltchaCheck implements RobotCheck {
  readonly provider = "altcha" as const;
  private widget: AltchaWidget | undefined;

  constructor(private readonly env: RobotCheckEnv) {}

  prepare(): Promise<void> {
    return this.env.importAltcha().then(() => undefined);
  }

  private widgetIn(slot: HTMLElement): AltchaWidget {
    if (this.widget?.isConnected && slot.contains(this.widget)) return this.widget;
    const widget = slot.ownerDocument.createElement("altcha-widget") as AltchaWidget;
    widget.setAttribute("challenge", ALTCHA_CHALLENGE_PATH);
    widget.setAttribute("auto", "off");
    widget.setAttribute("display", "invisible");
    widget.setAttribute("hidefooter", "");
    widget.setAttribute("hidelogo", "");
    widget.setAttribute("configuration", JSON.stringify({ hideFooter: true, hideLogo: true }));
    slot.replaceChildren(widget);
    this.widget = widget;
    return widget;
  }

  async token(slot: HTMLElement): Promise<string | null> {
    try {
      await this.prepare();
    } catch {
      return null;
    }
    const widget = this.widgetIn(slot);
    return withTimeout(
      new Promise<string | null>((resolve) => {
        const finish = (value: string | null) => {
          widget.removeEventListener("verified", onVerified);
          widget.removeEventListener("statechange", onState);
          widget.removeEventListener("load", start);
          resolve(value);
        };
        const onVerified = (event: Event) => {
          const payload = (event as CustomEvent<{ payload?: string }>).detail?.payload;
          finish(typeof payload === "string" && payload ? payload : null);
        };
        const onState = (event: Event) => {
          const state = (event as CustomEvent<{ state?: string }>).detail?.state;
          if (state === "error" || state === "expired") finish(null);
        };
        function start() {
          widget.removeEventListener("load", start);
          if (typeof widget.verify !== "function") return finish(null);
          widget.verify().then(
            (result) => {
              if (result?.payload) finish(result.payload);
            },
            () => finish(null),
          );
        }
        widget.addEventListener("verified", onVerified);
        widget.addEventListener("statechange", onState);
        // The element mounts asynchronously after it is connected; its methods exist from "load".
        if (typeof widget.verify === "function") start();
        else widget.addEventListener("load", start);
      }),
      this.env.timeoutMs,
      null,
    );
  }

  rejected() {
    // Each payload is accepted once; verify() starts a fresh challenge next time anyway.
  }
}

export class RecaptchaCheck implements RobotCheck {
  readonly provider = "recaptcha" as const;

  constructor(
    private readonly config: RobotCheckConfig & { siteKey: string; scriptUrl: string },
    private readonly env: RobotCheckEnv,
  ) {}

  prepare(): Promise<void> {
    return this.env.loadScript(withParam(this.config.scriptUrl, "render", this.config.siteKey));
  }

  async token(): Promise<string | null> {
    const run = async () => {
      await this.prepare();
      const grecaptcha = this.env.globals().grecaptcha;
      if (!grecaptcha) return null;
      await new Promise<void>((resolve) => grecaptcha.ready(resolve));
      const token = await grecaptcha.execute(this.config.siteKey, { action: ROBOT_CHECK_ACTION });
      return token || null;
    };
    return withTimeout(
      run().catch(() => null),
      this.env.timeoutMs,
      null,
    );
  }

  rejected() {
    // v3 tokens are single-use; execute() always returns a new one.
  }
}

export class TurnstileCheck implements RobotCheck {
  readonly provider = "turnstile" as const;
  private widgetId: string | undefined;
  private container: HTMLElement | undefined;
  private pending: ((token: string | null) => void) | undefined;

  constructor(
    private readonly config: RobotCheckConfig & { siteKey: string; scriptUrl: string },
    private readonly env: RobotCheckEnv,
  ) {}

  prepare(): Promise<void> {
    return this.env.loadScript(withParam(this.config.scriptUrl, "render", "explicit"));
  }

  private settle(token: string | null) {
    const pending = this.pending;
    this.pending = undefined;
    pending?.(token);
  }

  async token(slot: HTMLElement): Promise<string | null> {
    try {
      await this.prepare();
    } catch {
      return null;
    }
    const turnstile = this.env.globals().turnstile;
    if (!turnstile) return null;
    const result = new Promise<string | null>((resolve) => {
      this.pending = resolve;
    });
    try {
      if (this.widgetId === undefined || !this.container?.isConnected) {
        const container = slot.ownerDocument.createElement("div");
        slot.replaceChildren(container);
        this.container = container;
        this.widgetId = turnstile.render(container, {
          sitekey: this.config.siteKey,
          action: ROBOT_CHECK_ACTION,
          execution: "execute",
          appearance: "interaction-only",
          "response-field": false,
          callback: (token) => this.settle(token || null),
          "error-callback": () => this.settle(null),
          "expired-callback": () => this.settle(null),
          "timeout-callback": () => this.settle(null),
        });
      }
      turnstile.execute(this.widgetId ?? this.container);
    } catch {
      this.settle(null);
    }
    const token = await withTimeout(result, this.env.timeoutMs, null);
    if (token === null) this.pending = undefined;
    return token;
  }

  rejected() {
    // Turnstile tokens are single-use: the widget must be reset before the next execute().
    if (this.widgetId !== undefined) {
      try {
        this.env.globals().turnstile?.reset(this.widgetId);
      } catch {
        // A widget that is gone is rendered again on the next token().
        this.widgetId = undefined;
      }
    }
  }
}
