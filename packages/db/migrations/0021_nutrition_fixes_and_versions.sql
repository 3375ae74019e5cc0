CREATE TABLE "food_fixes" (
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"food_ndb_no" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "food_fixes_user_id_name_pk" PRIMARY KEY("user_id","name")
);
--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD COLUMN "count_anyway" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "nutrition_version" integer;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "nutrition_confidence" double precision;--> statement-breakpoint
ALTER TABLE "food_fixes" ADD CONSTRAINT "food_fixes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_nutrition_confidence_check" CHECK ("recipes"."nutrition_confidence" is null or "recipes"."nutrition_confidence" between 0 and 1);