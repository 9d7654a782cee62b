CREATE TABLE "favourites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "favourites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"item_id" integer,
	"rental_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_one_target" CHECK (("favourites"."item_id" is null) <> ("favourites"."rental_id" is null))
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_item_id_marketplace_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."marketplace_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_rental_id_account_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."account_rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourites_user_idx" ON "favourites" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_item_idx" ON "favourites" USING btree ("user_id","item_id") WHERE item_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_rental_idx" ON "favourites" USING btree ("user_id","rental_id") WHERE rental_id is not null;--> statement-breakpoint
CREATE INDEX "favourites_item_idx" ON "favourites" USING btree ("item_id") WHERE item_id is not null;--> statement-breakpoint
CREATE INDEX "favourites_rental_idx" ON "favourites" USING btree ("rental_id") WHERE rental_id is not null;