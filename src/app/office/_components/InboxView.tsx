import { LEAD_STATUSES } from "@/server/db/office-schema";
import { CONTACT_FORMS, SERVICE_OPTIONS } from "@/shared/lead/constants";
import { FORM_LABELS, serviceLabel } from "@/shared/lead/labels";
import { formatCad } from "@/shared/money";
import { inboxSearch, type InboxQuery } from "@/server/office/inbox-filter";
import type { InboxCounts, InboxRow } from "@/server/office/office-store";
import { ago, STATUS_LABELS } from "./labels";
import { FIELD } from "./field-classes";

export function InboxCountsView({ counts }: { counts: InboxCounts }) {
  const items = [
    ["New", counts.new],
    ["Past the reply promise", counts.overdue],
    ["Quoted, waiting", counts.quoted],
    ["Follow up", counts.followUp],
    ["Won this month", counts.wonThisMonth],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-card bg-concrete-100 p-3">
          <dt className="text-ink-soft text-sm">{label}</dt>
          <dd className="text-2xl font-bold" data-count={label}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function InboxFilters({ query }: { query: InboxQuery }) {
  return (
    <form
      method="get"
      action="/office"
      className="grid grid-cols-2 gap-2 sm:grid-cols-4"
      role="search"
    >
      <label className="col-span-2 grid min-w-0 gap-1 sm:col-span-4">
        <span className="text-sm font-semibold">Search name, phone, e-mail, message</span>
        <input name="q" type="search" defaultValue={query.q ?? ""} className={FIELD} />
      </label>
      <label className="grid min-w-0 gap-1">
        <span className="text-sm font-semibold">Status</span>
        <select name="status" defaultValue={query.status ?? ""} className={FIELD}>
          <option value="">Any</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <label className="grid min-w-0 gap-1">
        <span className="text-sm font-semibold">Service</span>
        <select name="service" defaultValue={query.service ?? ""} className={FIELD}>
          <option value="">Any</option>
          {SERVICE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label className="grid min-w-0 gap-1">
        <span className="text-sm font-semibold">Form</span>
        <select name="form" defaultValue={query.form ?? ""} className={FIELD}>
          <option value="">Any</option>
          {CONTACT_FORMS.map((form) => (
            <option key={form} value={form}>
              {FORM_LABELS[form]}
            </option>
          ))}
        </select>
      </label>
      <label className="grid min-w-0 gap-1">
        <span className="text-sm font-semibold">Source</span>
        <input
          name="source"
          defaultValue={query.source ?? ""}
          placeholder="page, domain or campaign"
          className={FIELD}
        />
      </label>
      <label className="grid min-w-0 gap-1">
        <span className="text-sm font-semibold">From</span>
        <input name="from" type="date" defaultValue={query.from ?? ""} className={FIELD} />
      </label>
      <label className="grid min-w-0 gap-1">
        <span className="text-sm font-semibold">To</span>
        <input name="to" type="date" defaultValue={query.to ?? ""} className={FIELD} />
      </label>
      <div className="col-span-2 flex items-end gap-2">
        <button type="submit" className="rounded-control bg-ink px-4 py-2 font-semibold text-white">
          Filter
        </button>
        <a
          href={`/api/office/export${inboxSearch({ ...query, page: 1 })}`}
          className="px-2 py-2 underline"
        >
          Export CSV
        </a>
      </div>
    </form>
  );
}

const badge = "rounded-control border border-concrete-300 px-2 text-sm font-semibold";

/** What the request asked for besides the quote (issue 29), short enough for a phone's row. */
function RequestBadges({ requests }: { requests: InboxRow["requests"] }) {
  return (
    <>
      {requests.safetyPapers ? (
        <span className={badge} data-request="papers">
          <span className="sr-only">Asks for </span>Papers
        </span>
      ) : null}
      {requests.estimateNumber ? (
        <span className={badge} data-request="estimate">
          <span className="sr-only">PDF estimate </span>
          {requests.estimateNumber}
        </span>
      ) : null}
    </>
  );
}

export function InboxList({ rows, now }: { rows: InboxRow[]; now: Date }) {
  if (rows.length === 0) return <p className="py-6">No requests match.</p>;
  return (
    <ol className="divide-concrete-200 divide-y" aria-label="Quote requests">
      {rows.map((row) => (
        <li key={row.id} className="py-3" data-lead={row.id}>
          <a
            href={`/office/leads/${row.id}`}
            className="flex flex-wrap items-baseline gap-x-3 gap-y-1"
          >
            <span className="font-semibold underline">{row.name}</span>
            <span>{serviceLabel(row.service) ?? "No service chosen"}</span>
            {row.estimate !== null ? <span>{formatCad(row.estimate)}</span> : null}
            <span className="text-ink-soft text-sm">{ago(row.createdAt, now)}</span>
            <span className="text-ink-soft text-sm">
              {row.photos} photo{row.photos === 1 ? "" : "s"}
            </span>
            <span
              className="rounded-control bg-concrete-100 px-2 text-sm font-semibold"
              data-status={row.status}
            >
              {STATUS_LABELS[row.status]}
            </span>
            <RequestBadges requests={row.requests} />
          </a>
        </li>
      ))}
    </ol>
  );
}
