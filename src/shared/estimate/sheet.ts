/** Everything the PDF estimate prints, as plain values (the document only lays them out). */
export interface EstimateSheet {
  number: string;
  issued: string;
  validUntil: string;
  company: { name: string; phone: string; email: string; url: string; hours: string };
  answers: { question: string; answer: string }[];
  lines: { label: string; amount: string }[];
  total: string;
  /** The contact form, carrying the estimate's number. */
  contactUrl: string;
}

/**
 * What the calculator's engine prints for a finished flow (the rest of a sheet is the company's
 * and the number's), stored with the estimate so it prints again as it was issued.
 */
export type EstimatePrint = Pick<EstimateSheet, "answers" | "lines" | "total">;
