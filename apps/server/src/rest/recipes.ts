import type { FastifyInstance, FastifyRequest } from "fastify";
import multipart from "@fastify/multipart";
import type { CallerFor } from "./caller";
import { parseClientJson } from "../input-guard";
import { apiError } from "../errors";
import type { TImportDuplicateChoice } from "@simmer/contracts";
import { IMAGE_LIMITS } from "@simmer/api";
import { IMAGE_MESSAGES } from "@simmer/contracts";

const IMPORT_MAX_BYTES = 25 * 1024 * 1024;
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

function badRequest(message: string): Error {
  return Object.assign(new Error(message), { statusCode: 400 });
}

interface RecipeForm {
  fields: Record<string, string>;
  image: Buffer | null;
}

/** Reads the multipart recipe form (or a JSON body) into text fields and an optional image. */
async function readRecipeForm(request: FastifyRequest): Promise<RecipeForm> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(body)) {
      fields[key] = typeof value === "string" ? value : JSON.stringify(value);
    }
    return { fields, image: null };
  }
  const fields: Record<string, string> = {};
  let image: Buffer | null = null;
  for await (const part of request.parts({ limits: { fileSize: IMAGE_LIMITS.maxBytes, files: 1 } })) {
    if (part.type === "file") {
      const bytes = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === "FST_REQ_FILE_TOO_LARGE") throw badRequest(IMAGE_MESSAGES.tooLarge);
        throw err;
      });
      if (part.fieldname === "image" && bytes.length > 0) image = bytes;
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  return { fields, image };
}

function json(fields: Record<string, string>, name: string): unknown {
  const text = fields[name];
  if (text === undefined || text.trim() === "") return undefined;
  return parseClientJson(text, name);
}

function numberField(fields: Record<string, string>, name: string): number | undefined {
  const text = fields[name]?.trim();
  return text === undefined || text === "" ? undefined : Number(text);
}

/** Nutrition left blank or 'no answer' is unknown (null). */
function nutrientField(fields: Record<string, string>, name: string): number | null | undefined {
  const text = fields[name]?.trim();
  if (text === undefined) return undefined;
  if (text === "" || text.toLowerCase() === "no answer" || text === "null") return null;
  return Number(text);
}

function ingredientLines(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((line: Record<string, unknown>) =>
    line && typeof line === "object" && line.ingredient_name === undefined && "name" in line
      ? { ...line, ingredient_name: line.name }
      : line,
  );
}

function sectionsOf(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((section: Record<string, unknown>) =>
    section && typeof section === "object" ? { ...section, ingredients: ingredientLines(section.ingredients) } : section,
  );
}

function instructionsOf(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((step) => (typeof step === "string" ? { instruction: step } : step));
}

/** Maps the §7 form fields onto the recipe input the procedures validate. */
function recipeInput(fields: Record<string, string>, imageUrl: string | null | undefined) {
  const nutrients = ["calories", "fat", "sat_fat", "carbs", "fiber", "sugar", "protein", "sodium", "cholesterol"];
  return {
    title: fields.title,
    image_url: imageUrl,
    servings: numberField(fields, "servings"),
    prep_time_min: numberField(fields, "prep_time_min"),
    wait_time_min: numberField(fields, "wait_time_min"),
    cook_time_min: numberField(fields, "cook_time_min"),
    total_time_min: numberField(fields, "total_time_min"),
    ...Object.fromEntries(nutrients.map((n) => [n, nutrientField(fields, n)])),
    data_source_name: fields.data_source_name,
    data_source_link: fields.data_source_link,
    instructions: instructionsOf(json(fields, "instructions")),
    sections: sectionsOf(json(fields, "sections")),
    tags: json(fields, "tags"),
    equipment: json(fields, "equipment"),
  } as never;
}

/**
 * The answer to "you already imported this file": the query's `duplicates`, or a form field of
 * that name sent before the file. Checked by the procedure's schema.
 */
function duplicateChoice(request: FastifyRequest, fields: Record<string, unknown>): TImportDuplicateChoice | undefined {
  const fromQuery = (request.query as { duplicates?: unknown } | undefined)?.duplicates;
  const field = fields.duplicates as { type?: string; value?: unknown } | undefined;
  const value = fromQuery ?? (field?.type === "field" ? field.value : undefined);
  return (value === undefined || value === "" ? undefined : value) as TImportDuplicateChoice | undefined;
}

