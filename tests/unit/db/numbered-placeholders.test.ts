/** @jest-environment node */
import { numberedPlaceholders } from "@/lib/db/provider";

it("numbers SQLite's placeholders in order for PostgreSQL", () => {
  expect(numberedPlaceholders('SELECT * FROM "Submission" WHERE "kind" = ? AND "createdAt" < ? LIMIT ?')).toBe(
    'SELECT * FROM "Submission" WHERE "kind" = $1 AND "createdAt" < $2 LIMIT $3',
  );
  expect(numberedPlaceholders('SELECT COUNT(*) FROM "LeadSubmission"')).toBe('SELECT COUNT(*) FROM "LeadSubmission"');
});
