import type { Lead } from "@/server/db/schema";
import type { LeadEvent, LeadStatusRow } from "@/server/db/office-schema";
import { LEAD_STATUSES } from "@/server/db/office-schema";
import type { LeadPhoto } from "@/server/db/schema";
import type { LeadRequestFacts } from "@/server/delivery/lead-requests";
import type { LeadDelivery } from "@/server/office/office-outbox";
import { LOST_REASONS, NOTE_MAX } from "@/server/office/status-input";
import { FORM_LABELS, serviceLabel } from "@/shared/lead/labels";
import { formatCad } from "@/shared/money";
import { phoneNumber } from "@/shared/phone";
import { DELIVERY_LABELS, dollars, PAPERS_ASKED, STATUS_LABELS, torontoDateTime } from "./labels";
import { FIELD } from "./field-classes";

const button = "rounded-control bg-ink px-4 py-2 font-semibold text-white";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr]">
      <dt className="font-semibold">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

export function LeadDetails({ lead, requests }: { lead: Lead; requests: LeadRequestFacts }) {
  const utm = lead.utm
    ? Object.entries(lead.utm)
        .map(([k, v]) => `${k}=${v}`)
        .join(", ")
    : "";
  return (
    <dl className="grid gap-3">
      <Row label="Received">{torontoDateTime(lead.createdAt)}</Row>
      <Row label="Phone">{lead.phone}</Row>
      <Row label="E-mail">{lead.email}</Row>
      <Row label="Service">{serviceLabel(lead.service) ?? "Not chosen"}</Row>
      {requests.safetyPapers ? (
        <Row label="Asks for">
          <strong data-request="papers">{PAPERS_ASKED}</strong>
        </Row>
      ) : null}
      {requests.estimateNumber ? (
        <Row label="PDF estimate">
          <a href={`/api/estimates/${requests.estimateNumber}`} className="underline">
            PDF estimate {requests.estimateNumber}
          </a>
        </Row>
      ) : null}
      <Row label="Message">
        <p className="whitespace-pre-line">{lead.message}</p>
      </Row>
      {lead.calculator ? (
        <Row label="Calculator">
          <ul>
            {lead.calculator.summary.map((item) => (
              <li key={item.label}>
                {item.label}: {item.value}
              </li>
            ))}
          </ul>
          <p className="font-semibold">Estimate: {formatCad(lead.calculator.estimate)}</p>
        </Row>
      ) : null}
      <Row label="Form">{FORM_LABELS[lead.form]}</Row>
      <Row label="Page">{lead.page ? `/${lead.page}` : "Unknown"}</Row>
      <Row label="Referrer">{lead.referrer ?? "None"}</Row>
      <Row label="Campaign">{utm || "None"}</Row>
      {/* For abuse questions (the privacy page says so); older leads have none recorded. */}
      <Row label="Sent from">
        <span className="text-sm">{lead.clientAddress ?? "Not recorded"}</span>
      </Row>
    </dl>
  );
}

export function ReplyLinks({ lead, tel, company }: { lead: Lead; tel: string; company: string }) {
  const quoted = lead.message
    .split("\n")
    .slice(0, 6)
    .map((line) => `> ${line}`)
    .join("\n");
  const body = `Hello ${lead.name},\n\nThank you for your request to ${company}.\n\n${quoted}\n`;
  const mailto = `mailto:${encodeURIComponent(lead.email)}?subject=${encodeURIComponent(
    "Your quote request",
  )}&body=${encodeURIComponent(body)}`;
  const sms = `sms:${phoneNumber(lead.phone).e164}?body=${encodeURIComponent(`Hello ${lead.name}, this is ${company} about your quote request.`)}`;
  const link = "rounded-control border border-concrete-300 px-4 py-3 font-semibold";
  return (
    <div className="flex flex-wrap gap-2">
      <a href={tel} className={link}>
        Call
      </a>
      <a href={sms} className={link}>
        Text
      </a>
      <a href={mailto} className={link}>
        E-mail
      </a>
    </div>
  );
}

