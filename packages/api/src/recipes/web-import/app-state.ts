import type { Element } from "domhandler";
import { plainText, type PageIndex } from "./dom";
import { readJsLiteral } from "./js-literal";
import { isRecipeNode, rawFromSchemaNode, stepsFromInstructions } from "./jsonld";
import { emptyRaw, type RawRecipe } from "./types";
import { durationMinutes, servingsFrom, stepsWithSections, yieldText } from "./values";

type Json = unknown;
type Obj = Record<string, Json>;

const isObject = (v: Json): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/** How much of a state is looked at: pages ship megabytes of unrelated state. */
const MAX_NODES = 100_000;
const MAX_DEPTH = 40;

/**
 * Nuxt 3 ships its state flattened (`<script id="__NUXT_DATA__">`): one array whose first item is
 * the root, every value written as the index of the item holding it, with wrappers such as
 * `["Reactive", 1]`. Rebuilt here with a budget, cycles becoming null.
 */
export function unflatten(table: Json): Json {
  if (!Array.isArray(table) || table.length === 0) return null;
  const done = new Map<number, Json>();
  let budget = MAX_NODES;
  const at = (i: Json, depth: number): Json => {
    if (typeof i !== "number" || !Number.isInteger(i) || i < 0 || i >= table.length || depth > MAX_DEPTH || budget-- <= 0) return null;
    if (done.has(i)) return done.get(i);
    done.set(i, null);
    const v = table[i] as Json;
    let out: Json = v;
    if (Array.isArray(v)) {
      const tag = v[0];
      if (typeof tag === "string" && v.length === 2 && /^(?:Reactive|ShallowReactive|Ref|ShallowRef|EmptyRef|EmptyShallowRef)$/.test(tag))
        out = at(v[1], depth + 1);
      else if (typeof tag === "string" && /^(?:Set|Map|Date|RegExp|BigInt|null)$/.test(tag)) out = null;
      else out = v.map((x) => at(x, depth + 1));
    } else if (isObject(v)) {
      out = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, at(x, depth + 1)]));
    }
    done.set(i, out);
    return out;
  };
  return at(0, 0);
}

function scriptText(el: Element): string {
  return el.children.map((c) => ("data" in c ? String(c.data) : "")).join("");
}

function stateOf(el: Element): Json {
  const source = scriptText(el);
  const id = el.attribs.id ?? "";
  if (id === "__NUXT_DATA__") {
    try {
      return unflatten(JSON.parse(source));
    } catch {
      return null;
    }
  }
  try {
    return JSON.parse(source.trim());
  } catch {
    return readJsLiteral(source);
  }
}

function str(v: Json): string | null {
  if (typeof v === "string") return plainText(v) || null;
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  if (isObject(v)) return str(v.name ?? v.title ?? v.text ?? v.label ?? v.value ?? null);
  return null;
}

function firstKey(obj: Obj, keys: string[]): Json {
  for (const k of keys) if (obj[k] !== undefined && obj[k] !== null && obj[k] !== "") return obj[k];
  return undefined;
}

const TITLE = ["title", "name", "headline", "recipeName", "recipe_name"];
const INGREDIENTS = [
  "recipeIngredient",
  "ingredients",
  "ingredientLines",
  "ingredientGroups",
  "ingredient_groups",
  "ingredientSections",
  "ingredientsList",
  "ingredient_lines",
];
const STEPS = [
  "recipeInstructions",
  "instructions",
  "steps",
  "method",
  "methodSteps",
  "directions",
  "preparationSteps",
  "instructionGroups",
  "preparation",
];
const LINE_TEXT = ["text", "display", "original", "originalText", "raw", "line", "fullText", "description", "label"];
const GROUP_NAME = ["title", "name", "heading", "label", "section", "groupName", "header"];
const GROUP_ITEMS = ["ingredients", "items", "lines", "list", "recipeIngredient", "ingredientLines"];
const STEP_ITEMS = ["steps", "instructions", "items", "itemListElement", "list"];
const STEP_TEXT = ["text", "description", "body", "instruction", "content", "step", "html", "value"];

/** One ingredient as state objects write it: a string, a text field, or amount, unit, name and note. */
function lineOf(item: Json): string | null {
  if (typeof item === "string") return plainText(item) || null;
  if (!isObject(item)) return null;
  const whole = firstKey(item, LINE_TEXT);
  if (typeof whole === "string" && plainText(whole)) return plainText(whole);
  const amount = str(firstKey(item, ["quantity", "amount", "qty", "quantityText"]) ?? null);
  const unit = str(firstKey(item, ["unit", "unitName", "measure"]) ?? null);
  const name = str(firstKey(item, ["name", "ingredient", "food", "ingredientName", "title"]) ?? null);
  const note = str(firstKey(item, ["note", "notes", "comment", "preparation", "extra"]) ?? null);
  if (!name) return null;
  return `${[amount, unit, name].filter(Boolean).join(" ")}${note ? `, ${note}` : ""}`;
}

function groupItems(item: Obj, keys: string[]): Json[] | null {
  const inner = firstKey(item, keys);
  return Array.isArray(inner) ? inner : null;
}

function ingredientGroups(value: Json): RawRecipe["groups"] {
  const list = Array.isArray(value) ? value : typeof value === "string" ? value.split(/\r?\n/) : [];
  const groups: RawRecipe["groups"] = [{ name: "", lines: [] }];
  for (const item of list.slice(0, 500)) {
    const inner = isObject(item) ? groupItems(item, GROUP_ITEMS) : null;
    if (isObject(item) && inner) {
      groups.push({ name: str(firstKey(item, GROUP_NAME) ?? null) ?? "", lines: inner.map(lineOf).filter((l): l is string => !!l) });
      continue;
    }
    const line = lineOf(item);
    if (line) groups[groups.length - 1]?.lines.push(line);
  }
  return groups.filter((g) => g.lines.length > 0);
}

