import type { FastifyRequest } from "fastify";
import multipart from "@fastify/multipart";
import { z } from "zod";
import { IMAGE_LIMITS } from "@simmer/api";
import {
  IMAGE_MESSAGES,
  recipeFromForm,
  ZImportConflict,
  ZImportDuplicateChoice,
  ZImportJobId,
  ZImportStartQuery,
  ZImportStatus,
  ZRecipeDeleteOutput,
  ZRecipeDetail,
  ZRecipeSaved,
  ZRecipeDetailsQuery,
  ZRecipeFormDoc,
  ZRecipeFromForm,
  ZRecipeId,
  type TImportDuplicateChoice,
} from "@simmer/contracts";
import { parseClientJson } from "../http/input-guard";
import { apiError } from "../http/errors";
import type { RestApi } from "./route";

const IMPORT_MAX_BYTES = 25 * 1024 * 1024;
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

function badRequest(message: string): Error {
  return Object.assign(new Error(message), { statusCode: 400 });
}

interface RecipeForm {
  fields: Record<string, string>;
  image: Uint8Array | null;
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

/** The form's fields as the recipe input, checked with the recipe rules (the same messages as /trpc). */
function recipeInput(fields: Record<string, string>, imageUrl: string | null | undefined) {
  return ZRecipeFromForm.parse(recipeFromForm(fields, imageUrl, parseClientJson));
}

/**
 * The answer to "you already imported this file": the query's `duplicates`, or a form field of
 * that name sent before the file. Checked by the procedure's schema.
 */
function duplicateChoice(fromQuery: TImportDuplicateChoice | undefined, fields: Record<string, unknown>): unknown {
  const field = fields.duplicates;
  const value =
    fromQuery ??
    (field !== null && typeof field === "object" && "type" in field && field.type === "field" && "value" in field
      ? field.value
      : undefined);
  return value === undefined || value === "" ? undefined : value;
}

const tag = "Recipes";
const formBody = { body: ZRecipeFormDoc, form: true } as const;

/** The documented /api/recipes paths (docs/product.md#api), the detail paths and /api/upload. */
export async function registerRecipesRoutes(api: RestApi): Promise<void> {
  await api.scope.register(async (child) => {
    await child.register(multipart, {
      limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 40, fieldSize: 2 * 1024 * 1024, parts: 60 },
    });
    const scope = api.within(child);

    scope.route({
      method: "GET",
      url: "/recipes/:id",
      tag,
      summary: "One recipe",
      description: "A visitor may read the catalogue; another person's recipe is a 404.",
      signedOut: true,
      params: ZRecipeId,
      response: ZRecipeDetail,
      handler: ({ caller, params }) => caller.recipes.detail(params),
    });
    scope.route({
      method: "GET",
      url: "/recipe-details",
      tag,
      summary: "One recipe (by ?recipeId=)",
      signedOut: true,
      query: ZRecipeDetailsQuery,
      response: ZRecipeDetail,
      handler: ({ caller, query }) => caller.recipes.detail(query),
    });

    scope.route({
      method: "POST",
      url: "/recipes/add",
      tag,
      summary: "Add a recipe",
      description: "A multipart form (with an optional `image` file) or the same fields as JSON. Lists are JSON text in a form.",
      ...formBody,
      status: 201,
      response: ZRecipeSaved,
      examples: {
        body: {
          title: "Tomato soup",
          servings: "4",
          calories: "no answer",
          instructions: '["Soften the onion.", "Add the tomatoes and simmer."]',
          sections: '[{"section_name":"","ingredients":[{"name":"tomato","quantity":"6","unit":"whole"}]}]',
        },
      },
      handler: async ({ caller, request }) => {
        const { fields, image } = await readRecipeForm(request);
        return caller.recipes.add({ ...recipeInput(fields, fields.image_url || null), image });
      },
    });

    scope.route({
      method: "PUT",
      url: "/recipes/edit/:id",
      tag,
      summary: "Change one of your recipes",
      description: "The same form as adding. Without `image` and `image_url` the recipe keeps its photo; an empty `image_url` removes it.",
      params: ZRecipeId,
      ...formBody,
      response: ZRecipeSaved,
      handler: async ({ caller, params, request }) => {
        const { fields, image } = await readRecipeForm(request);
        const recipe = recipeInput(fields, fields.image_url || null);
        return caller.recipes.edit({ id: params.id, recipe, image, keep_image: fields.image_url === undefined });
      },
    });

    scope.route({
      method: "DELETE",
      url: "/recipes/delete/:id",
      tag,
      summary: "Delete one of your recipes",
      description: "Its photo is removed too unless another recipe shows it.",
      params: ZRecipeId,
      response: ZRecipeDeleteOutput,
      handler: ({ caller, params }) => caller.recipes.delete(params),
    });

    scope.route({
      method: "GET",
      url: "/recipes/export",
      tag,
      summary: "Your recipes as a spreadsheet",
      produces: XLSX_TYPE,
      response: z.string().meta({ format: "binary" }),
      handler: async ({ caller, reply }) => {
        const bytes = await caller.recipes.exportWorkbook();
        return reply
          .header("Content-Type", XLSX_TYPE)
          .header("Content-Disposition", 'attachment; filename="user_recipes_export.xlsx"')
          .header("Cache-Control", "no-store")
          .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      },
    });

    scope.route({
      method: "POST",
      url: "/recipes/import/start",
      tag,
      summary: "Start importing a spreadsheet or another app's export",
      description:
        "The file is the multipart field `file` (at most 25 MB): a Simmer workbook, or an export from Paprika, Mealie, Tandoor, " +
        "Nextcloud Cookbook, CopyMeThat, Recipe Keeper, Chowdown, Plan to Eat, MyRecipeBox or a schema.org Recipe JSON file, told " +
        "apart by its content. A broken or unsafe export answers 400; a file imported before answers 409 with the choices.",
      query: ZImportStartQuery,
      body: z.object({ duplicates: ZImportDuplicateChoice.optional(), file: z.string().meta({ format: "binary" }) }),
      form: true,
      status: 202,
      response: z.object({ jobId: z.string() }),
      otherResponses: { 409: { description: "This file was imported before: send `duplicates` to go on.", schema: ZImportConflict } },
      handler: async ({ caller, query, request, reply }) => {
        if (!request.isMultipart()) throw badRequest("Send the spreadsheet as the multipart field 'file'.");
        const part = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES } });
        if (!part || part.fieldname !== "file") throw badRequest("Send the spreadsheet as the multipart field 'file'.");
        const bytes = await part.toBuffer().catch((err: { code?: string }) => {
          if (err.code === "FST_REQ_FILE_TOO_LARGE") throw badRequest("The spreadsheet is larger than 25 MB.");
          throw err;
        });
        const duplicates = ZImportDuplicateChoice.optional().parse(duplicateChoice(query.duplicates, part.fields));
        const started = await caller.recipes.importStart({ file: new Uint8Array(bytes), duplicates });
        if ("alreadyImported" in started) {
          // The same file was imported before: ask the person (ADR 018) rather than duplicate everything.
          return reply.code(409).send({ ...apiError(409, started.alreadyImported.message), alreadyImported: started.alreadyImported });
        }
        return started;
      },
    });

    scope.route({
      method: "GET",
      url: "/recipes/import/status/:jobId",
      tag,
      summary: "How far an import is",
      params: ZImportJobId,
      response: ZImportStatus,
      handler: ({ caller, params }) => caller.recipes.importStatus(params),
    });

    scope.route({
      method: "POST",
      url: "/upload",
      tag,
      summary: "Upload a photo",
      description: "The multipart field holds a JPEG, PNG or WebP image; the answer's url goes in a recipe's image_url.",
      body: z.object({ image: z.string().meta({ format: "binary" }) }),
      form: true,
      status: 201,
      response: z.object({ url: z.string() }),
      handler: async ({ caller, request }) => {
        if (!request.isMultipart()) throw badRequest(IMAGE_MESSAGES.missing);
        const part = await request.file({ limits: { fileSize: IMAGE_LIMITS.maxBytes } });
        if (!part) throw badRequest(IMAGE_MESSAGES.missing);
        const bytes = await part.toBuffer().catch((err: { code?: string }) => {
          if (err.code === "FST_REQ_FILE_TOO_LARGE") throw badRequest(IMAGE_MESSAGES.tooLarge);
          throw err;
        });
        return caller.images.upload({ file: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
      },
    });
  });
}
