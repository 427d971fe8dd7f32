import { handleExport } from "@/server/office/office-actions";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/office/export?<inbox filters>: the filtered leads as CSV. */
export const GET = (request: Request) => handleExport(request);
