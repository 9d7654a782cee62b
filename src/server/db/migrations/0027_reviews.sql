CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"deal_id" integer NOT NULL,
	"side" varchar(12) NOT NULL,
	"author_id" integer,
	"subject_id" integer NOT NULL,
	"stars" smallint NOT NULL,
	"text" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"reply" text,
	"replied_at" timestamp with time zone,
	CONSTRAINT "reviews_stars_range" CHECK ("reviews"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "reviews_deals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_deals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(10) NOT NULL,
	"item_id" integer NOT NULL,
	"item_title" varchar(255) NOT NULL,
	"owner_id" integer,
	"counterpart_id" integer,
	"status" varchar(12) DEFAULT 'proposed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	CONSTRAINT "reviews_deals_not_self" CHECK ("reviews_deals"."owner_id" <> "reviews_deals"."counterpart_id")
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_deal_id_reviews_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."reviews_deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews_deals" ADD CONSTRAINT "reviews_deals_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews_deals" ADD CONSTRAINT "reviews_deals_counterpart_id_users_id_fk" FOREIGN KEY ("counterpart_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_deal_side_idx" ON "reviews" USING btree ("deal_id","side");--> statement-breakpoint
CREATE INDEX "reviews_subject_published_idx" ON "reviews" USING btree ("subject_id","id" DESC NULLS LAST,"stars") WHERE published_at is not null and hidden_at is null;--> statement-breakpoint
CREATE INDEX "reviews_author_idx" ON "reviews" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_deals_item_member_idx" ON "reviews_deals" USING btree ("kind","item_id","counterpart_id");--> statement-breakpoint
CREATE INDEX "reviews_deals_owner_idx" ON "reviews_deals" USING btree ("owner_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_deals_counterpart_idx" ON "reviews_deals" USING btree ("counterpart_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_deals_closes_idx" ON "reviews_deals" USING btree ("closes_at") WHERE closes_at is not null;