import { useRef } from "react";
import { loadSchema } from "@/features/contact/request";
import {
  browserRobotCheckEnv,
  robotCheckConfig,
  robotCheckFor,
  type RobotCheck,
} from "./robot-check";

/**
 * The form's robot check: chosen from the server's public configuration on first use. warmUp
 * (first focus) loads the schema and the provider's module or script but runs no check; the
 * token itself is requested at submit.
 */
export function useRobotCheck() {
  const warmedUp = useRef(false);
  const robotCheck = useRef<RobotCheck | undefined>(undefined);

  async function currentRobotCheck() {
    const config = await robotCheckConfig();
    robotCheck.current ??= robotCheckFor(config, browserRobotCheckEnv);
    return { config, check: robotCheck.current };
  }

  function warmUp() {
    if (warmedUp.current) return;
    warmedUp.current = true;
    loadSchema().catch(() => undefined);
    currentRobotCheck()
      .then(({ check }) => check.prepare())
      .catch(() => undefined);
  }

  return { currentRobotCheck, warmUp };
}
