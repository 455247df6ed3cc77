-- The inbox search (Submission.searchText) now also holds a report request's receipt number (FR-000001)
-- and the phone number's digits, and keeps LIKE's `%`, `_` and `\` as private-use stand-ins so that they
-- match literally (lib/submissions/record.ts, search.ts). This brings the rows written before to the
-- same text: the stored text (already lower case) with the stand-ins, then the number, then the digits.

-- `\` U+E05C, `%` U+E025, `_` U+E05F.
UPDATE "Submission"
SET "searchText" = replace(replace(replace("searchText", '\', char(57436)), '%', char(57381)), '_', char(57439));

UPDATE "Submission"
SET "searchText" = "searchText" || char(10) || 'fr-' || printf('%06d', "sourceId")
WHERE "kind" = 'report';

-- The phone numbers the forms stored: a report request's column, the sign-up's and call-back's field.
-- SQLite has no regexp_replace: each number's digits are kept a character at a time.
CREATE TABLE "_SearchPhone" (
    "kind" TEXT NOT NULL,
    "sourceId" INTEGER NOT NULL,
    "digits" TEXT NOT NULL,
    PRIMARY KEY ("kind", "sourceId")
);

INSERT INTO "_SearchPhone" ("kind", "sourceId", "digits")
WITH RECURSIVE
    "typed" ("kind", "sourceId", "phone") AS (
        SELECT 'report', "id", "phone" FROM "ConsultingRequest"
        UNION ALL
        SELECT "Submission"."kind", "LeadSubmission"."id", json_extract("LeadSubmission"."fields", '$.phone')
        FROM "LeadSubmission"
        JOIN "Submission" ON "Submission"."sourceId" = "LeadSubmission"."id"
            AND "Submission"."kind" IN ('lead', 'contact', 'signup')
        WHERE json_type("LeadSubmission"."fields", '$.phone') = 'text'
    ),
    "scan" ("kind", "sourceId", "phone", "rest", "digits") AS (
        SELECT "kind", "sourceId", "phone", "phone", '' FROM "typed"
        UNION ALL
        SELECT "kind", "sourceId", "phone", substr("rest", 2),
            "digits" || CASE WHEN substr("rest", 1, 1) BETWEEN '0' AND '9' THEN substr("rest", 1, 1) ELSE '' END
        FROM "scan"
        WHERE "rest" <> ''
    )
SELECT "kind", "sourceId",
    -- A Korean number written with +82 in its national form, as phoneSearchDigits writes it.
    CASE
        WHEN ltrim("phone", ' ' || char(9) || char(10) || char(13)) LIKE '+82%'
        THEN '0' || CASE WHEN substr("digits", 3, 1) = '0' THEN substr("digits", 4) ELSE substr("digits", 3) END
        ELSE "digits"
    END
FROM "scan"
WHERE "rest" = '' AND "digits" <> '';

UPDATE "Submission"
SET "searchText" = "searchText" || char(10) || (
    SELECT "digits" FROM "_SearchPhone"
    WHERE "_SearchPhone"."kind" = "Submission"."kind" AND "_SearchPhone"."sourceId" = "Submission"."sourceId"
)
WHERE EXISTS (
    SELECT 1 FROM "_SearchPhone"
    WHERE "_SearchPhone"."kind" = "Submission"."kind" AND "_SearchPhone"."sourceId" = "Submission"."sourceId"
);

DROP TABLE "_SearchPhone";
