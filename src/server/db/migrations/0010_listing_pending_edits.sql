ALTER TABLE "account_rentals" ADD COLUMN "pending_edit" jsonb;--> statement-breakpoint
ALTER TABLE "marketplace_items" ADD COLUMN "pending_edit" jsonb;--> statement-breakpoint
CREATE INDEX "account_rentals_pending_edit_idx" ON "account_rentals" USING btree ("id" DESC NULLS LAST) WHERE pending_edit is not null;--> statement-breakpoint
CREATE INDEX "marketplace_pending_edit_idx" ON "marketplace_items" USING btree ("id" DESC NULLS LAST) WHERE pending_edit is not null;