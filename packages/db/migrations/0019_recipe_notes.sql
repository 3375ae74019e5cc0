CREATE TABLE "recipe_notes" (
	"user_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"rating" integer,
	"note" text DEFAULT '' NOT NULL,
	"cooked" date[] DEFAULT '{}'::date[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipe_notes_user_id_recipe_id_pk" PRIMARY KEY("user_id","recipe_id"),
	CONSTRAINT "recipe_notes_rating_check" CHECK ("recipe_notes"."rating" is null or "recipe_notes"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "recipe_notes" ADD CONSTRAINT "recipe_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_notes" ADD CONSTRAINT "recipe_notes_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_notes_recipe_idx" ON "recipe_notes" USING btree ("recipe_id");