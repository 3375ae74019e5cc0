-- ADR 014: a kitchen name that no catalogue recipe uses becomes an item of each person whose own
-- recipes use it. Their lines, ownership marks and grocery lines follow; marks on such names by
-- anyone else go, and so does the shared row.
INSERT INTO "ingredients" ("owner_id", "name")
SELECT DISTINCT r."owner_id", i."name"
FROM "recipe_ingredients" ri
JOIN "recipes" r ON r."id" = ri."recipe_id"
JOIN "ingredients" i ON i."id" = ri."ingredient_id"
WHERE r."owner_id" IS NOT NULL AND i."owner_id" IS NULL
  AND NOT EXISTS (
    SELECT 1 FROM "recipe_ingredients" c JOIN "recipes" cr ON cr."id" = c."recipe_id"
    WHERE c."ingredient_id" = i."id" AND cr."owner_id" IS NULL
  );
--> statement-breakpoint
UPDATE "recipe_ingredients" ri SET "ingredient_id" = mine."id"
FROM "recipes" r, "ingredients" shared, "ingredients" mine
WHERE r."id" = ri."recipe_id" AND shared."id" = ri."ingredient_id" AND shared."owner_id" IS NULL
  AND mine."owner_id" = r."owner_id" AND mine."name" = shared."name";
--> statement-breakpoint
UPDATE "user_ingredients" ui SET "ingredient_id" = mine."id"
FROM "ingredients" shared, "ingredients" mine
WHERE shared."id" = ui."ingredient_id" AND shared."owner_id" IS NULL
  AND mine."owner_id" = ui."user_id" AND mine."name" = shared."name";
--> statement-breakpoint
UPDATE "grocery_ingredients" g SET "ingredient_id" = mine."id"
FROM "ingredients" shared, "ingredients" mine
WHERE shared."id" = g."ingredient_id" AND shared."owner_id" IS NULL
  AND mine."owner_id" = g."user_id" AND mine."name" = shared."name";
--> statement-breakpoint
DELETE FROM "ingredients" i
WHERE i."owner_id" IS NULL AND NOT EXISTS (
  SELECT 1 FROM "recipe_ingredients" ri JOIN "recipes" r ON r."id" = ri."recipe_id"
  WHERE ri."ingredient_id" = i."id" AND r."owner_id" IS NULL
);
--> statement-breakpoint
INSERT INTO "equipment" ("owner_id", "name")
SELECT DISTINCT r."owner_id", e."name"
FROM "recipe_equipment" re
JOIN "recipes" r ON r."id" = re."recipe_id"
JOIN "equipment" e ON e."id" = re."equipment_id"
WHERE r."owner_id" IS NOT NULL AND e."owner_id" IS NULL
  AND NOT EXISTS (
    SELECT 1 FROM "recipe_equipment" c JOIN "recipes" cr ON cr."id" = c."recipe_id"
    WHERE c."equipment_id" = e."id" AND cr."owner_id" IS NULL
  );
--> statement-breakpoint
UPDATE "recipe_equipment" re SET "equipment_id" = mine."id"
FROM "recipes" r, "equipment" shared, "equipment" mine
WHERE r."id" = re."recipe_id" AND shared."id" = re."equipment_id" AND shared."owner_id" IS NULL
  AND mine."owner_id" = r."owner_id" AND mine."name" = shared."name";
--> statement-breakpoint
UPDATE "user_equipment" ue SET "equipment_id" = mine."id"
FROM "equipment" shared, "equipment" mine
WHERE shared."id" = ue."equipment_id" AND shared."owner_id" IS NULL
  AND mine."owner_id" = ue."user_id" AND mine."name" = shared."name";
--> statement-breakpoint
DELETE FROM "equipment" e
WHERE e."owner_id" IS NULL AND NOT EXISTS (
  SELECT 1 FROM "recipe_equipment" re JOIN "recipes" r ON r."id" = re."recipe_id"
  WHERE re."equipment_id" = e."id" AND r."owner_id" IS NULL
);
--> statement-breakpoint
-- ADR 015: every stored image a recipe names gets an owner: the owner of the oldest recipe naming
-- it. Its size is measured later through the image store (0 means not measured yet). A recipe
-- naming an image its owner does not own, or an /uploads/ address we never made, loses it.
INSERT INTO "images" ("key", "owner_id", "bytes", "created_at")
SELECT DISTINCT ON (r."key") r."key", r."owner_id", 0, r."created_at"
FROM (
  SELECT substring("image_url" from '^/uploads/([0-9a-f-]{36})\.webp$') AS "key", "owner_id", "created_at", "id"
  FROM "recipes"
) r
WHERE r."key" IS NOT NULL
ORDER BY r."key", r."id";
--> statement-breakpoint
UPDATE "recipes" r SET "image_id" = i."id"
FROM "images" i
WHERE r."image_url" = '/uploads/' || i."key" || '.webp' AND r."owner_id" IS NOT DISTINCT FROM i."owner_id";
--> statement-breakpoint
UPDATE "recipes" SET "image_url" = NULL WHERE "image_url" LIKE '/uploads/%' AND "image_id" IS NULL;
