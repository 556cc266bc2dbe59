CREATE TABLE "check_ins" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"instrument" text NOT NULL,
	"result_enc" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "safety_plans" (
	"owner_id" text PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"plan_enc" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "safety_plans_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "session_moods" (
	"session_id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"before_enc" text,
	"after_enc" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session_moods" ADD CONSTRAINT "session_moods_session_id_therapy_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."therapy_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_ins_owner_idx" ON "check_ins" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "session_moods_owner_idx" ON "session_moods" USING btree ("owner_id");