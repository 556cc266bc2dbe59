CREATE TABLE "voice_meters" (
	"usage_id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voice_meters" ADD CONSTRAINT "voice_meters_usage_id_usage_sessions_id_fk" FOREIGN KEY ("usage_id") REFERENCES "public"."usage_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_meters" ADD CONSTRAINT "voice_meters_session_id_therapy_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."therapy_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voice_meters_session_idx" ON "voice_meters" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "voice_meters_owner_idx" ON "voice_meters" USING btree ("owner_id");