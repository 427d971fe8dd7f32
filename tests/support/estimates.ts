import { finishedEstimate } from "@/features/calculator/estimate-sheet";
import type { EstimateMailDeps } from "@/server/estimates/handle-estimate-mail";
import type { EstimateStore } from "@/server/estimates/store";
import { renderEstimatePdf } from "@/server/estimates/render";
import type { SheetContext } from "@/server/estimates/sheet";
import { createRateLimiter } from "@/server/http/rate-limit";
import { NoRobotCheck } from "@/server/robot-check/siteverify";
import { LEADS_TO, testSite } from "./pipeline";

/** The cutting flow of the issue: $6,080.00 in four price lines. */
export const FINISHED_CUT = {
  service: "cutting",
  cut_depth: "le10",
  cut_area: 100,
  cut_gpr: "yes",
  cut_disposal: "yes",
};

export const sheetContext = (): SheetContext => ({
  site: testSite(),
  siteOrigin: "https://straightcut.example",
  validDays: 30,
});

/** The estimate endpoints' dependencies as the route builds them, on a suite's store. */
export function estimateDeps(
  store: EstimateStore,
  overrides: Partial<EstimateMailDeps> = {},
): EstimateMailDeps {
  return {
    siteOrigin: "https://straightcut.example",
    trustProxy: 0,
    phone: testSite().phone,
    rateLimiter: createRateLimiter({ points: 1000, durationSeconds: 60 }),
    robotCheck: new NoRobotCheck(),
    store: async () => store,
    price: finishedEstimate,
    sheetContext: sheetContext(),
    render: renderEstimatePdf,
    leadsTo: LEADS_TO,
    log: { warn: () => undefined, error: () => undefined },
    ...overrides,
  };
}
