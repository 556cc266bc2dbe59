CREATE SCHEMA "keystore";
--> statement-breakpoint
CREATE TABLE "keystore"."data_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"wrapped_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "data_keys_owner_idx" ON "keystore"."data_keys" USING btree ("owner_id","created_at");