ALTER TABLE "reports" ALTER COLUMN "reporter_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_items" ADD COLUMN "frame_serial" varchar(40);--> statement-breakpoint
ALTER TABLE "marketplace_items" ADD COLUMN "bike_class" varchar(20);