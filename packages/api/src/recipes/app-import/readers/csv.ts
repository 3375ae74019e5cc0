import { emptyAppRecipe, type AppRecipe } from "../app-recipe";
import { ExportRefused } from "../limits";
import { durationMinutes, groupsFromText, servingsFrom, stepsFromText, yieldText } from "../reader-helpers";

/** Rows of comma-separated text (RFC 4180: quoted fields may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === "") quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  if (quoted) throw new ExportRefused("The CSV file ends inside a quoted field (it may be cut short); export it again and retry.");
  if (field !== "" || row.length > 0) rows.push([...row, field]);
  return rows.filter((r) => r.some((f) => f.trim() !== ""));
}

const COLUMNS = {
  title: ["title", "name", "recipe name", "recipe"],
  ingredients: ["ingredients", "ingredient"],
  directions: ["directions", "instructions", "method", "steps"],
  servings: ["servings", "yield", "serves"],
  source: ["source"],
  url: ["url", "source url", "link", "original url"],
  prep: ["prep time", "preptime", "prep"],
  cook: ["cook time", "cooktime", "cook"],
  total: ["total time", "totaltime"],
  tags: ["tags", "categories", "category", "course", "cuisine"],
  notes: ["notes", "note"],
} as const;

function headerOf(row: string[]): string[] {
  return row.map((h) =>
    h
      .replace(/^\uFEFF/, "")
      .trim()
      .toLowerCase(),
  );
}

/** A recipe CSV (Plan to Eat, MyRecipeBox): a header row naming a title, ingredients and directions. */
export function isRecipeCsv(text: string): boolean {
  const firstLine = text.slice(0, 4000).split(/\r?\n/)[0] ?? "";
  if (!firstLine.includes(",")) return false;
  const header = headerOf(parseCsvSafe(firstLine)[0] ?? []);
  const has = (names: readonly string[]) => names.some((n) => header.includes(n));
  return has(COLUMNS.title) && has(COLUMNS.ingredients) && has(COLUMNS.directions);
}

function parseCsvSafe(text: string): string[][] {
  try {
    return parseCsv(text);
  } catch {
    return [];
  }
}

export function fromRecipeCsv(text: string): AppRecipe[] {
  const rows = parseCsv(text);
  const header = headerOf(rows[0] ?? []);
  const column = (names: readonly string[]) => header.findIndex((h) => names.includes(h));
  const at = Object.fromEntries(Object.entries(COLUMNS).map(([key, names]) => [key, column(names)])) as Record<
    keyof typeof COLUMNS,
    number
  >;
  const tagColumns = header.map((h, i) => ((COLUMNS.tags as readonly string[]).includes(h) ? i : -1)).filter((i) => i >= 0);
  return rows.slice(1).map((row) => {
    const get = (i: number) => (i >= 0 ? (row[i] ?? "").trim() : "");
    const recipe = emptyAppRecipe();
    recipe.title = get(at.title) || null;
    recipe.servings = servingsFrom(get(at.servings) || null);
    recipe.yieldText = yieldText(get(at.servings) || null);
    recipe.prep = durationMinutes(get(at.prep) || null);
    recipe.cook = durationMinutes(get(at.cook) || null);
    recipe.total = durationMinutes(get(at.total) || null);
    recipe.sourceName = get(at.source) || null;
    recipe.sourceLink = get(at.url) || null;
    recipe.tags = tagColumns.flatMap((i) => get(i).split(/\s*[,;]\s*/)).filter(Boolean);
    recipe.groups = groupsFromText(get(at.ingredients));
    recipe.steps = stepsFromText(get(at.directions));
    const notes = get(at.notes);
    if (notes) recipe.steps.push(`Notes: ${notes.replace(/\s+/g, " ")}`);
    return recipe;
  });
}
