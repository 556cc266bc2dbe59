CREATE TABLE "video_conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"session_id" text NOT NULL,
	"usage_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_conversation_id" text,
	"conversation_url" text NOT NULL,
	"callback_token_hash" text,
	"status" text DEFAULT 'active' NOT NULL,
	"time_limit_seconds" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
ALTER TABLE "video_conversations" ADD CONSTRAINT "video_conversations_session_id_therapy_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."therapy_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_conversations" ADD CONSTRAINT "video_conversations_usage_id_usage_sessions_id_fk" FOREIGN KEY ("usage_id") REFERENCES "public"."usage_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_conversations_owner_idx" ON "video_conversations" USING btree ("owner_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "video_conversations_provider_idx" ON "video_conversations" USING btree ("provider","provider_conversation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "video_conversations_session_idx" ON "video_conversations" USING btree ("session_id");