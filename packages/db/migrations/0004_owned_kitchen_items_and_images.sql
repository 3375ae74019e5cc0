CREATE TABLE "images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"owner_id" integer,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_key_key" UNIQUE("key")
);
--> statement-breakpoint
DROP INDEX "equipment_name_key";--> statement-breakpoint
DROP INDEX "ingredients_name_key";--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "image_id" integer;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "images_owner_idx" ON "images" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "images_created_idx" ON "images" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipes_image_idx" ON "recipes" USING btree ("image_id");--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_owner_name_key" UNIQUE NULLS NOT DISTINCT("owner_id","name");--> statement-breakpoint
ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_owner_name_key" UNIQUE NULLS NOT DISTINCT("owner_id","name");