CREATE INDEX "marketplace_frame_serial_idx" ON "marketplace_items" USING btree ("frame_serial") WHERE frame_serial is not null;--> statement-breakpoint
-- Hand-written (decision 049): before the unique index, keep the oldest open entry the app filed per
-- (kind, thing, author); the later repeats of one thief's attempts go (the audit log keeps each attempt).
DELETE FROM "reports" r USING "reports" older
WHERE r.reporter_id IS NULL AND r.status = 'open' AND older.reporter_id IS NULL AND older.status = 'open'
  AND older.kind = r.kind AND older.target_id = r.target_id AND older.target_owner_id = r.target_owner_id
  AND older.id < r.id;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_app_open_idx" ON "reports" USING btree ("kind","target_id","target_owner_id") WHERE reporter_id is null and status = 'open';
