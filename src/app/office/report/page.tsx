import { OfficeNav } from "@/app/office/_components/OfficeNav";
import { withOfficeSession } from "@/app/office/_components/office-session";
import { DIMENSION_LABELS, MonthChart, ReportTable } from "@/app/office/_components/ReportView";
import { REPORT_DIMENSIONS, type ReportDimension } from "@/server/office/report";

export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /office/report: the last twelve months by landing page, referrer, campaign or service. */
export default async function ReportPage({ searchParams }: Props) {
  const params = await searchParams;
  return withOfficeSession(async ({ office, user }) => {
    const by: ReportDimension = REPORT_DIMENSIONS.find((d) => d === params.by) ?? "page";
    const until = new Date();
    const since = new Date(until.getTime() - 366 * 86_400_000);
    const rows = await (await office.store()).report(by, since, until);
    return (
      <>
        <OfficeNav email={user.email} />
        <div className="grid gap-6 px-4 py-6">
          <h1 className="text-2xl font-bold">What brings the jobs</h1>
          <nav aria-label="Split by" className="flex flex-wrap gap-3">
            {REPORT_DIMENSIONS.map((dimension) => (
              <a
                key={dimension}
                href={`/office/report?by=${dimension}`}
                aria-current={dimension === by ? "page" : undefined}
                className="underline aria-[current=page]:font-bold"
              >
                {DIMENSION_LABELS[dimension]}
              </a>
            ))}
          </nav>
          <MonthChart rows={rows} />
          <ReportTable rows={rows} dimension={by} />
        </div>
      </>
    );
  });
}
