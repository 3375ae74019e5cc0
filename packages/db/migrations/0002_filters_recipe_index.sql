CREATE TABLE "recipe_changes" (
	"version" bigint NOT NULL,
	"recipe_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipe_index_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "recipe_index_state_single_row" CHECK ("recipe_index_state"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "recipe_changes_version_idx" ON "recipe_changes" USING btree ("version");--> statement-breakpoint
INSERT INTO "recipe_index_state" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "recipe_index_log"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
BEGIN
  UPDATE "recipe_index_state" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO v;
  IF TG_TABLE_NAME = 'recipes' THEN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO "recipe_changes" ("version", "recipe_id") SELECT DISTINCT v, n."id" FROM new_rows n;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO "recipe_changes" ("version", "recipe_id") SELECT DISTINCT v, o."id" FROM old_rows o;
    ELSE
      INSERT INTO "recipe_changes" ("version", "recipe_id") SELECT v, n."id" FROM new_rows n UNION SELECT v, o."id" FROM old_rows o;
    END IF;
  ELSE
    IF TG_OP = 'INSERT' THEN
      INSERT INTO "recipe_changes" ("version", "recipe_id") SELECT DISTINCT v, n."recipe_id" FROM new_rows n;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO "recipe_changes" ("version", "recipe_id") SELECT DISTINCT v, o."recipe_id" FROM old_rows o;
    ELSE
      INSERT INTO "recipe_changes" ("version", "recipe_id") SELECT v, n."recipe_id" FROM new_rows n UNION SELECT v, o."recipe_id" FROM old_rows o;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "recipes_index_ins" AFTER INSERT ON "recipes" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "recipe_index_log"();
--> statement-breakpoint
CREATE TRIGGER "recipes_index_upd" AFTER UPDATE ON "recipes" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "recipe_index_log"();
--> statement-breakpoint
CREATE TRIGGER "recipes_index_del" AFTER DELETE ON "recipes" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "recipe_index_log"();
--> statement-breakpoint
CREATE TRIGGER "recipe_ingredients_index_ins" AFTER INSERT ON "recipe_ingredients" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "recipe_index_log"();
--> statement-breakpoint
CREATE TRIGGER "recipe_ingredients_index_upd" AFTER UPDATE ON "recipe_ingredients" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "recipe_index_log"();
--> statement-breakpoint
CREATE TRIGGER "recipe_ingredients_index_del" AFTER DELETE ON "recipe_ingredients" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "recipe_index_log"();
--> statement-breakpoint
CREATE TRIGGER "recipe_equipment_index_ins" AFTER INSERT ON "recipe_equipment" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "recipe_index_log"();
--> statement-breakpoint
CREATE TRIGGER "recipe_equipment_index_upd" AFTER UPDATE ON "recipe_equipment" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "recipe_index_log"();
--> statement-breakpoint
CREATE TRIGGER "recipe_equipment_index_del" AFTER DELETE ON "recipe_equipment" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "recipe_index_log"();
--> statement-breakpoint
CREATE TRIGGER "recipe_tags_index_ins" AFTER INSERT ON "recipe_tags" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "recipe_index_log"();
--> statement-breakpoint
CREATE TRIGGER "recipe_tags_index_upd" AFTER UPDATE ON "recipe_tags" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "recipe_index_log"();
--> statement-breakpoint
CREATE TRIGGER "recipe_tags_index_del" AFTER DELETE ON "recipe_tags" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "recipe_index_log"();
