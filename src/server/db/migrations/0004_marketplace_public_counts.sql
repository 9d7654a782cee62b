CREATE TABLE "marketplace_public_counts" (
	"category" varchar(100) NOT NULL,
	"type" varchar(50) NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "marketplace_public_counts_category_type_pk" PRIMARY KEY("category","type")
);
