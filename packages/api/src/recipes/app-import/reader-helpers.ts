import { indexPage, parseHtml } from "../web-import/dom";
import { fromJsonLd } from "../web-import/jsonld";
import type { RawRecipe } from "../web-import/types";
import { durationMinutes, groupHeading, servingsFrom, tidySteps, yieldText } from "../web-import/values";
import { emptyAppRecipe, type AppRecipe } from "./app-recipe";
import { APP_IMPORT_LIMITS, ExportRefused } from "./limits";
import { shortName } from "./zip-entries";

export { durationMinutes, servingsFrom, yieldText };

/** Parses a JSON document of the export; one that does not parse refuses the export, naming it. */
export function parseJsonFile(bytes: Buffer, name: string): unknown {
  if (bytes.length > APP_IMPORT_LIMITS.maxDocumentBytes)
    throw new ExportRefused(`The file '${shortName(name)}' in the export is too large to read.`);
  try {
    return JSON.parse(bytes.toString("utf8").replace(/^\uFEFF/, ""));
  } catch {
    throw new ExportRefused(
      `The file '${shortName(name)}' in the export is not valid JSON (it may be cut short); export it again and retry.`,
    );
  }
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function str(value: unknown): string | null {
  if (typeof value === "string") return value.trim() === "" ? null : value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return null;
}

export function strings(value: unknown): string[] {
  if (typeof value === "string")
    return value
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
  if (!Array.isArray(value)) return [];
  return value.map((v) => (isObject(v) ? str(v.name) : str(v))).filter((v): v is string => v !== null);
}

/** Ingredient text one line each, a line such as "For the crust:" opening a group. */
export function groupsFromLines(lines: string[]): AppRecipe["groups"] {
  const groups: AppRecipe["groups"] = [{ name: "", lines: [] }];
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const heading = groupHeading(line);
    if (heading !== null) groups.push({ name: heading, lines: [] });
    else groups[groups.length - 1]?.lines.push(line);
  }
  return groups.filter((g) => g.lines.length > 0);
}

export function groupsFromText(text: unknown): AppRecipe["groups"] {
  return typeof text === "string" ? groupsFromLines(text.split(/\r?\n/)) : [];
}

/** Steps written as one text: a blank line or a line break separates them, numbers are dropped. */
export function stepsFromText(text: unknown): string[] {
  if (typeof text !== "string") return [];
  const blocks = /\n\s*\n/.test(text) ? text.split(/\n\s*\n/) : text.split(/\r?\n/);
  return tidySteps(blocks.map((b) => b.replace(/\s+/g, " ").trim()).filter(Boolean));
}

/** A base64 photo, refused when larger than an upload may be, before it is decoded. */
export function photoFromBase64(value: unknown, where: string): Buffer | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  const data = value.replace(/^data:[^,]*,/, "");
  if (Math.floor((data.replace(/\s+/g, "").length * 3) / 4) > APP_IMPORT_LIMITS.maxPhotoBytes) {
    throw new ExportRefused(
      `${where}: its photo is larger than ${APP_IMPORT_LIMITS.maxPhotoBytes / 1024 / 1024} MB, so the export was refused.`,
    );
  }
  const bytes = Buffer.from(data, "base64");
  return bytes.length > 0 ? bytes : null;
}

/**
 * schema.org Recipe objects read by the web import's own JSON-LD mapping (ADR 063), so an exported
 * file and a page with the same JSON-LD give the same recipe.
 */
export function schemaRecipes(json: unknown): { raw: RawRecipe; node: Record<string, unknown> }[] {
  return findRecipeNodes(json).flatMap((node) => {
    // Escaping "<" keeps a "</script>" inside a string from ending the block.
    const html = `<script type="application/ld+json">${JSON.stringify(node).replace(/</g, "\\u003c")}</script>`;
    const raw = fromJsonLd(indexPage(parseHtml(html)))[0];
    return raw ? [{ raw, node }] : [];
  });
}

function isRecipeType(value: unknown): boolean {
  const types = Array.isArray(value) ? value : [value];
  return types.some((t) => typeof t === "string" && /(^|[/:#])Recipe$/.test(t));
}

/** The Recipe objects in a JSON document: one, an array, or an @graph, in document order. */
export function findRecipeNodes(json: unknown, out: Record<string, unknown>[] = [], depth = 0): Record<string, unknown>[] {
  if (depth > 6) return out;
  if (Array.isArray(json)) for (const item of json) findRecipeNodes(item, out, depth + 1);
  else if (isObject(json)) {
    if (isRecipeType(json["@type"])) out.push(json);
    else if (Array.isArray(json["@graph"])) findRecipeNodes(json["@graph"], out, depth + 1);
  }
  return out;
}

function keywordsOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [];
  return list
    .filter((k): k is string => typeof k === "string")
    .map((k) => k.trim())
    .filter(Boolean);
}

export function fromRaw(raw: RawRecipe, node: Record<string, unknown>): AppRecipe {
  const recipe = emptyAppRecipe();
  recipe.title = raw.title;
  recipe.servings = raw.servings;
  recipe.yieldText = raw.yieldText;
  recipe.prep = raw.prep;
  recipe.cook = raw.cook;
  recipe.total = raw.total;
  recipe.groups = raw.groups;
  recipe.steps = raw.steps;
  // A page's keywords are search words (ADR 133); an app's export keeps the person's own tags there.
  recipe.tags = [...raw.tags, ...keywordsOf(node.keywords)];
  recipe.sourceLink = str(node.url) ?? str(node.isBasedOn);
  recipe.sourceName = isObject(node.publisher)
    ? str(node.publisher.name)
    : isObject(node.author)
      ? str(node.author.name)
      : str(node.author);
  return recipe;
}
