-- The inbox search (Submission.searchText) now also holds a report request's receipt number (FR-000001)
-- and the phone number's digits, and keeps LIKE's `%`, `_` and `\` as private-use stand-ins so that they
-- match literally (lib/submissions/record.ts, search.ts). This brings the rows written before to the
-- same text: the stored text (already lower case) with the stand-ins, then the number, then the digits.

-- `\` U+E05C, `%` U+E025, `_` U+E05F.
UPDATE "Submission"
SET "searchText" = replace(replace(replace("searchText", '\', chr(57436)), '%', chr(57381)), '_', chr(57439));

UPDATE "Submission"
SET "searchText" = "searchText" || chr(10) || 'fr-' || lpad("sourceId"::text, greatest(6, length("sourceId"::text)), '0')
WHERE "kind" = 'report';

-- The phone numbers the forms stored: a report request's column, the sign-up's and call-back's field.
UPDATE "Submission"
SET "searchText" = "Submission"."searchText" || chr(10) || "phones"."digits"
FROM (
    SELECT "kind", "sourceId",
        -- A Korean number written with +82 in its national form, as phoneSearchDigits writes it.
        CASE
            WHEN "phone" ~ '^\s*\+82' THEN '0' || regexp_replace(substr("digits", 3), '^0', '')
            ELSE "digits"
        END AS "digits"
    FROM (
        SELECT "kind", "sourceId", "phone", regexp_replace("phone", '[^0-9]', '', 'g') AS "digits"
        FROM (
            SELECT 'report'::"SubmissionKind" AS "kind", "id" AS "sourceId", "phone" FROM "ConsultingRequest"
            UNION ALL
            SELECT "Submission"."kind", "LeadSubmission"."id", "LeadSubmission"."fields" ->> 'phone'
            FROM "LeadSubmission"
            JOIN "Submission" ON "Submission"."sourceId" = "LeadSubmission"."id"
                AND "Submission"."kind" IN ('lead', 'contact', 'signup')
            WHERE jsonb_typeof("LeadSubmission"."fields" -> 'phone') = 'string'
        ) AS "typed"
    ) AS "scanned"
    WHERE "digits" <> ''
) AS "phones"
WHERE "phones"."kind" = "Submission"."kind" AND "phones"."sourceId" = "Submission"."sourceId";
