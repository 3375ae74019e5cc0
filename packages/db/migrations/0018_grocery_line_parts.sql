ALTER TABLE "grocery_ingredients" ADD COLUMN "parts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "grocery_ingredients" ADD COLUMN "apart" text;