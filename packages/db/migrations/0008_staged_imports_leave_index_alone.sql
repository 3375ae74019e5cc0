-- Recipes an import is still writing (ADR 016) are hidden: their rows and lines no longer move the
-- Browse index version, so other people's requests do not catch up on them batch by batch. The
-- publishing update clears import_job_id and logs every recipe at once.
-- Keep 20000 in step with FULL_RELOAD_ABOVE in packages/api/src/recipes/query/recipe-index.ts.
CREATE OR REPLACE FUNCTION "recipe_index_log"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
  ids integer[];
BEGIN
  IF TG_TABLE_NAME = 'recipes' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT n."id") INTO ids FROM new_rows n WHERE n."import_job_id" IS NULL;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(DISTINCT o."id") INTO ids FROM old_rows o WHERE o."import_job_id" IS NULL;
    ELSE
      SELECT array_agg(DISTINCT x."id") INTO ids FROM (
        SELECT n."id" FROM new_rows n WHERE n."import_job_id" IS NULL
        UNION SELECT o."id" FROM old_rows o WHERE o."import_job_id" IS NULL
      ) x;
    END IF;
  ELSE
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT n."recipe_id") INTO ids FROM new_rows n
      WHERE NOT EXISTS (SELECT 1 FROM "recipes" r WHERE r."id" = n."recipe_id" AND r."import_job_id" IS NOT NULL);
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(DISTINCT o."recipe_id") INTO ids FROM old_rows o
      WHERE NOT EXISTS (SELECT 1 FROM "recipes" r WHERE r."id" = o."recipe_id" AND r."import_job_id" IS NOT NULL);
    ELSE
      SELECT array_agg(DISTINCT x."recipe_id") INTO ids FROM (
        SELECT n."recipe_id" FROM new_rows n UNION SELECT o."recipe_id" FROM old_rows o
      ) x
      WHERE NOT EXISTS (SELECT 1 FROM "recipes" r WHERE r."id" = x."recipe_id" AND r."import_job_id" IS NOT NULL);
    END IF;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  UPDATE "recipe_index_state" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO v;
  -- A change this large (an import published) reloads every index anyway: one marker row (the
  -- one a trimmed log leaves, recipe_id -1) says so without writing a row per recipe.
  IF array_length(ids, 1) > 20000 THEN
    INSERT INTO "recipe_changes" ("version", "recipe_id") VALUES (v, -1);
  ELSE
    INSERT INTO "recipe_changes" ("version", "recipe_id") SELECT v, unnest(ids);
  END IF;
  RETURN NULL;
END
$$;
