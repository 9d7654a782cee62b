CREATE TABLE "saved_search_alerts" (
	"search_id" integer PRIMARY KEY NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_search_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_search_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(10) NOT NULL,
	"listing_id" integer NOT NULL,
	"after_search_id" integer DEFAULT 0 NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_jobs_listing" UNIQUE("kind","listing_id")
);
--> statement-breakpoint
DROP INDEX "saved_searches_pending_idx";--> statement-breakpoint
DROP INDEX "saved_searches_key_word_idx";--> statement-breakpoint
DROP INDEX "saved_searches_filters_idx";--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_search_id_saved_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_alerts_pending_idx" ON "saved_search_alerts" USING btree ("notified_at") WHERE pending > 0;--> statement-breakpoint
CREATE INDEX "saved_searches_words_idx" ON "saved_searches" USING gin ("words");--> statement-breakpoint
CREATE INDEX "saved_searches_key_word_idx" ON "saved_searches" USING btree ("kind","key_word","id","user_id","type","category","app","region","min_price","max_price","words") WHERE key_word is not null;--> statement-breakpoint
CREATE INDEX "saved_searches_filters_idx" ON "saved_searches" USING btree ("kind","type","category","app","region","id","user_id","min_price","max_price") WHERE key_word is null;--> statement-breakpoint
ALTER TABLE "saved_searches" DROP COLUMN "pending";--> statement-breakpoint
ALTER TABLE "saved_searches" DROP COLUMN "notified_at";--> statement-breakpoint
-- Hand-written (decision 051): every existing search gets its grouping row (the counts not yet told are not carried over: at most an hour of grouped matches).
INSERT INTO "saved_search_alerts" ("search_id") SELECT "id" FROM "saved_searches" ON CONFLICT DO NOTHING;
