ALTER TABLE "users" ADD COLUMN "unit_system" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "nutrition_source" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_unit_system_check" CHECK ("users"."unit_system" in ('us', 'metric'));--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_nutrition_source_check" CHECK ("recipes"."nutrition_source" in ('ingredients', 'page', 'manual'));--> statement-breakpoint
UPDATE "recipes" SET "nutrition_source" = 'ingredients' WHERE "data_source" = 'catalog';