-- Recipes an import is still writing (ADR 016: import_job_id set and that job not done) are
-- hidden: their rows and lines no longer move the Browse index version, so other people's
-- requests do not catch up on them batch by batch. Publishing (the job becoming done) logs them
-- itself; clearing import_job_id afterwards ("settling") changes nothing anyone sees, so it is
-- not logged either. Keep 20000 in step with FULL_RELOAD_ABOVE in
-- packages/api/src/recipes/query/recipe-index.ts.
CREATE OR REPLACE FUNCTION "recipe_is_staged"(job text) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT job IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "jobs" j WHERE j."id" = job AND j."state" = 'done')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "recipe_index_log"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
  ids integer[];
BEGIN
  IF TG_TABLE_NAME = 'recipes' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT n."id") INTO ids FROM new_rows n WHERE NOT "recipe_is_staged"(n."import_job_id");
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(DISTINCT o."id") INTO ids FROM old_rows o WHERE NOT "recipe_is_staged"(o."import_job_id");
    ELSE
      SELECT array_agg(DISTINCT n."id") INTO ids FROM new_rows n JOIN old_rows o ON o."id" = n."id"
      WHERE NOT (o."import_job_id" IS NOT NULL AND n."import_job_id" IS NULL)
        AND (NOT "recipe_is_staged"(n."import_job_id") OR NOT "recipe_is_staged"(o."import_job_id"));
    END IF;
  ELSE
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT n."recipe_id") INTO ids FROM new_rows n
      WHERE NOT EXISTS (SELECT 1 FROM "recipes" r WHERE r."id" = n."recipe_id" AND "recipe_is_staged"(r."import_job_id"));
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(DISTINCT o."recipe_id") INTO ids FROM old_rows o
      WHERE NOT EXISTS (SELECT 1 FROM "recipes" r WHERE r."id" = o."recipe_id" AND "recipe_is_staged"(r."import_job_id"));
    ELSE
      SELECT array_agg(DISTINCT x."recipe_id") INTO ids FROM (
        SELECT n."recipe_id" FROM new_rows n UNION SELECT o."recipe_id" FROM old_rows o
      ) x
      WHERE NOT EXISTS (SELECT 1 FROM "recipes" r WHERE r."id" = x."recipe_id" AND "recipe_is_staged"(r."import_job_id"));
    END IF;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  UPDATE "recipe_index_state" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO v;
  -- A change this large reloads every index anyway: one marker row (the one a trimmed log leaves,
  -- recipe_id -1) says so without writing a row per recipe.
  IF array_length(ids, 1) > 20000 THEN
    INSERT INTO "recipe_changes" ("version", "recipe_id") VALUES (v, -1);
  ELSE
    INSERT INTO "recipe_changes" ("version", "recipe_id") SELECT v, unnest(ids);
  END IF;
  RETURN NULL;
END
$$;
