-- An import's own transactions (ADR 016: writing staged batches, undoing them, clearing the job
-- mark after publishing) set simmer.import_staging for their duration. Nothing they change is
-- visible to anyone, so they no longer move the Browse index version, and other people's requests
-- do not catch up on every batch. Publishing logs the recipes itself. Keep 20000 in step with
-- FULL_RELOAD_ABOVE in packages/api/src/recipes/query/recipe-index.ts.
CREATE OR REPLACE FUNCTION "recipe_index_log"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
  ids integer[];
BEGIN
  IF current_setting('simmer.import_staging', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'recipes' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT n."id") INTO ids FROM new_rows n;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(DISTINCT o."id") INTO ids FROM old_rows o;
    ELSE
      SELECT array_agg(DISTINCT x."id") INTO ids FROM (SELECT n."id" FROM new_rows n UNION SELECT o."id" FROM old_rows o) x;
    END IF;
  ELSE
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT n."recipe_id") INTO ids FROM new_rows n;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(DISTINCT o."recipe_id") INTO ids FROM old_rows o;
    ELSE
      SELECT array_agg(DISTINCT x."recipe_id") INTO ids FROM (SELECT n."recipe_id" FROM new_rows n UNION SELECT o."recipe_id" FROM old_rows o) x;
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
