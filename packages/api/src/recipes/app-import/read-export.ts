import { sniffImage } from "../../images";
import { APP_FORMATS, type AppFormat, type AppRecipe } from "./app-recipe";
import { APP_IMPORT_LIMITS, ExportRefused } from "./limits";
import { fromChowdown, isChowdownMarkdown } from "./readers/chowdown";
import { fromCopyMeThat, isCopyMeThatHtml, type HtmlRecipe } from "./readers/copymethat";
import { fromRecipeCsv, isRecipeCsv } from "./readers/csv";
import { fromMealie, isMealieRecipe } from "./readers/mealie";
import { fromPaprika, isPaprikaRecipe } from "./readers/paprika";
import { fromRecipeKeeper, isRecipeKeeperHtml } from "./readers/recipe-keeper";
import { fromTandoor, isTandoorRecipe } from "./readers/tandoor";
import { fromRaw, isObject, parseJsonFile, schemaRecipes, str } from "./reader-helpers";
import { freshBudget, gunzipBounded, isGzip, isZip, readZip, shortName, type InflateBudget, type ZipFiles } from "./zip-entries";

/** An export read from its content, its recipes in the order the app wrote them. */
export interface AppExport {
  format: AppFormat;
  recipes: AppRecipe[];
}

const CFB = [0xd0, 0xcf, 0x11, 0xe0];

/** A spreadsheet (.xlsx is a zip naming its parts in `[Content_Types].xml`, .xls a CFB file). */
export function isWorkbook(bytes: Uint8Array): boolean {
  if (CFB.every((b, i) => bytes[i] === b)) return true;
  return isZip(bytes) && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes("[Content_Types].xml");
}

const LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const APP_ENTRY = /(\.(paprikarecipes?|json|jsonld|html?|md|markdown|csv|zip)$)/i;

/**
 * The file names a zip's local headers give, read without inflating or trusting its directory,
 * so even a cut-short export is known for what it is.
 */
export function localEntryNames(bytes: Uint8Array, max = 2000): string[] {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const names: string[] = [];
  for (let at = buf.indexOf(LOCAL_HEADER); at >= 0 && at + 30 <= buf.length && names.length < max; at = buf.indexOf(LOCAL_HEADER, at + 4)) {
    const length = buf.readUInt16LE(at + 26);
    if (length > 0 && at + 30 + length <= buf.length) names.push(buf.toString("utf8", at + 30, at + 30 + length));
  }
  return names;
}

/** A zip holding the documents other apps export; any other zip is left to the spreadsheet import. */
export function isAppArchive(bytes: Uint8Array): boolean {
  return isZip(bytes) && localEntryNames(bytes).some((name) => APP_ENTRY.test(name));
}

export const NOT_AN_EXPORT =
  "This file is not a spreadsheet or an export Simmer can read. Import an .xlsx workbook, or an export from " +
  "Paprika, Mealie, Tandoor, Nextcloud Cookbook, CopyMeThat, Recipe Keeper, Chowdown, Plan to Eat or MyRecipeBox, or a schema.org Recipe JSON file.";

/**
 * Reads another app's export, the format told by the content: magic bytes, the archive's files,
 * the JSON's shape, HTML markers, a CSV header (ADR 123). Null means a spreadsheet, or nothing we
 * know, which the spreadsheet import answers.
 */
export async function readAppExport(bytes: Uint8Array): Promise<AppExport | null> {
  if (bytes.length === 0 || isWorkbook(bytes)) return null;
  const budget = freshBudget();
  if (isZip(bytes)) return isAppArchive(bytes) ? fromArchive(await readZip(bytes, budget), budget) : null;
  if (isGzip(bytes)) {
    const json = parseJsonFile(gunzipBounded(bytes, "the recipe", budget), "the recipe");
    if (!isPaprikaRecipe(json)) throw new ExportRefused(NOT_AN_EXPORT);
    return { format: "paprika", recipes: [fromPaprika(json, 1)] };
  }
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString("utf8")
    .replace(/^\uFEFF/, "");
  const found = fromDocument("the file", Buffer.from(bytes), text, new Map());
  return found;
}

