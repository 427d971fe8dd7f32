import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { LEAD_STATUS_LABELS } from "@/shared/lead/labels";
import { parseSince } from "../admin/handle-admin";
import { databaseTarget, openDatabase, pgliteLockFile } from "../db/client";
import { liveHolder } from "../db/lock";
import { parseConfig } from "../env";
import { runPurge } from "./purge";
import { chooseBackend, type LeadJson, type LeadsBackend, type OutboxReport } from "./backends";
import { writeFileAtomically } from "./out-file";
import { sendTestMail } from "./test-mail";

export { loadEnvFiles } from "./backends";

function formatDate(iso: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Toronto",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  }).format(new Date(iso));
}

const STATUS_WIDTH = Math.max(...Object.values(LEAD_STATUS_LABELS).map((label) => label.length));

function formatLead(lead: LeadJson): string {
  const where = [lead.form, lead.page ?? "", lead.utm ? Object.values(lead.utm).join("/") : ""]
    .filter(Boolean)
    .join(" ");
  const estimate = lead.calculator ? ` estimate ${lead.calculator.estimate.toFixed(2)} CAD` : "";
  const photos = lead.photos?.length
    ? `, ${lead.photos.length} photo${lead.photos.length === 1 ? "" : "s"}`
    : "";
  const message = lead.message.replace(/\s+/g, " ");
  // The status is padded to the longest label, so the names line up as a column.
  const status = LEAD_STATUS_LABELS[lead.status].padEnd(STATUS_WIDTH);
  const sentFrom = lead.clientAddress ? `, sent from ${lead.clientAddress}` : "";
  return [
    `${formatDate(lead.createdAt)}  ${status}  ${lead.name} <${lead.email}> ${lead.phone}  ${lead.service ?? "no service chosen"}`,
    `    from: ${where}${lead.referrer ? ` (referrer ${lead.referrer})` : ""}${estimate}`,
    `    ${message.length > 160 ? `${message.slice(0, 159)}…` : message}`,
    `    id ${lead.id}${photos}${sentFrom}`,
  ].join("\n");
}

function formatOutboxRow(row: OutboxReport["unsent"][number]): string {
  const what =
    row.kind === "sms" || row.kind === "webhook"
      ? `${row.kind} to ${row.to}`
      : `${row.kind} mail to ${row.to}: "${row.subject ?? ""}"`;
  return (
    `  #${row.id} ${what} (${row.status}, ${row.attempts} attempts` +
    `${row.status === "pending" ? `, next ${formatDate(row.nextAttemptAt)}` : ""})` +
    `${row.lastError ? `\n      last error: ${row.lastError}` : ""}`
  );
}

function formatOutbox(report: OutboxReport): string {
  const { counts } = report;
  const lines = [
    `Mail goes to: ${report.transport}`,
    `SMS alerts: ${report.alerts.sms ?? "not configured (SMS_*)"}`,
    `Webhook alerts: ${report.alerts.webhook ?? "not configured (LEAD_WEBHOOK_URL)"}`,
    `Outbox: ${counts.pending} pending, ${counts.sending} sending, ${counts.sent} sent, ${counts.failed} failed`,
  ];
  if (report.unsent.length > 0) lines.push("Not yet sent:");
  for (const row of report.unsent) lines.push(formatOutboxRow(row));
  return lines.join("\n");
}

const USAGE = `Usage: npm run leads -- <command> [options]

  list [--limit N] [--since DATE]           the newest leads (default 20)
  export --format csv|json [--since DATE] [--out FILE]
                                            every lead (since DATE, e.g. 2026-03-01) to standard
                                            output (run it as \`npm run --silent leads -- export\`
                                            so npm adds no lines) or to FILE
  outbox [--list]                           mail, SMS and webhooks not yet sent; sends them now unless --list
  photos <lead id> <dir>                    write the lead's photos into the folder
  delete <lead id>                          delete a lead and its photos (a privacy request)
  migrate                                   apply the database migrations and exit
  purge [--older-than 24months]             delete leads (with photos) older than that (default LEAD_RETENTION)
  test-mail <address>                       send one test mail the way lead mail goes (SMTP_URL)

  --server URL   ask a deployed server (needs ADMIN_TOKEN)`;

