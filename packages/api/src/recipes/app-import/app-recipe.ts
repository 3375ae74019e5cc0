import { describeIssues, RECIPE_LIMITS, ZRecipeInput, type TRecipeInputParsed } from "@simmer/contracts";
import { normaliseDataSourceLink } from "@simmer/domain";
import { structureLine } from "../web-import/ingredients";
import type { WebIngredientLine } from "../web-import/types";
import { ExportRefused } from "./limits";

/** The apps whose exports Simmer reads (ADR 123), as the person knows them. */
export const APP_FORMATS = {
  paprika: "Paprika",
  mealie: "Mealie",
  tandoor: "Tandoor",
  nextcloud: "Nextcloud Cookbook",
  copymethat: "CopyMeThat",
  recipekeeper: "Recipe Keeper",
  chowdown: "Chowdown",
  csv: "Plan to Eat / MyRecipeBox",
  schema: "schema.org Recipe",
} as const;
export type AppFormat = keyof typeof APP_FORMATS;

/** One recipe as an app's export gives it, before its lines are read and its fields checked. */
export interface AppRecipe {
  title: string | null;
  servings: number | null;
  /** The yield as the app wrote it when it counts things, not servings ("2 loaves"): kept as text (ADR 143). */
  yieldText: string | null;
  prep: number | null;
  cook: number | null;
  wait: number | null;
  total: number | null;
  tags: string[];
  sourceName: string | null;
  sourceLink: string | null;
  groups: { name: string; lines: string[] }[];
  steps: string[];
  /** The photo's bytes as the export holds them; checked and re-encoded like an upload. */
  image: Buffer | null;
}

export function emptyAppRecipe(): AppRecipe {
  return {
    title: null,
    servings: null,
    yieldText: null,
    prep: null,
    cook: null,
    wait: null,
    total: null,
    tags: [],
    sourceName: null,
    sourceLink: null,
    groups: [],
    steps: [],
    image: null,
  };
}

/** A recipe ready to store, its lines keeping the text the app wrote in `original` (ADR 143). */
export interface ImportedRecipe {
  recipe: TRecipeInputParsed;
  image: Buffer | null;
}

// eslint-disable-next-line no-control-regex -- these are the characters being removed
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text an app wrote, without the characters PostgreSQL cannot hold or that show as nothing. */
export function cleanText(value: unknown): string {
  if (typeof value !== "string" && typeof value !== "number") return "";
  return String(value).replace(CONTROL, " ").replace(LONE_SURROGATE, "").trim();
}

function clip(value: string | null, max: number): string | null {
  const text = value === null ? "" : cleanText(value);
  return text === "" ? null : text.slice(0, max);
}

function minutes(value: number | null): number {
  return value === null || !Number.isFinite(value) ? 0 : Math.min(Math.max(Math.round(value), 0), RECIPE_LIMITS.minutesMax);
}

/** "Recipe 12 'Lemon Tart' in Mealie export": where a problem is, as the person can find it. */
export function entryName(position: number, title: string | null, format: AppFormat): string {
  const named = title ? ` '${cleanText(title).slice(0, 60)}'` : "";
  return `Recipe ${position}${named} in ${APP_FORMATS[format]} export`;
}

/**
 * Turns an app's recipe into the recipe form's shape: every ingredient line goes through the web
 * import's line reader and keeps its original text; anything the form refuses stops the import
 * naming the recipe (ADR 018).
 */
export function toRecipeInput(app: AppRecipe, position: number, format: AppFormat): ImportedRecipe {
  const where = entryName(position, app.title, format);
  const title = clip(app.title, RECIPE_LIMITS.titleMax);
  if (!title) throw new ExportRefused(`${where}: no title`);
  const groups = app.groups
    .map((g) => ({ name: cleanText(g.name).replace(/:$/, ""), lines: g.lines.map(cleanText).filter((l) => l !== "") }))
    .filter((g) => g.lines.length > 0)
    // Tandoor's unnamed steps each carry lines: one after another under the same name is one section.
    .reduce<AppRecipe["groups"]>((merged, g) => {
      const last = merged[merged.length - 1];
      if (last && last.name === g.name) last.lines.push(...g.lines);
      else merged.push({ name: g.name, lines: [...g.lines] });
      return merged;
    }, []);
  if (groups.length === 0) throw new ExportRefused(`${where}: no ingredients`);
  const sections = groups.slice(0, RECIPE_LIMITS.sectionsMax).map((group) => {
    const lines: WebIngredientLine[] = group.lines.slice(0, RECIPE_LIMITS.ingredientsMax).map((text) => structureLine(text).line);
    return {
      section_name: group.name.slice(0, RECIPE_LIMITS.textMax),
      ingredients: lines.map((line) => ({
        ...line,
        ingredient_name: line.ingredient_name.slice(0, RECIPE_LIMITS.textMax),
        food_ndb_no: null,
      })),
    };
  });
  const link = clip(app.sourceLink, RECIPE_LIMITS.textMax);
  const tags = [
    ...new Map(
      app.tags
        .map((t) => cleanText(t).slice(0, 100))
        .filter(Boolean)
        .map((t) => [t.toLowerCase(), t]),
    ).values(),
  ];
  const prep = minutes(app.prep);
  const cook = minutes(app.cook);
  const wait = minutes(app.wait);
  const parsed = ZRecipeInput.safeParse({
    title,
    servings: Math.min(Math.max(Math.round(app.servings ?? 1), 1), RECIPE_LIMITS.servingsMax),
    yield_text: app.servings !== null ? clip(app.yieldText, RECIPE_LIMITS.yieldMax) : null,
    prep_time_min: prep,
    cook_time_min: cook,
    wait_time_min: wait,
    total_time_min: app.total !== null && app.total > 0 ? minutes(app.total) : null,
    tags: tags.slice(0, RECIPE_LIMITS.tagsMax),
    data_source_name: clip(app.sourceName, RECIPE_LIMITS.textMax),
    data_source_link: link !== null && normaliseDataSourceLink(link) !== null ? link : null,
    image_url: null,
    instructions: app.steps
      .map(cleanText)
      .filter((s) => s !== "")
      .slice(0, RECIPE_LIMITS.instructionsMax)
      .map((instruction) => ({ instruction: instruction.slice(0, RECIPE_LIMITS.instructionMax) })),
    sections,
    equipment: [],
  });
  if (!parsed.success) throw new ExportRefused(`${where}: ${describeIssues(parsed.error.issues)}`);
  return { recipe: parsed.data, image: app.image };
}
