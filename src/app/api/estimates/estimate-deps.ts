import { estimateSheet, finishedEstimate } from "@/features/calculator/estimate-sheet";
import type { EstimateDeps } from "@/server/estimates/handle-estimate";
import { renderEstimatePdf } from "@/server/estimates/render";
import type { ServerRuntime } from "@/server/runtime";

/**
 * The estimate endpoints' dependencies: the server's gate and store, and the calculator's engine
 * (replay, prices, summary), which only a route may bring together with server code.
 */
export function estimateDeps(server: ServerRuntime): EstimateDeps {
  const { config } = server;
  return {
    contactApiKey: config.contactApiKey,
    siteOrigin: config.siteOrigin,
    trustProxy: config.trustProxy,
    phone: config.site.phone,
    rateLimiter: server.rateLimiter,
    robotCheck: server.robotCheck,
    store: () => server.estimateStore(),
    price: (answers) => {
      const finished = finishedEstimate(answers);
      return (
        finished && {
          answers: finished.answers as Record<string, string | number>,
          totalCents: finished.totalCents,
        }
      );
    },
    sheet: (id, issued, answers) =>
      estimateSheet({
        id,
        issued,
        state: finishedEstimate(answers)!.state,
        site: config.site,
        siteOrigin: config.siteOrigin,
        validDays: config.estimateValidDays,
      }),
    render: renderEstimatePdf,
  };
}
