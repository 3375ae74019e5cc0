import type { Element } from "domhandler";
import { attr, elements, parseHtml, textOf } from "../../web-import/dom";
import { emptyAppRecipe, type AppRecipe } from "../app-recipe";
import { groupHeading } from "../../web-import/values";
import { durationMinutes, servingsFrom, yieldText } from "../reader-helpers";

/** A recipe of the HTML export, with the relative path of its photo. */
export interface HtmlRecipe {
  recipe: AppRecipe;
  imagePath: string | null;
}

const marked = (el: Element, name: string) => attr(el, "id") === name || (attr(el, "class") ?? "").split(/\s+/).includes(name);

/** CopyMeThat's export: one `div.recipe` per recipe, its parts marked by ids and classes. */
export function isCopyMeThatHtml(html: string): boolean {
  return (
    /<div[^>]+class="[^"]*\brecipe\b[^"]*"/i.test(html) &&
    /(?:id|class)="(?:recipeIngredients?|instructions?|recipeInstructions)"/i.test(html)
  );
}

function firstText(root: Element, ...names: string[]): string | null {
  for (const name of names) {
    const found = elements(root, (el) => marked(el, name))[0];
    const text = found ? textOf(found) : "";
    if (text) return text;
  }
  return null;
}

export function fromCopyMeThat(html: string): HtmlRecipe[] {
  const doc = parseHtml(html);
  const blocks = elements(doc, (el) => el.name === "div" && marked(el, "recipe"));
  return blocks.map((block) => {
    const recipe = emptyAppRecipe();
    const heading = elements(block, (el) => /^h[1-3]$/.test(el.name))[0];
    recipe.title = firstText(block, "name", "recipeName") ?? (heading ? textOf(heading) : null);
    recipe.servings = servingsFrom(firstText(block, "recipeYield", "servings"));
    recipe.yieldText = yieldText(firstText(block, "recipeYield", "servings"));
    recipe.prep = durationMinutes(firstText(block, "prepTime"));
    recipe.cook = durationMinutes(firstText(block, "cookTime"));
    recipe.total = durationMinutes(firstText(block, "totalTime"));
    recipe.tags = elements(block, (el) => marked(el, "recipeCategory"))
      .map((el) => textOf(el))
      .filter(Boolean);
    const link = elements(block, (el) => el.name === "a" && (marked(el, "original_link") || marked(el, "source")))[0];
    recipe.sourceLink = link ? attr(link, "href") : null;
    const groups: AppRecipe["groups"] = [{ name: "", lines: [] }];
    for (const li of elements(
      block,
      (el) =>
        el.name === "li" &&
        (marked(el, "recipeIngredient") ||
          (el.parent !== null && (marked(el.parent as Element, "recipeIngredients") || marked(el.parent as Element, "recipeIngredient")))),
    )) {
      const text = textOf(li);
      const heading = (attr(li, "class") ?? "").includes("subheader") ? text.replace(/:$/, "") : groupHeading(text);
      if (heading !== null) groups.push({ name: heading, lines: [] });
      else if (text) groups[groups.length - 1]?.lines.push(text);
    }
    recipe.groups = groups.filter((g) => g.lines.length > 0);
    const stepRoot = elements(block, (el) => marked(el, "instructions") || marked(el, "recipeInstructions"))[0];
    const stepItems = stepRoot
      ? elements(stepRoot, (el) => el.name === "li" || el.name === "p")
      : elements(block, (el) => marked(el, "instruction"));
    recipe.steps = stepItems.map((el) => textOf(el)).filter(Boolean);
    const notes = firstText(block, "recipeNotes", "notes");
    if (notes) recipe.steps.push(`Notes: ${notes}`);
    const img = elements(block, (el) => el.name === "img")[0];
    return { recipe, imagePath: img ? attr(img, "src") : null };
  });
}