export function PhotoList({ leadId, photos }: { leadId: string; photos: LeadPhoto[] }) {
  if (photos.length === 0) return <p>No photos.</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {photos.map((photo) => {
        const url = `/api/office/leads/${leadId}/photos/${photo.position}`;
        return (
          <li key={photo.position} className="grid gap-1">
            <a href={url} aria-label={`Open photo ${photo.position}: ${photo.fileName}`}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a private photo behind the session, not an optimisable public image */}
              <img
                src={url}
                alt={`Photo ${photo.position} sent with the request`}
                width={photo.width}
                height={photo.height}
                className="rounded-control h-auto w-full"
              />
            </a>
            <a href={`${url}?download`} className="text-sm underline">
              Download {photo.fileName}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

export function StatusForm({ leadId, status }: { leadId: string; status: LeadStatusRow | null }) {
  return (
    <form
      method="post"
      action={`/api/office/leads/${leadId}/status`}
      className="grid gap-2 sm:grid-cols-2"
    >
      <p className="sm:col-span-2">
        Now:{" "}
        <strong data-current-status={status?.status ?? "new"}>
          {STATUS_LABELS[status?.status ?? "new"]}
        </strong>
        {status?.quotedCents ? ` (quoted ${dollars(status.quotedCents)})` : ""}
        {status?.wonCents && status.status === "won" ? ` (won ${dollars(status.wonCents)})` : ""}
        {status?.visitDate && status.status === "visit" ? ` (${status.visitDate})` : ""}
        {status?.lostReason && status.status === "lost" ? ` (${status.lostReason})` : ""}
        {status ? ` by ${status.updatedBy}, ${torontoDateTime(status.updatedAt)}` : ""}
      </p>
      <label className="grid min-w-0 gap-1">
        <span className="font-semibold">New status</span>
        <select name="status" required defaultValue="" className={FIELD}>
          <option value="" disabled>
            Choose
          </option>
          {LEAD_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      <label className="grid min-w-0 gap-1">
        <span className="font-semibold">Visit date (site visit)</span>
        <input name="visitDate" type="date" className={FIELD} />
      </label>
      <label className="grid min-w-0 gap-1">
        <span className="font-semibold">Amount in $ (quoted, won)</span>
        <input name="amount" inputMode="decimal" className={FIELD} />
      </label>
      <label className="grid min-w-0 gap-1">
        <span className="font-semibold">Reason (lost)</span>
        <select name="reason" defaultValue="" className={FIELD}>
          <option value="">None</option>
          {LOST_REASONS.map((reason) => (
            <option key={reason}>{reason}</option>
          ))}
        </select>
      </label>
      <div className="sm:col-span-2">
        <button type="submit" className={button}>
          Save status
        </button>
      </div>
    </form>
  );
}

export function NoteForm({ leadId }: { leadId: string }) {
  return (
    <form method="post" action={`/api/office/leads/${leadId}/notes`} className="grid gap-2">
      <label htmlFor="note" className="font-semibold">
        Add a note
      </label>
      <textarea id="note" name="text" required maxLength={NOTE_MAX} rows={3} className={FIELD} />
      <div>
        <button type="submit" className={button}>
          Add note
        </button>
      </div>
    </form>
  );
}

type TimelineItem = { at: Date; key: string; text: string; by?: string };

function eventText(event: LeadEvent): string {
  if (event.kind === "note") return `Note: ${event.detail ?? ""}`;
  const label = STATUS_LABELS[event.status ?? "new"];
  if (event.status === "quoted" || event.status === "won")
    return `${label}: ${dollars(Number(event.detail))}`;
  return event.detail ? `${label}: ${event.detail}` : label;
}

function deliveryText(delivery: LeadDelivery): string {
  const label = DELIVERY_LABELS[delivery.kind] ?? delivery.kind;
  if (delivery.status === "sent")
    return `${label} sent${delivery.attempts > 1 ? ` after ${delivery.attempts} attempts` : ""}`;
  if (delivery.status === "failed")
    return `${label} failed: ${delivery.lastError ?? "unknown error"}`;
  return `${label} ${delivery.attempts > 0 ? `failed ${delivery.attempts} time(s), retrying` : "waiting to be sent"}`;
}

export function Timeline({
  events,
  deliveries,
}: {
  events: LeadEvent[];
  deliveries: LeadDelivery[];
}) {
  const items: TimelineItem[] = [
    ...events.map((event) => ({
      at: event.at,
      key: `e${event.id}`,
      text: eventText(event),
      by: event.by,
    })),
    ...deliveries.map((delivery) => ({
      at: delivery.sentAt ?? delivery.createdAt,
      key: `d${delivery.id}`,
      text: deliveryText(delivery),
    })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  return (
    <ol className="grid gap-2" aria-label="Timeline">
      {items.map((item) => (
        <li key={item.key} className="border-concrete-300 grid gap-0.5 border-l-2 pl-3">
          <span className="text-ink-soft text-sm">
            {torontoDateTime(item.at)}
            {item.by ? ` · ${item.by}` : ""}
          </span>
          <span>{item.text}</span>
        </li>
      ))}
    </ol>
  );
}

export function DeleteForm({ leadId }: { leadId: string }) {
  return (
    <form method="post" action={`/api/office/leads/${leadId}/delete`} className="grid gap-2">
      <label className="flex items-center gap-2">
        <input type="checkbox" name="confirm" value="delete" required />
        <span>Yes, delete this request and its photos for good (a privacy request)</span>
      </label>
      <div>
        <button
          type="submit"
          className="rounded-control bg-danger px-4 py-2 font-semibold text-white"
        >
          Delete request
        </button>
      </div>
    </form>
  );
}