function steps(value: Json): string[] {
  if (typeof value === "string") return stepsFromInstructions(value);
  if (!Array.isArray(value)) return [];
  // Parts of the method, each with its own steps, keep their names (ADR 133).
  if (value.some((v) => isObject(v) && groupItems(v, STEP_ITEMS) !== null && !firstKey(v, STEP_TEXT))) {
    return stepsWithSections(
      value.filter(isObject).map((g) => ({
        name: str(firstKey(g, GROUP_NAME) ?? null) ?? "",
        lines: (groupItems(g, STEP_ITEMS) ?? []).flatMap((s) => steps([s])),
      })),
    );
  }
  return value.flatMap((item) => {
    if (typeof item === "string") return stepsFromInstructions(item);
    if (!isObject(item)) return [];
    if (isRecipeNode(item) || typeof item["@type"] === "string") return stepsFromInstructions([item]);
    const text = firstKey(item, STEP_TEXT);
    return typeof text === "string" ? stepsFromInstructions(text) : [];
  });
}

function imageOf(value: Json): string | null {
  if (typeof value === "string") return /^(?:https?:)?\/\/|^\//.test(value.trim()) ? value.trim() : null;
  if (Array.isArray(value)) return imageOf(value[0] ?? null);
  if (isObject(value)) return imageOf(firstKey(value, ["url", "src", "contentUrl", "original", "large", "full"]) ?? null);
  return null;
}

function tagsOf(obj: Obj): string[] {
  return ["category", "categories", "recipeCategory", "course", "courses", "cuisine", "cuisines", "recipeCuisine"].flatMap((k) => {
    const v = obj[k];
    const list = Array.isArray(v) ? v : v == null ? [] : typeof v === "string" ? v.split(",") : [v];
    return list.map((x) => str(x)).filter((t): t is string => !!t);
  });
}

/** A state object that holds a recipe of its own shape: a title, ingredients and steps. */
function fromShape(obj: Obj): RawRecipe | null {
  const title = firstKey(obj, TITLE);
  if (typeof title !== "string") return null;
  const ingredients = firstKey(obj, INGREDIENTS);
  if (!Array.isArray(ingredients) && typeof ingredients !== "string") return null;
  const raw = emptyRaw();
  raw.groups = ingredientGroups(ingredients);
  raw.steps = steps(firstKey(obj, STEPS) ?? null);
  if (raw.groups.length === 0 || (raw.steps.length === 0 && raw.groups.flatMap((g) => g.lines).length < 2)) return null;
  raw.title = plainText(title) || null;
  const yieldValue = firstKey(obj, ["recipeYield", "yield", "servings", "serves", "portions", "servingSize", "yields"]);
  const yieldSource = isObject(yieldValue) ? (firstKey(yieldValue, ["text", "amount", "value", "quantity"]) ?? null) : (yieldValue ?? null);
  raw.servings = servingsFrom(yieldSource);
  raw.yieldText = yieldText(yieldSource);
  const time = (keys: string[]) => {
    const v = firstKey(obj, keys);
    return durationMinutes(isObject(v) ? (firstKey(v, ["value", "minutes", "iso", "text"]) ?? null) : (v ?? null));
  };
  raw.prep = time(["prepTime", "prep_time", "preparationTime", "prepTimeMinutes"]);
  raw.cook = time(["cookTime", "cook_time", "cookingTime", "cookTimeMinutes"]);
  raw.total = time(["totalTime", "total_time", "totalTimeMinutes", "readyInMinutes"]);
  raw.image = imageOf(firstKey(obj, ["image", "images", "photo", "imageUrl", "mainImage", "thumbnail"]) ?? null);
  raw.tags = tagsOf(obj);
  return raw;
}

/** Recipes in a framework's page state: schema.org Recipe objects first, then objects shaped like a recipe. */
export function fromAppState(index: PageIndex): RawRecipe[] {
  const schema: RawRecipe[] = [];
  const shaped: RawRecipe[] = [];
  for (const script of index.stateScripts) {
    const state = stateOf(script);
    let budget = MAX_NODES;
    const stack: { v: Json; depth: number }[] = [{ v: state, depth: 0 }];
    while (stack.length > 0 && budget-- > 0) {
      const { v, depth } = stack.pop() ?? { v: null, depth: 0 };
      if (depth > MAX_DEPTH) continue;
      if (typeof v === "string" && v.length < 1_000_000 && /^\s*[[{]/.test(v) && v.includes('"@type"')) {
        // A JSON-LD block kept as a string in the state.
        try {
          stack.push({ v: JSON.parse(v), depth: depth + 1 });
        } catch {
          // not JSON after all
        }
        continue;
      }
      if (Array.isArray(v)) {
        for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], depth: depth + 1 });
        continue;
      }
      if (!isObject(v)) continue;
      if (isRecipeNode(v)) {
        schema.push(rawFromSchemaNode(v));
        continue;
      }
      const shape = fromShape(v);
      if (shape) {
        shaped.push(shape);
        continue;
      }
      const values = Object.values(v);
      for (let i = values.length - 1; i >= 0; i--) stack.push({ v: values[i], depth: depth + 1 });
    }
  }
  return [...schema, ...shaped];
}
