-- The inbox's search column is kept in lower case from now on (lib/submissions/record.ts), so that a
-- search ignores case on PostgreSQL as it did on SQLite. SQLite's lower() changes ASCII letters only,
-- which are the only ones its LIKE ever matched regardless of case: old rows search as before.
UPDATE "Submission" SET "searchText" = lower("searchText");