type Found = AppExport | null;

/** One text document: JSON, HTML, Markdown or CSV, told apart by what it holds. */
function fromDocument(name: string, bytes: Buffer, text: string, files: ZipFiles): Found {
  const start = text.trimStart().slice(0, 1);
  if (start === "{" || start === "[") {
    const json = parseJsonFile(bytes, name);
    const folder = name.includes("/") ? name.slice(0, name.lastIndexOf("/") + 1) : "";
    if (isPaprikaRecipe(json)) return { format: "paprika", recipes: [fromPaprika(json, 1)] };
    if (isTandoorRecipe(json)) return { format: "tandoor", recipes: [withImage(fromTandoor(json), firstImage(files))] };
    const mealie = (Array.isArray(json) ? json : [json]).filter(isMealieRecipe);
    if (mealie.length > 0)
      return { format: "mealie", recipes: mealie.map((m) => withImage(fromMealie(m), mealieImage(files, str(m.slug)))) };
    const typed = isObject(json) && !("@type" in json) && "recipeIngredient" in json ? { ...json, "@type": "Recipe" } : json;
    const schema = schemaRecipes(typed);
    if (schema.length === 0) return null;
    const nextcloud = /(^|\/)recipe\.json$/i.test(name) && files.size > 0;
    return {
      format: nextcloud ? "nextcloud" : "schema",
      recipes: schema.map(({ raw, node }) =>
        withImage(
          fromRaw(raw, node),
          nextcloud ? (files.get(`${folder}full.jpg`) ?? imageNear(files, folder)) : imageAt(files, folder, str(node.image)),
        ),
      ),
    };
  }
  const folder = name.includes("/") ? name.slice(0, name.lastIndexOf("/") + 1) : "";
  const withPhotos = (format: AppFormat, found: HtmlRecipe[]): Found => ({
    format,
    recipes: found.map((f) => withImage(f.recipe, imageAt(files, folder, f.imagePath))),
  });
  if (/<(?:!doctype|html|div|body)\b/i.test(text.slice(0, 4096))) {
    if (isRecipeKeeperHtml(text)) return withPhotos("recipekeeper", fromRecipeKeeper(text));
    if (isCopyMeThatHtml(text)) return withPhotos("copymethat", fromCopyMeThat(text));
    return null;
  }
  if (isChowdownMarkdown(text)) {
    const { recipe, imagePath } = fromChowdown(text);
    return { format: "chowdown", recipes: [withImage(recipe, imageAt(files, folder, imagePath))] };
  }
  if (isRecipeCsv(text)) return { format: "csv", recipes: fromRecipeCsv(text) };
  return null;
}

function withImage(recipe: AppRecipe, image: Buffer | null | undefined): AppRecipe {
  if (image && !recipe.image) recipe.image = image;
  return recipe;
}

const isImage = (bytes: Buffer) => sniffImage(bytes) !== null;

function firstImage(files: ZipFiles): Buffer | null {
  for (const bytes of files.values()) if (isImage(bytes)) return bytes;
  return null;
}

function imageNear(files: ZipFiles, folder: string): Buffer | null {
  for (const [name, bytes] of files)
    if (name.startsWith(folder) && !name.slice(folder.length).includes("/") && isImage(bytes)) return bytes;
  return null;
}

function mealieImage(files: ZipFiles, slug: string | null): Buffer | null {
  if (!slug) return null;
  const inFolder = [...files].filter(
    ([name, bytes]) => (name.startsWith(`${slug}/images/`) || name.includes(`/${slug}/images/`)) && isImage(bytes),
  );
  const original = inFolder.find(([name]) => /\/original\.[a-z]+$/i.test(name)) ?? inFolder[0];
  return original?.[1] ?? null;
}

