import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { estimates, type EstimateRow } from "../db/schema";
import type { OutboxMail } from "../delivery/message";
import { enqueueMessages, visitorMailCapReached } from "../outbox/store";
import type { EstimatePrint } from "@/shared/estimate/sheet";

/** Issued estimates: numbered by the table's identity sequence (EST-<year>-<id>). */
export class EstimateStore {
  constructor(private readonly db: Database) {}

  async issue(
    answers: Record<string, string | number>,
    totalCents: number,
    print: EstimatePrint,
  ): Promise<EstimateRow> {
    const [row] = await this.db
      .insert(estimates)
      .values({ answers, totalCents, print })
      .returning();
    if (!row) throw new Error("The estimate was not stored");
    return row;
  }

  async get(id: number): Promise<EstimateRow | undefined> {
    const [row] = await this.db.select().from(estimates).where(eq(estimates.id, id));
    return row;
  }

  /** Whether the address has had its mails for the day (acknowledgements and estimates count together). */
  mailCapReached(address: string): Promise<boolean> {
    return visitorMailCapReached(this.db, address);
  }

  /** Puts an estimate mail in the outbox; false when the per-address cap refused it. */
  async enqueueMail(mail: OutboxMail): Promise<boolean> {
    return this.db.transaction(
      async (tx) => (await enqueueMessages(tx, null, [mail])).length === 1,
    );
  }
}