/** `photos <lead id> <dir>`: never overwrites a file already in the folder. */
async function writePhotos(backend: LeadsBackend, leadId: string, dir: string): Promise<number> {
  const photos = await backend.photos(leadId);
  if (!photos) {
    console.error(`No lead ${leadId} (from ${backend.description}).`);
    return 1;
  }
  if (photos.length === 0) {
    console.log(`Lead ${leadId} came without photos.`);
    return 0;
  }
  await fs.mkdir(dir, { recursive: true });
  for (const photo of photos) {
    const file = path.join(dir, photo.fileName);
    try {
      await fs.writeFile(file, photo.data, { flag: "wx" });
    } catch (error) {
      if (!(error instanceof Error && "code" in error && error.code === "EEXIST")) throw error;
      console.error(`${file} already exists: choose an empty folder.`);
      return 1;
    }
    console.log(file);
  }
  console.error(
    `${photos.length} photo${photos.length === 1 ? "" : "s"} of lead ${leadId} written.`,
  );
  return 0;
}

export async function runLeadsCli(argv: string[], env = process.env): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        format: { type: "string" },
        since: { type: "string" },
        limit: { type: "string" },
        list: { type: "boolean" },
        server: { type: "string" },
        "older-than": { type: "string" },
        out: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const command = positionals[0];
  if (values.help || !command || command === "help") {
    console.log(USAGE);
    return command || values.help ? 0 : 2;
  }
  const since = parseSince(values.since ?? null);
  if (since === "invalid") {
    console.error("--since must be a date such as 2026-03-01");
    return 2;
  }

  if (command === "migrate") {
    if (values.server) {
      console.log("A running server applies the migrations when it starts.");
      return 0;
    }
    const config = parseConfig(env);
    const holder = config.databaseUrl ? undefined : liveHolder(pgliteLockFile(config.dataDir));
    if (holder) {
      console.log(
        `The server (process ${holder.pid}) holds the store and applied the migrations when it started.`,
      );
      return 0;
    }
    const handle = await openDatabase(databaseTarget(config, "cli"));
    await handle.close();
    console.log(`Migrations applied (${config.databaseUrl ? "PostgreSQL" : config.dataDir}).`);
    return 0;
  }

  if (command === "purge") {
    if (values.server) {
      console.error("purge works on the store directly; a deployed server purges every day.");
      return 2;
    }
    return runPurge(values["older-than"], env);
  }

  if (command === "test-mail") {
    if (positionals.length !== 2) {
      console.error(`test-mail needs the address to send to.\n\n${USAGE}`);
      return 2;
    }
    const result = await sendTestMail(positionals[1]!, parseConfig(env));
    if (!result.ok) {
      console.error(result.error);
      return 1;
    }
    console.log(`Test mail to ${positionals[1]} handed to ${result.via}.`);
    return 0;
  }

  if (command === "photos" && positionals.length !== 3) {
    console.error(`photos needs a lead id and a folder.\n\n${USAGE}`);
    return 2;
  }
  if (command === "delete" && positionals.length !== 2) {
    console.error(`delete needs a lead id.\n\n${USAGE}`);
    return 2;
  }
  if (!["list", "export", "outbox", "photos", "delete"].includes(command)) {
    console.error(`Unknown command "${command}".\n\n${USAGE}`);
    return 2;
  }
  const format = values.format ?? (command === "export" ? undefined : "json");
  if (command === "export" && format !== "csv" && format !== "json") {
    console.error("export needs --format csv or --format json");
    return 2;
  }
  const limit = values.limit === undefined ? 20 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) {
    console.error("--limit must be a whole number from 1 to 10000");
    return 2;
  }

  const backend = await chooseBackend({ server: values.server }, env);
  try {
    switch (command) {
      case "list": {
        const leads = await backend.list(limit, since);
        console.error(
          `${leads.length} lead${leads.length === 1 ? "" : "s"}, newest first (from ${backend.description})`,
        );
        for (const lead of leads) console.log(`${formatLead(lead)}\n`);
        break;
      }
      case "export": {
        const data = await backend.exportLeads(format === "csv" ? "csv" : "json", since);
        if (values.out) {
          await writeFileAtomically(values.out, data);
          console.error(`Leads written to ${values.out} (from ${backend.description}).`);
        } else process.stdout.write(data);
        break;
      }
      case "photos":
        return await writePhotos(backend, positionals[1]!, positionals[2]!);
      case "delete": {
        const id = positionals[1]!;
        if (!(await backend.deleteLead(id))) {
          console.error(`No lead ${id} (from ${backend.description}).`);
          return 1;
        }
        console.log(`Lead ${id} and its photos deleted (from ${backend.description}).`);
        break;
      }
      default: {
        if (values.list) {
          console.log(formatOutbox(await backend.outbox()));
          break;
        }
        console.log(formatOutbox(await backend.outbox()));
        const report = await backend.flush();
        console.log(
          `\nSent now: ${report.sent}, failed: ${report.failed} (${report.requeued} made due).\n` +
            formatOutbox(report),
        );
        if (report.failed > 0) return 1;
      }
    }
  } finally {
    await backend.close();
  }
  return 0;
}
