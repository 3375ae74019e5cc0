ALTER TABLE "recipe_ingredients" ADD COLUMN "original" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "yield_text" text;