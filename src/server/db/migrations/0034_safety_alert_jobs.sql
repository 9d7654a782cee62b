CREATE TABLE "safety_alert_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "safety_alert_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"report_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"incident_type" varchar(100) NOT NULL,
	"severity" smallint NOT NULL,
	"after_user_id" integer DEFAULT 0 NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "safety_alert_jobs_report_id_unique" UNIQUE("report_id")
);
--> statement-breakpoint
ALTER TABLE "safety_alert_jobs" ADD CONSTRAINT "safety_alert_jobs_report_id_safety_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."safety_reports"("id") ON DELETE cascade ON UPDATE no action;