import { emptyAppRecipe, type AppRecipe } from "../app-recipe";
import { durationMinutes, groupsFromLines, servingsFrom, yieldText } from "../reader-helpers";

type FrontMatter = Record<string, string | string[]>;

/** A Markdown file that opens with a YAML front matter block naming a title and ingredients. */
export function isChowdownMarkdown(text: string): boolean {
  return /^\uFEFF?---\r?\n/.test(text) && /\ningredients:/i.test(text.slice(0, 200_000)) && /\ntitle:/i.test(text.slice(0, 200_000));
}

function unquote(value: string): string {
  const v = value.trim();
  if ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'")))
    return v.slice(1, -1).replace(/\\"/g, '"').replace(/''/g, "'");
  return v;
}

/**
 * The front matter's keys: plain values, `- item` lists and `[a, b]` lists, which is all Chowdown's
 * recipe layout uses; anything fancier is read as text.
 */
export function frontMatter(text: string): { fields: FrontMatter; body: string } {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  const fields: FrontMatter = {};
  let key: string | null = null;
  let end = lines.length;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (/^(---|\.\.\.)\s*$/.test(line)) {
      end = i;
      break;
    }
    const item = /^\s*-\s+(.*)$/.exec(line);
    if (item && key !== null) {
      const list = fields[key];
      fields[key] = [...(Array.isArray(list) ? list : []), unquote(item[1] ?? "")];
      continue;
    }
    const pair = /^([A-Za-z_][\w-]*)\s*:\s*(.*)$/.exec(line);
    if (!pair) continue;
    key = (pair[1] ?? "").toLowerCase();
    const value = (pair[2] ?? "").trim();
    if (value.startsWith("[") && value.endsWith("]")) fields[key] = value.slice(1, -1).split(",").map(unquote).filter(Boolean);
    else fields[key] = value === "" ? [] : unquote(value);
  }
  return { fields, body: lines.slice(end + 1).join("\n") };
}

const one = (v: string | string[] | undefined) => (typeof v === "string" && v !== "" ? v : null);
const many = (v: string | string[] | undefined) => (Array.isArray(v) ? v : typeof v === "string" && v !== "" ? v.split(/\s*,\s*/) : []);

export function fromChowdown(text: string): { recipe: AppRecipe; imagePath: string | null } {
  const { fields, body } = frontMatter(text);
  const recipe = emptyAppRecipe();
  recipe.title = one(fields.title);
  recipe.servings = servingsFrom(one(fields.yield) ?? one(fields.servings));
  recipe.yieldText = yieldText(one(fields.yield) ?? one(fields.servings));
  recipe.prep = durationMinutes(one(fields.prep) ?? one(fields.preptime));
  recipe.cook = durationMinutes(one(fields.cook) ?? one(fields.cooktime));
  recipe.tags = many(fields.tags);
  recipe.groups = groupsFromLines(many(fields.ingredients));
  recipe.steps = many(fields.directions);
  const notes = body.replace(/\s+/g, " ").trim();
  if (notes) recipe.steps.push(`Notes: ${notes}`);
  return { recipe, imagePath: one(fields.image) };
}
