import type { ReportDimension, ReportRow } from "@/server/office/report";
import { dollars } from "./labels";

export const DIMENSION_LABELS: Record<ReportDimension, string> = {
  page: "Landing page",
  referrer: "Referrer domain",
  campaign: "UTM campaign",
  service: "Service",
};

/** Leads and won jobs per month as plain SVG bars, drawn on the server (no chart script). */
export function MonthChart({ rows }: { rows: ReportRow[] }) {
  const months = new Map<string, { leads: number; won: number }>();
  for (const row of rows) {
    const month = months.get(row.month) ?? { leads: 0, won: 0 };
    month.leads += row.leads;
    month.won += row.won;
    months.set(row.month, month);
  }
  const data = [...months.entries()].sort(([a], [b]) => a.localeCompare(b));
  const max = Math.max(1, ...data.map(([, m]) => m.leads));
  const bar = 28;
  const width = Math.max(1, data.length) * (bar + 12) + 12;
  const height = 140;
  const summary = data.map(([month, m]) => `${month}: ${m.leads} leads, ${m.won} won`).join("; ");
  return (
    <figure className="grid gap-2">
      <svg
        viewBox={`0 0 ${width} ${height + 20}`}
        role="img"
        aria-label={`Leads per month. ${summary}`}
        className="h-auto w-full max-w-xl"
      >
        {data.map(([month, m], i) => {
          const x = 12 + i * (bar + 12);
          const h = (m.leads / max) * height;
          const w = (m.won / max) * height;
          return (
            <g key={month}>
              <rect x={x} y={height - h} width={bar} height={h} fill="#bdbab1" />
              <rect x={x} y={height - w} width={bar} height={w} fill="#1e7a3c" />
              <text x={x + bar / 2} y={height + 14} fontSize="9" textAnchor="middle" fill="#16181b">
                {month.slice(2)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="text-ink-soft text-sm">Grey: leads; green: won.</figcaption>
    </figure>
  );
}

export function ReportTable({
  rows,
  dimension,
}: {
  rows: ReportRow[];
  dimension: ReportDimension;
}) {
  if (rows.length === 0) return <p>No requests in this period.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          By month and {DIMENSION_LABELS[dimension].toLowerCase()}
        </caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">{DIMENSION_LABELS[dimension]}</th>
            <th scope="col">Leads</th>
            <th scope="col">Quoted</th>
            <th scope="col">Won</th>
            <th scope="col">Won value</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={`${row.month}-${row.source}`}
              data-source={row.source}
              className="border-concrete-200 border-t"
            >
              <td>{row.month}</td>
              <td className="break-all">{row.source}</td>
              <td>{row.leads}</td>
              <td>{row.quoted}</td>
              <td data-won>{row.won}</td>
              <td>{dollars(row.wonCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
