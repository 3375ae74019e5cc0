CREATE TABLE "shopping_added_items" (
	"user_id" integer NOT NULL,
	"uid" uuid NOT NULL,
	"name" text NOT NULL,
	"note" text,
	"ingredient_id" integer,
	"food_ndb_no" text,
	"in_basket" boolean DEFAULT false NOT NULL,
	"basket_at" timestamp (3) with time zone,
	"section" text,
	"section_at" timestamp (3) with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_added_items_user_id_uid_pk" PRIMARY KEY("user_id","uid")
);
--> statement-breakpoint
CREATE TABLE "shopping_commands" (
	"user_id" integer NOT NULL,
	"id" uuid NOT NULL,
	"applied_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_commands_user_id_id_pk" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
CREATE TABLE "shopping_finishes" (
	"user_id" integer NOT NULL,
	"id" uuid NOT NULL,
	"added_to_kitchen" integer NOT NULL,
	"cleared" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_finishes_user_id_id_pk" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
CREATE TABLE "shopping_sections" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"section" text NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_sections_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "shopping_states" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"list_version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopping_tombstones" (
	"user_id" integer NOT NULL,
	"uid" uuid NOT NULL,
	"gone_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_tombstones_user_id_uid_pk" PRIMARY KEY("user_id","uid")
);
--> statement-breakpoint
ALTER TABLE "grocery_ingredients" ADD COLUMN "uid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "grocery_ingredients" ADD COLUMN "recipes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "grocery_ingredients" ADD COLUMN "food_ndb_no" text;--> statement-breakpoint
ALTER TABLE "grocery_ingredients" ADD COLUMN "in_basket" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "grocery_ingredients" ADD COLUMN "basket_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "grocery_ingredients" ADD COLUMN "section" text;--> statement-breakpoint
ALTER TABLE "grocery_ingredients" ADD COLUMN "section_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "grocery_ingredients" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shopping_added_items" ADD CONSTRAINT "shopping_added_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_added_items" ADD CONSTRAINT "shopping_added_items_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_commands" ADD CONSTRAINT "shopping_commands_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_finishes" ADD CONSTRAINT "shopping_finishes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_sections" ADD CONSTRAINT "shopping_sections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_states" ADD CONSTRAINT "shopping_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_tombstones" ADD CONSTRAINT "shopping_tombstones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shopping_added_items_user_idx" ON "shopping_added_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "shopping_commands_applied_idx" ON "shopping_commands" USING btree ("user_id","applied_at");--> statement-breakpoint
CREATE INDEX "shopping_tombstones_gone_idx" ON "shopping_tombstones" USING btree ("user_id","gone_at");--> statement-breakpoint
CREATE UNIQUE INDEX "grocery_ingredients_uid_key" ON "grocery_ingredients" USING btree ("uid");