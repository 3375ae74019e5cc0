CREATE TABLE "plan_rules" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_slots" (
	"plan_id" integer NOT NULL,
	"day" smallint NOT NULL,
	"meal" text NOT NULL,
	"recipe_id" integer,
	"servings" integer DEFAULT 1 NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"leftover_day" smallint,
	"leftover_meal" text,
	"journal_entry_id" integer,
	CONSTRAINT "plan_slots_plan_id_day_meal_pk" PRIMARY KEY("plan_id","day","meal"),
	CONSTRAINT "plan_slots_day_check" CHECK ("plan_slots"."day" between 0 and 6),
	CONSTRAINT "plan_slots_meal_check" CHECK ("plan_slots"."meal" in ('Breakfast', 'Lunch', 'Dinner', 'Snack')),
	CONSTRAINT "plan_slots_servings_check" CHECK ("plan_slots"."servings" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "plan_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"slots" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"relaxed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_rules" ADD CONSTRAINT "plan_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_slots" ADD CONSTRAINT "plan_slots_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_slots" ADD CONSTRAINT "plan_slots_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_slots" ADD CONSTRAINT "plan_slots_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_templates" ADD CONSTRAINT "plan_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_slots_recipe_idx" ON "plan_slots" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "plan_slots_journal_idx" ON "plan_slots" USING btree ("journal_entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_templates_user_name_key" ON "plan_templates" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "plan_templates_user_idx" ON "plan_templates" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_user_week_key" ON "plans" USING btree ("user_id","week_start");