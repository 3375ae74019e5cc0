import { z } from "zod";
import { RECIPE_LIMITS, text, ZRecipeIngredientFields, ZRecipeInput, ZRecipeSectionInput } from "@simmer/contracts";
import { normaliseDataSourceLink } from "@simmer/domain";
import type { TBackupRecipe } from "../backup";

/**
 * The recipe form's own schema, so a restored recipe passes the checks a save applies (ADR 112):
 * text bounds, no NUL or lone surrogates, the image address rule. Units and quantities stay as
 * written (ADR 110), so a line's unit and quantity are only bounded here, not matched to the form's
 * list, and an old archive's lines still restore.
 */
const ZRestoredRecipe = ZRecipeInput.extend({
  sections: z
    .array(
      ZRecipeSectionInput.extend({
        ingredients: z
          .array(
            ZRecipeIngredientFields.extend({
              quantity: text("quantity").max(500, "quantity is too long."),
              unit: text("unit").max(500, "unit is too long."),
            }),
          )
          .max(RECIPE_LIMITS.ingredientsMax, `ingredients must be at most ${RECIPE_LIMITS.ingredientsMax} per section.`),
      }),
    )
    .max(RECIPE_LIMITS.sectionsMax, `sections must be at most ${RECIPE_LIMITS.sectionsMax}.`),
});

export type RestoredRecipeCheck = { ok: true; dataSourceLink: string | null; droppedImageUrl: boolean } | { ok: false; reason: string };

/** The archived recipe in the shape the recipe form sends. */
function asFormInput(recipe: TBackupRecipe) {
  return {
    title: recipe.title,
    image_url: recipe.image === null ? recipe.image_url : null,
    servings: recipe.servings,
    prep_time_min: recipe.prep_time_min,
    wait_time_min: recipe.wait_time_min,
    cook_time_min: recipe.cook_time_min,
    total_time_min: recipe.total_time_min,
    ...recipe.nutrition,
    data_source_name: recipe.data_source_name,
    data_source_link: recipe.data_source_link,
    tags: recipe.tags.map((t) => t.tag),
    instructions: recipe.steps.map((s) => ({ step_number: s.step_number, instruction: s.instruction })),
    sections: recipe.sections.map((s) => ({
      section_name: s.name,
      ingredients: s.lines.map((l) => ({
        ingredient_name: l.name,
        quantity: l.quantity,
        unit: l.unit,
        method: l.method,
        brand: l.brand,
        optional: l.optional,
        food_ndb_no: l.food_ndb_no,
      })),
    })),
    equipment: recipe.equipment.map((e) => e.name),
  };
}

/**
 * Checks one restored recipe as a save would. The data-source link must pass the link rule of the
 * form (a `javascript:` link is refused like anywhere else) and is stored completed the same way.
 * A picture named by address rather than carried as an entry of the archive is dropped, never
 * fetched: a restore reaches out to no address an archive names, and shows no file it did not
 * store itself (ADR 112).
 */
export function checkRestoredRecipe(recipe: TBackupRecipe): RestoredRecipeCheck {
  const parsed = ZRestoredRecipe.safeParse(asFormInput(recipe));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, reason: issue ? issue.message : "it does not match the recipe form" };
  }
  const link = parsed.data.data_source_link;
  const dataSourceLink = link === null ? null : normaliseDataSourceLink(link);
  if (link !== null && dataSourceLink === null)
    return { ok: false, reason: "data_source_link must look like a web address such as example.com." };
  return { ok: true, dataSourceLink, droppedImageUrl: parsed.data.image_url !== null };
}