/** A photo named by a relative path in a document: beside it, or anywhere by the same file name. */
function imageAt(files: ZipFiles, folder: string, path: string | null): Buffer | null {
  if (!path || /^[a-z]+:/i.test(path)) return null;
  const clean = decodeURIComponentSafe(path).replace(/^\.\//, "").replace(/^\/+/, "");
  const exact = files.get(`${folder}${clean}`) ?? files.get(clean);
  if (exact && isImage(exact)) return exact;
  const base = clean.slice(clean.lastIndexOf("/") + 1).toLowerCase();
  for (const [name, bytes] of files)
    if (name.toLowerCase().endsWith(`/${base}`) || name.toLowerCase() === base) return isImage(bytes) ? bytes : null;
  return null;
}

function decodeURIComponentSafe(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const DOCUMENT = /\.(json|jsonld|html?|md|markdown|csv|txt)$/i;

/** An archive: gzipped Paprika recipes, Tandoor's inner zips, or documents with their photos. */
async function fromArchive(files: ZipFiles, budget: InflateBudget): Promise<AppExport> {
  const recipes: AppRecipe[] = [];
  let format: AppFormat | null = null;
  const take = (found: Found, name: string) => {
    if (!found) return;
    if (format !== null && format !== found.format) {
      throw new ExportRefused(
        `The file '${shortName(name)}' is a ${APP_FORMATS[found.format]} recipe inside a ${APP_FORMATS[format]} export; import them separately.`,
      );
    }
    format = found.format;
    recipes.push(...found.recipes);
    if (recipes.length > APP_IMPORT_LIMITS.maxRecipes) {
      throw new ExportRefused(
        `The export holds more than ${APP_IMPORT_LIMITS.maxRecipes.toLocaleString("en-US")} recipes; export fewer at a time.`,
      );
    }
  };
  for (const [name, bytes] of files) {
    if (isGzip(bytes)) {
      const json = parseJsonFile(gunzipBounded(bytes, name, budget), name);
      if (!isPaprikaRecipe(json)) throw new ExportRefused(`The file '${shortName(name)}' in the export is not a Paprika recipe.`);
      take({ format: "paprika", recipes: [fromPaprika(json, recipes.length + 1)] }, name);
    } else if (isZip(bytes)) {
      take(await fromInnerArchive(name, bytes, budget), name);
    } else if (DOCUMENT.test(name) && !isImage(bytes)) {
      take(fromDocument(name, bytes, bytes.toString("utf8").replace(/^\uFEFF/, ""), files), name);
    }
  }
  if (format === null || recipes.length === 0) throw new ExportRefused(NOT_AN_EXPORT);
  return { format, recipes };
}

/** Tandoor's export: one zip per recipe inside the export's zip, each with `recipe.json` and a photo. */
async function fromInnerArchive(name: string, bytes: Buffer, budget: InflateBudget): Promise<Found> {
  const inner = await readZip(bytes, budget, `'${shortName(name)}'`);
  for (const [innerName, innerBytes] of inner) {
    if (isZip(innerBytes) || isGzip(innerBytes)) {
      throw new ExportRefused(
        `The archive '${shortName(name)}' holds another archive (${shortName(innerName)}); exports nest at most ${APP_IMPORT_LIMITS.maxNesting} deep.`,
      );
    }
  }
  const json = inner.get("recipe.json");
  if (!json) throw new ExportRefused(`The archive '${shortName(name)}' in the export has no recipe.json.`);
  const recipe = parseJsonFile(json, `${name}/recipe.json`);
  if (!isTandoorRecipe(recipe)) throw new ExportRefused(`The file '${shortName(name)}/recipe.json' is not a Tandoor recipe.`);
  return { format: "tandoor", recipes: [withImage(fromTandoor(recipe), firstImage(inner))] };
}
