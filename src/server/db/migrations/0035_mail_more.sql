CREATE TABLE "known_browsers" (
	"user_id" integer NOT NULL,
	"browser" varchar(100) NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_browsers_user_id_browser_pk" PRIMARY KEY("user_id","browser")
);
--> statement-breakpoint
CREATE TABLE "email_digests" (
	"user_id" integer NOT NULL,
	"day" text NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_digests_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "email_on" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "known_browsers" ADD CONSTRAINT "known_browsers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_digests" ADD CONSTRAINT "email_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "known_browsers_seen_idx" ON "known_browsers" USING btree ("seen_at");--> statement-breakpoint
CREATE INDEX "email_digests_day_idx" ON "email_digests" USING btree ("day");