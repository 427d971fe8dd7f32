import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { estimates, type EstimateRow } from "../db/schema";

/** Issued estimates: numbered by the table's identity sequence (EST-<year>-<id>). */
export class EstimateStore {
  constructor(private readonly db: Database) {}

  async issue(answers: Record<string, string | number>, totalCents: number): Promise<EstimateRow> {
    const [row] = await this.db.insert(estimates).values({ answers, totalCents }).returning();
    if (!row) throw new Error("The estimate was not stored");
    return row;
  }

  async get(id: number): Promise<EstimateRow | undefined> {
    const [row] = await this.db.select().from(estimates).where(eq(estimates.id, id));
    return row;
  }
}
