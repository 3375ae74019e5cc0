ALTER TABLE "sessions" DROP CONSTRAINT "sessions_kind_check";--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "expires_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "secret_hash" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_secret_hash_key" ON "sessions" USING btree ("secret_hash");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_kind_shape_check" CHECK (("sessions"."kind" = 'web' and "sessions"."expires_at" is not null and "sessions"."secret_hash" is null and "sessions"."name" is null) or ("sessions"."kind" = 'personal' and "sessions"."secret_hash" is not null and "sessions"."name" is not null));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_kind_check" CHECK ("sessions"."kind" in ('web', 'personal'));