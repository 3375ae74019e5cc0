CREATE TABLE "server_instances" (
	"id" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lock_key" integer
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "instance_id" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "file_sha256" text;--> statement-breakpoint
CREATE INDEX "jobs_user_file_idx" ON "jobs" USING btree ("user_id","file_sha256");--> statement-breakpoint
CREATE INDEX "jobs_instance_idx" ON "jobs" USING btree ("instance_id");