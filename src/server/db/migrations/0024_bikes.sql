CREATE TABLE "bike_sightings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bike_sightings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bike_id" integer NOT NULL,
	"reporter_id" integer,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"area" varchar(200) NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"photo_url" text,
	"note" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bikes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bikes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer,
	"type" varchar(20) NOT NULL,
	"brand" varchar(60) NOT NULL,
	"model" varchar(80) NOT NULL,
	"colour" varchar(40) NOT NULL,
	"serial" varchar(40) NOT NULL,
	"serial_key" varchar(40) NOT NULL,
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"photo_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"purchase_proof_url" text,
	"stolen_at" timestamp with time zone,
	"stolen_lat" double precision,
	"stolen_lng" double precision,
	"stolen_address" varchar(200),
	"stolen_area" varchar(200),
	"garda_incident" varchar(40),
	"stolen_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bike_sightings" ADD CONSTRAINT "bike_sightings_bike_id_bikes_id_fk" FOREIGN KEY ("bike_id") REFERENCES "public"."bikes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bike_sightings" ADD CONSTRAINT "bike_sightings_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bikes" ADD CONSTRAINT "bikes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bike_sightings_bike_idx" ON "bike_sightings" USING btree ("bike_id","id");--> statement-breakpoint
CREATE INDEX "bike_sightings_reporter_idx" ON "bike_sightings" USING btree ("reporter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bikes_serial_active_idx" ON "bikes" USING btree ("serial_key") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "bikes_owner_idx" ON "bikes" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "bikes_claims_idx" ON "bikes" USING btree ("id") WHERE status = 'claim';--> statement-breakpoint
CREATE INDEX "bikes_stolen_idx" ON "bikes" USING btree ("id" DESC NULLS LAST) WHERE stolen_at is not null and owner_id is not null;