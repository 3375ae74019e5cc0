import type { Element } from "domhandler";
import { attr, elements, parseHtml, textOf } from "../../web-import/dom";
import { emptyAppRecipe } from "../app-recipe";
import { durationMinutes, groupsFromLines, servingsFrom, yieldText } from "../reader-helpers";
import type { HtmlRecipe } from "./copymethat";

/** Recipe Keeper's `recipes.html`: one schema.org Recipe microdata scope per recipe. */
export function isRecipeKeeperHtml(html: string): boolean {
  return /itemtype="https?:\/\/schema\.org\/Recipe"/i.test(html) && /itemprop="recipe(?:Ingredients?|Directions|Instructions)"/i.test(html);
}

function props(scope: Element, ...names: string[]): Element[] {
  return elements(scope, (el) => names.includes(attr(el, "itemprop") ?? ""));
}

function value(el: Element | undefined): string | null {
  if (!el) return null;
  const text = attr(el, "content") ?? textOf(el);
  return text.trim() === "" ? null : text.trim();
}

/** A multi-line property: its paragraphs or list items, one line each. */
function linesOf(el: Element): string[] {
  const parts = elements(el, (c) => c !== el && (c.name === "p" || c.name === "li" || c.name === "div"));
  return (parts.length > 0 ? parts.map((p) => textOf(p)) : [textOf(el)]).filter(Boolean);
}

export function fromRecipeKeeper(html: string): HtmlRecipe[] {
  const doc = parseHtml(html);
  const scopes = elements(doc, (el) => /schema\.org\/Recipe$/i.test(attr(el, "itemtype") ?? ""));
  return scopes.map((scope) => {
    const recipe = emptyAppRecipe();
    recipe.title = value(props(scope, "name")[0]);
    recipe.servings = servingsFrom(value(props(scope, "recipeYield")[0]));
    recipe.yieldText = yieldText(value(props(scope, "recipeYield")[0]));
    recipe.prep = durationMinutes(value(props(scope, "prepTime")[0]));
    recipe.cook = durationMinutes(value(props(scope, "cookTime")[0]));
    recipe.total = durationMinutes(value(props(scope, "totalTime")[0]));
    recipe.tags = props(scope, "recipeCategory", "recipeCourse", "recipeCuisine")
      .map(value)
      .filter((t): t is string => t !== null);
    recipe.sourceName = value(props(scope, "recipeSource")[0]);
    const link = props(scope, "recipeSourceUrl", "url")[0];
    recipe.sourceLink = link ? (attr(link, "href") ?? value(link)) : null;
    recipe.groups = groupsFromLines(props(scope, "recipeIngredients", "recipeIngredient").flatMap(linesOf));
    recipe.steps = props(scope, "recipeDirections", "recipeInstructions").flatMap(linesOf);
    const notes = value(props(scope, "recipeNotes")[0]);
    if (notes) recipe.steps.push(`Notes: ${notes}`);
    const photo = props(scope, "photo0", "photo", "image").find((el) => el.name === "img") ?? props(scope, "photo0", "photo", "image")[0];
    return { recipe, imagePath: photo ? (attr(photo, "src") ?? attr(photo, "content")) : null };
  });
}
