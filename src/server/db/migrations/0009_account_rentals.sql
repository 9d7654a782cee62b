CREATE TABLE "account_rental_reveal_counts" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "account_rental_reveal_counts_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "account_rental_reveals" (
	"rental_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_rental_reveals_rental_id_user_id_day_pk" PRIMARY KEY("rental_id","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "market_temperature_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "market_temperature_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"temperature_level" integer NOT NULL,
	"market_status" varchar(20) NOT NULL,
	"description" text NOT NULL,
	"season_factor" varchar(50) NOT NULL,
	"action" varchar(20) NOT NULL,
	"changed_by_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_rental_reveal_counts" ADD CONSTRAINT "account_rental_reveal_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_rental_reveals" ADD CONSTRAINT "account_rental_reveals_rental_id_account_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."account_rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_rental_reveals" ADD CONSTRAINT "account_rental_reveals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_temperature_history" ADD CONSTRAINT "market_temperature_history_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_temperature_history_changed_idx" ON "market_temperature_history" USING btree ("id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "account_rentals_approved_id_idx" ON "account_rentals" USING btree ("id" DESC NULLS LAST) WHERE approval_status = 'approved';--> statement-breakpoint
CREATE INDEX "account_rentals_approved_app_idx" ON "account_rentals" USING btree ("app_name","id" DESC NULLS LAST) WHERE approval_status = 'approved';--> statement-breakpoint
CREATE INDEX "account_rentals_approved_type_idx" ON "account_rentals" USING btree ("account_type","id" DESC NULLS LAST) WHERE approval_status = 'approved';--> statement-breakpoint
CREATE INDEX "account_rentals_app_trgm_idx" ON "account_rentals" USING gin ("app_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "account_rentals_description_trgm_idx" ON "account_rentals" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "account_rentals_created_idx" ON "account_rentals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "account_rentals_status_updated_idx" ON "account_rentals" USING btree ("status_updated_at");