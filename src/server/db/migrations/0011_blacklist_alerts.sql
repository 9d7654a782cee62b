ALTER TABLE "blacklist" ADD COLUMN "phone_key" varchar(20);--> statement-breakpoint
ALTER TABLE "blacklist" ADD COLUMN "email_key" varchar(255);--> statement-breakpoint
CREATE INDEX "blacklist_status_idx" ON "blacklist" USING btree ("approval_status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blacklist_reporter_idx" ON "blacklist" USING btree ("reported_by_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blacklist_phone_key_idx" ON "blacklist" USING btree ("phone_key") WHERE "blacklist"."approval_status" = 'approved' and "blacklist"."is_active";--> statement-breakpoint
CREATE INDEX "blacklist_email_key_idx" ON "blacklist" USING btree ("email_key") WHERE "blacklist"."approval_status" = 'approved' and "blacklist"."is_active";--> statement-breakpoint
-- Backfill the match keys of rows written before them (same rules as blacklist/blacklist.keys.ts).
UPDATE "blacklist" SET "email_key" = nullif(lower(trim("email")), '');--> statement-breakpoint
UPDATE "blacklist" b SET "phone_key" = k.key FROM (
  SELECT id, CASE
    WHEN phone_number ~ '^\s*\+' THEN d
    WHEN d LIKE '00%' THEN substr(d, 3)
    WHEN d LIKE '353%' AND length(d) BETWEEN 11 AND 12 THEN d
    WHEN d LIKE '55%' AND length(d) BETWEEN 12 AND 13 THEN d
    WHEN d LIKE '0%' THEN '353' || substr(d, 2)
    WHEN length(d) = 9 AND d LIKE '8%' THEN '353' || d
    WHEN length(d) IN (10, 11) THEN '55' || d
    ELSE d END AS key
  FROM (SELECT id, phone_number, regexp_replace(coalesce(phone_number, ''), '\D', '', 'g') AS d FROM "blacklist") s
) k WHERE b.id = k.id AND length(k.key) >= 8;
