-- A report request is priced in the currency its page quoted: won on Korean pages, US dollars on
-- English ones. The total keeps its figures (every earlier request was in US dollars) under a name
-- without the currency, and the currency gets its own column.
ALTER TABLE "ConsultingRequest" RENAME COLUMN "totalUsd" TO "total";
ALTER TABLE "ConsultingRequest" ADD COLUMN "currency" TEXT NOT NULL DEFAULT 'USD';
