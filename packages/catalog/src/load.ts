import type { z } from "zod";
import { ZCatalogFile, type TCatalogSource } from "./schema";

/** A course file's name ("desserts.json") and its parsed JSON, not yet checked. */
export interface CatalogFile {
  name: string;
  data: unknown;
}

/** Everything wrong with the catalogue data, one line per problem, each naming its file and entry. */
export class CatalogDataError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The starter catalogue data is invalid:\n${problems.map((p) => `  ${p}`).join("\n")}`);
    this.name = "CatalogDataError";
  }
}

type Path = readonly PropertyKey[];

function entryAt(data: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (value, key) => (value !== null && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined),
    data,
  );
}

function recipeLabel(data: unknown, index: number): string {
  const title = entryAt(data, [index, "title"]);
  return typeof title === "string" && title.trim() ? `recipe '${title}'` : `recipe ${index + 1}`;
}

const LIST_LABELS: Readonly<Record<string, string>> = {
  ingredients: "ingredient",
  steps: "step",
  equipment: "equipment",
  tags: "tag",
  course: "course",
};

/**
 * "desserts.json, recipe 'Lemon Tart', ingredient 3: unknown ingredient 'lemmon'": the file, the
 * recipe by title, the place inside it counted from 1 as a person reads it, then the problem.
 */
function problemLine(fileName: string, data: unknown, issue: z.core.$ZodIssue): string {
  const path = issue.path;
  const parts = [fileName];
  if (typeof path[0] === "number") {
    parts.push(recipeLabel(data, path[0]));
    let i = 1;
    const fields: string[] = [];
    while (i < path.length) {
      const key = path[i];
      const next = path[i + 1];
      if (key === "sections" && typeof next === "number") {
        const name = entryAt(data, [path[0], "sections", next, "name"]);
        parts.push(typeof name === "string" && name ? `section '${name}'` : `section ${next + 1}`);
        i += 2;
      } else if (typeof key === "string" && LIST_LABELS[key] && typeof next === "number") {
        parts.push(`${LIST_LABELS[key]} ${next + 1}`);
        i += 2;
      } else {
        fields.push(String(key));
        i += 1;
      }
    }
    const field = fields.join(".");
    if (field && entryAt(data, path) === undefined && issue.code !== "custom") return `${parts.join(", ")}: missing ${field}`;
    const speaksForItself = /^(unknown|no can size)/.test(issue.message) || field === "name";
    return `${parts.join(", ")}: ${field && !speaksForItself ? `${field}: ` : ""}${issue.message}`;
  }
  return `${parts.join(", ")}: ${issue.message}`;
}

/** Checks one course file against the schema and the vocabulary. */
export function checkCatalogFile(file: CatalogFile): { recipes: TCatalogSource[]; problems: string[] } {
  const result = ZCatalogFile.safeParse(file.data);
  if (result.success) return { recipes: result.data, problems: [] };
  return { recipes: [], problems: result.error.issues.map((issue) => problemLine(file.name, file.data, issue)) };
}

/** Checks every course file, and that no title repeats across them; throws naming every problem. */
export function loadCatalogFiles(files: readonly CatalogFile[]): TCatalogSource[][] {
  const problems: string[] = [];
  const firstSeen = new Map<string, string>();
  const loaded = files.map((file) => {
    const checked = checkCatalogFile(file);
    problems.push(...checked.problems);
    for (const recipe of checked.recipes) {
      const key = recipe.title.toLowerCase();
      const earlier = firstSeen.get(key);
      if (earlier) problems.push(`${file.name}, recipe '${recipe.title}': the title is already used in ${earlier}`);
      else firstSeen.set(key, file.name);
    }
    return checked.recipes;
  });
  if (problems.length > 0) throw new CatalogDataError(problems);
  return loaded;
}
