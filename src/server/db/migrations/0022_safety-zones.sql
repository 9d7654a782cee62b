CREATE TABLE "safety_zone_alert_state" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"last_latitude" double precision NOT NULL,
	"last_longitude" double precision NOT NULL,
	"hour_start" timestamp with time zone NOT NULL,
	"pushed_in_hour" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "safety_zones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "safety_zones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" varchar(10) DEFAULT 'fixed' NOT NULL,
	"name" varchar(40) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"radius_m" smallint NOT NULL,
	"cells" integer[] NOT NULL,
	"urgent_breaks_quiet" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "safety_zone_alert_state" ADD CONSTRAINT "safety_zone_alert_state_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_zones" ADD CONSTRAINT "safety_zones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "safety_zones_user_idx" ON "safety_zones" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "safety_zones_cells_idx" ON "safety_zones" USING gin ("cells");--> statement-breakpoint
CREATE UNIQUE INDEX "safety_zones_one_current_idx" ON "safety_zones" USING btree ("user_id") WHERE "safety_zones"."kind" = 'current';