import type { FastifyInstance, FastifyRequest } from "fastify";
import { RANGE_FIELDS } from "@simmer/contracts";
import type { CallerFor } from "./caller";

type Query = Record<string, string | string[] | undefined>;

/** The last value of a repeated parameter; an empty one counts as absent. */
function one(q: Query, key: string): string | undefined {
  const raw = q[key];
  const value = Array.isArray(raw) ? raw.at(-1) : raw;
  return value === undefined || value.trim() === "" ? undefined : value;
}

/** A number, or the raw text so validation names the parameter when it is not one. */
function number(q: Query, key: string): number | string | undefined {
  const value = one(q, key);
  if (value === undefined) return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : value;
}

function flag(q: Query, key: string): boolean | string | undefined {
  const value = one(q, key);
  if (value === undefined) return undefined;
  if (value === "true" || value === "1") return true;
  if (value === "false" || value === "0") return false;
  return value;
}

/** Comma-separated names (the parameter may also repeat). */
function names(q: Query, key: string): string[] | undefined {
  const raw = q[key];
  if (raw === undefined) return undefined;
  const list = (Array.isArray(raw) ? raw : [raw])
    .flatMap((v) => v.split(","))
    .map((s) => s.trim())
    .filter((s) => s !== "");
  return list.length > 0 ? list : undefined;
}

/** Maps GET /api/recipes query parameters (spec §7) onto the listing's input. */
export function listInputFromQuery(q: Query): Record<string, unknown> {
  const input: Record<string, unknown> = {
    limit: number(q, "limit"),
    offset: number(q, "offset"),
    search: one(q, "search"),
    scope: one(q, "scope"),
    maxMissingIngredients: number(q, "maxMissingIngredients"),
    filterByGrocerycart: flag(q, "filterByGrocerycart"),
    filterByEquipment: flag(q, "filterByEquipment"),
    filterIngredients: names(q, "filterIngredients"),
    ingredientsPartial: flag(q, "ingredientsPartial"),
    filterEquipment: names(q, "filterEquipment"),
    equipmentPartial: flag(q, "equipmentPartial"),
    data_source: one(q, "data_source"),
    data_source_name: one(q, "data_source_name"),
    tags: names(q, "tags"),
  };
  for (const field of RANGE_FIELDS) {
    input[`min_${field}`] = number(q, `min_${field}`);
    input[`max_${field}`] = number(q, `max_${field}`);
  }
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}

/** GET /api/recipes: the listing (signed in or not). Query strings map onto recipes.list. */
export function registerRecipeListRoutes(api: FastifyInstance, callerFor: CallerFor) {
  // Builds the in-memory Browse index (ADR 050) in the background once the server is ready, so the
  // first person to open Browse does not wait for it. Any later change is caught up per request.
  api.addHook("onReady", async () => {
    void callerFor({ headers: {} } as FastifyRequest)
      .then((caller) => caller.recipes.list({ limit: 1 }))
      .catch((error: unknown) => api.log.warn({ err: error }, "Browse index warm-up failed"));
  });
  api.get("/recipes", { config: { signedOut: true } }, async (request) => {
    const q = request.query as Query;
    const caller = await callerFor(request);
    const detailId = one(q, "id");
    const procedures = caller.recipes as unknown as Record<string, ((input: unknown) => Promise<unknown>) | undefined>;
    if (detailId !== undefined && procedures.detail) {
      return procedures.detail({ id: detailId });
    }
    return caller.recipes.list(listInputFromQuery(q) as never);
  });
}
