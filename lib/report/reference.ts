import "server-only";
import type { Currency } from "./prices";
/** The number a visitor quotes about a report request: "FR-" and the request's id in six digits. */
export function reportReference(id: number): string {
  return `FR-${String(id).padStart(6, "0")}`;
}

/** What the wizard's confirmation shows: the reference, the files the server kept and the price. */
export interface ReportReceipt {
  id: number;
  reference: string;
  total: number;
  currency: Currency;
  files: { name: string; size: number }[];
}
