CREATE TABLE "saved_searches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"q" varchar(100) DEFAULT '' NOT NULL,
	"words" text[] DEFAULT '{}'::text[] NOT NULL,
	"key_word" text,
	"type" varchar(30) DEFAULT '' NOT NULL,
	"category" varchar(30) DEFAULT '' NOT NULL,
	"app" varchar(100) DEFAULT '' NOT NULL,
	"region" varchar(100) DEFAULT '' NOT NULL,
	"min_price" numeric(10, 2),
	"max_price" numeric(10, 2),
	"pending" integer DEFAULT 0 NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_kind" CHECK ("saved_searches"."kind" in ('item', 'rental'))
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_searches_key_word_idx" ON "saved_searches" USING btree ("kind","key_word") WHERE key_word is not null;--> statement-breakpoint
CREATE INDEX "saved_searches_filters_idx" ON "saved_searches" USING btree ("kind","type","category","app","region") WHERE key_word is null;--> statement-breakpoint
CREATE INDEX "saved_searches_pending_idx" ON "saved_searches" USING btree ("notified_at") WHERE pending > 0;