/** The documented /api/recipes paths (spec §7), the detail paths and /api/upload. */
export function registerRecipesRoutes(api: FastifyInstance, callerFor: CallerFor) {
  void api.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 40, fieldSize: 2 * 1024 * 1024, parts: 60 },
    });

    // Path and query ids go to the procedures as given; the shared id schema names what is wrong.
    const detail = async (request: FastifyRequest, id: string | undefined) => (await callerFor(request)).recipes.detail({ id: id ?? "" });
    const signedOut = { config: { signedOut: true } };
    scope.get("/recipes/:id", signedOut, (request) => detail(request, (request.params as { id: string }).id));
    scope.get("/recipe-details", signedOut, (request) =>
      detail(request, (request.query as { recipeId?: string }).recipeId),
    );

    scope.post("/recipes/add", async (request, reply) => {
      const caller = await callerFor(request);
      const { fields, image } = await readRecipeForm(request);
      const uploaded = image ? (await caller.images.upload({ file: image })).url : null;
      try {
        const saved = await caller.recipes.add(recipeInput(fields, uploaded ?? (fields.image_url || null)));
        return reply.code(201).send(saved);
      } catch (err) {
        // A refused recipe leaves nothing behind; should that fail, the sweep takes the upload later.
        if (uploaded) await caller.images.discard({ url: uploaded }).catch(() => undefined);
        throw err;
      }
    });

    scope.put("/recipes/edit/:id", async (request) => {
      const caller = await callerFor(request);
      const { id } = request.params as { id: string };
      const { fields, image } = await readRecipeForm(request);
      const before = await caller.recipes.detail({ id });
      const uploaded = image ? (await caller.images.upload({ file: image })).url : null;
      const imageUrl = uploaded ?? (fields.image_url === undefined ? before.image_url : fields.image_url || null);
      try {
        return await caller.recipes.edit({ id, recipe: recipeInput(fields, imageUrl) });
      } catch (err) {
        if (uploaded) await caller.images.discard({ url: uploaded }).catch(() => undefined);
        throw err;
      }
    });

    scope.delete("/recipes/delete/:id", async (request) =>
      (await callerFor(request)).recipes.delete({ id: (request.params as { id: string }).id }),
    );

    scope.get("/recipes/export", async (request, reply) => {
      const bytes = await (await callerFor(request)).recipes.exportWorkbook();
      return reply
        .header("Content-Type", XLSX_TYPE)
        .header("Content-Disposition", 'attachment; filename="user_recipes_export.xlsx"')
        .header("Cache-Control", "no-store")
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    });

    scope.post("/recipes/import/start", async (request, reply) => {
      const caller = await callerFor(request);
      if (!request.isMultipart()) throw badRequest("Send the spreadsheet as the multipart field 'file'.");
      const part = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES } });
      if (!part || part.fieldname !== "file") throw badRequest("Send the spreadsheet as the multipart field 'file'.");
      const bytes = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === "FST_REQ_FILE_TOO_LARGE") throw badRequest("The spreadsheet is larger than 25 MB.");
        throw err;
      });
      const started = await caller.recipes.importStart({ file: new Uint8Array(bytes), duplicates: duplicateChoice(request, part.fields) });
      if ("alreadyImported" in started) {
        // The same file was imported before: ask the person (ADR 018) rather than duplicate everything.
        return reply.code(409).send({ ...apiError(409, started.alreadyImported.message), alreadyImported: started.alreadyImported });
      }
      return reply.code(202).send(started);
    });

    scope.get("/recipes/import/status/:jobId", async (request) =>
      (await callerFor(request)).recipes.importStatus({ jobId: (request.params as { jobId: string }).jobId }),
    );

    scope.post("/upload", async (request, reply) => {
      const caller = await callerFor(request);
      await caller.auth.me();
      if (!request.isMultipart()) throw badRequest(IMAGE_MESSAGES.missing);
      const part = await request.file({ limits: { fileSize: IMAGE_LIMITS.maxBytes } });
      if (!part) throw badRequest(IMAGE_MESSAGES.missing);
      const bytes = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === "FST_REQ_FILE_TOO_LARGE") throw badRequest(IMAGE_MESSAGES.tooLarge);
        throw err;
      });
      return reply.code(201).send(await caller.images.upload({ file: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) }));
    });
  });
}
