CREATE TABLE "account_rental_checklists" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_rentals" ADD COLUMN "owner_review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "account_rentals" ADD COLUMN "owner_rating" numeric(2, 1) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_rental_checklists" ADD CONSTRAINT "account_rental_checklists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_rentals_approved_rating_idx" ON "account_rentals" USING btree ("owner_rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE approval_status = 'approved';--> statement-breakpoint
UPDATE "account_rentals" a SET "owner_review_count" = r.n, "owner_rating" = CASE WHEN r.n >= 3 THEN round(r.avg, 1) ELSE 0 END FROM (SELECT "subject_id", count(*)::int AS n, avg("stars") AS avg FROM "reviews" WHERE "published_at" IS NOT NULL AND "hidden_at" IS NULL GROUP BY "subject_id") r WHERE a."owner_id" = r."subject_id";
