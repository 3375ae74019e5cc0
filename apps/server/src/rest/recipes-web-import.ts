import type { FastifyInstance } from "fastify";
import type { TWebImportInput } from "@simmer/contracts";
import type { CallerFor } from "./caller";
import { WEB_IMPORT_BODY_LIMIT } from "../body-limits";

/**
 * POST /api/recipes/import-url (issue 12, ADR 065): body `{ url }` or `{ url, html }`, answered
 * 200 `{ recipe, warnings, duplicate }`; 400, 422, 429, 502 or 504 with a sentence otherwise.
 * The body may carry a whole page's source, so this route alone takes up to 16 MB.
 */
export function registerRecipeWebImportRoutes(api: FastifyInstance, callerFor: CallerFor) {
  api.post("/recipes/import-url", { bodyLimit: WEB_IMPORT_BODY_LIMIT }, async (request) => {
    const caller = await callerFor(request);
    const body = (request.body ?? {}) as Partial<TWebImportInput>;
    return caller.recipes.importUrl({ url: body.url as string, html: body.html });
  });
}
