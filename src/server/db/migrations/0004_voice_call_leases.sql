CREATE TABLE "voice_call_leases" (
	"owner_id" text PRIMARY KEY NOT NULL,
	"call_id" text NOT NULL,
	"instance_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "voice_call_leases_call_idx" ON "voice_call_leases" USING btree ("call_id");