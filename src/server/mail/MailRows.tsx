import "server-only";
import { Fragment } from "react";
import { Link } from "@react-email/components";

/** One labelled value of a mail; React escapes every value, links included. */
export interface MailRow {
  label: string;
  value: string;
  /** Kept as lines (the visitor's message, a list of links). */
  multiline?: boolean;
  /** The value as one link. */
  href?: string;
  /** The value as a line of text followed by one link per line (photos too large to attach). */
  links?: { intro: string; items: { href: string; text: string }[] };
}

function Lines({ text }: { text: string }) {
  const lines = text.split(/\r\n|\r|\n/);
  return lines.map((line, index) => (
    <Fragment key={index}>
      {index > 0 ? <br /> : null}
      {line}
    </Fragment>
  ));
}

function Value({ row }: { row: MailRow }) {
  if (row.links) {
    return (
      <>
        {row.links.intro}
        {row.links.items.map((item) => (
          <Fragment key={item.href}>
            <br />
            <Link href={item.href}>{item.text}</Link>
          </Fragment>
        ))}
      </>
    );
  }
  if (row.href) return <Link href={row.href}>{row.value}</Link>;
  return row.multiline ? <Lines text={row.value} /> : row.value;
}

/** The rows as a two-column table (label, value). */
export function MailTable({ rows }: { rows: readonly MailRow[] }) {
  return (
    <table style={{ borderCollapse: "collapse", fontSize: "15px" }}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th
              style={{
                textAlign: "left",
                verticalAlign: "top",
                padding: "4px 12px 4px 0",
                whiteSpace: "nowrap",
              }}
            >
              {row.label}
            </th>
            <td style={{ padding: "4px 0" }}>
              <Value row={row} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The rows as plain text: "Label: value", a multiline value on the lines below its label. */
export function textTable(rows: readonly MailRow[]): string {
  return rows
    .map((row) =>
      row.multiline || row.links
        ? `${row.label}:\n${row.value}`
        : `${row.label}: ${row.value.replace(/\s*\n\s*/g, " ")}`,
    )
    .join("\n");
}
