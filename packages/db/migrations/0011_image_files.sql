CREATE TABLE "image_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- WebP is compressed already: keep the bytes out of line without trying to compress them again.
ALTER TABLE "image_files" ALTER COLUMN "content" SET STORAGE EXTERNAL;
