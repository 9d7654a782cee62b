CREATE TABLE "follows" (
	"follower_id" integer NOT NULL,
	"followed_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_follower_id_followed_id_pk" PRIMARY KEY("follower_id","followed_id"),
	CONSTRAINT "follows_not_self" CHECK ("follows"."follower_id" <> "follows"."followed_id")
);
--> statement-breakpoint
DROP INDEX "account_rentals_approved_id_idx";--> statement-breakpoint
DROP INDEX "account_rentals_approved_app_idx";--> statement-breakpoint
DROP INDEX "account_rentals_approved_type_idx";--> statement-breakpoint
DROP INDEX "account_rentals_approved_rating_idx";--> statement-breakpoint
ALTER TABLE "account_rentals" ADD COLUMN "renewed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "account_rentals" ADD COLUMN "expiry_noticed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_rentals" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketplace_items" ADD COLUMN "renewed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_items" ADD COLUMN "expiry_noticed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_followed_id_users_id_fk" FOREIGN KEY ("followed_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follows_followed_idx" ON "follows" USING btree ("followed_id","follower_id");--> statement-breakpoint
CREATE INDEX "account_rentals_renewed_idx" ON "account_rentals" USING btree ("renewed_at") WHERE approval_status = 'approved' and expired_at is null;--> statement-breakpoint
CREATE INDEX "marketplace_renewed_idx" ON "marketplace_items" USING btree ("renewed_at") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "account_rentals_approved_id_idx" ON "account_rentals" USING btree ("id" DESC NULLS LAST) WHERE approval_status = 'approved' and expired_at is null;--> statement-breakpoint
CREATE INDEX "account_rentals_approved_app_idx" ON "account_rentals" USING btree ("app_name","id" DESC NULLS LAST) WHERE approval_status = 'approved' and expired_at is null;--> statement-breakpoint
CREATE INDEX "account_rentals_approved_type_idx" ON "account_rentals" USING btree ("account_type","id" DESC NULLS LAST) WHERE approval_status = 'approved' and expired_at is null;--> statement-breakpoint
CREATE INDEX "account_rentals_approved_rating_idx" ON "account_rentals" USING btree ("owner_rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE approval_status = 'approved' and expired_at is null;