import { finishedEstimate } from "@/features/calculator/estimate-sheet";
import type { EstimateMailDeps } from "@/server/estimates/handle-estimate-mail";
import { renderEstimatePdf } from "@/server/estimates/render";
import type { ServerRuntime } from "@/server/runtime";
import { sheetContextOf } from "@/server/senders";

/**
 * The estimate endpoints' dependencies: the server's gate, store and outbox nudge, and the
 * calculator's engine (replay, prices, summary), which only a route may bring together with
 * server code.
 */
export function estimateDeps(server: ServerRuntime): EstimateMailDeps {
  const { config } = server;
  return {
    contactApiKey: config.contactApiKey,
    siteOrigin: config.siteOrigin,
    trustProxy: config.trustProxy,
    phone: config.site.phone,
    rateLimiter: server.rateLimiter,
    robotCheck: server.robotCheck,
    store: () => server.estimateStore(),
    price: finishedEstimate,
    sheetContext: sheetContextOf(config),
    render: renderEstimatePdf,
    leadsTo: config.leadsTo,
    afterEnqueue: () => server.nudgeOutbox(),
  };
}
