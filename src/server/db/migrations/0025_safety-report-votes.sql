CREATE TABLE "safety_report_votes" (
	"report_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"answer" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "safety_report_votes_report_id_user_id_pk" PRIMARY KEY("report_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "safety_report_votes" ADD CONSTRAINT "safety_report_votes_report_id_safety_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."safety_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_report_votes" ADD CONSTRAINT "safety_report_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "safety_report_votes_user_idx" ON "safety_report_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "safety_report_votes_confirmed_idx" ON "safety_report_votes" USING btree ("answered_at" DESC NULLS LAST) WHERE answer = 'confirm';