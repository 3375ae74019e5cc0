CREATE TABLE "cart_foods" (
	"cart_id" integer NOT NULL,
	"food" text NOT NULL,
	"portions" double precision NOT NULL,
	CONSTRAINT "cart_foods_cart_id_food_pk" PRIMARY KEY("cart_id","food"),
	CONSTRAINT "cart_foods_portions_check" CHECK ("cart_foods"."portions" > 0 and "cart_foods"."portions" <= 1000)
);
--> statement-breakpoint
ALTER TABLE "plan_slots" ADD COLUMN "portions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_foods" ADD CONSTRAINT "cart_foods_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;