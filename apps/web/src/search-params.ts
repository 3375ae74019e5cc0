// zod/mini: these schemas sit in the route tree every page loads, so they must stay a few bytes.
import { z } from "zod/mini";

/**
 * Search params are typed by people and shared as links: a value that does not parse is dropped,
 * never an error page, so a mangled link still opens the screen.
 */
export const ZSearchId = z.catch(z.optional(z.int().check(z.positive(), z.lte(2_147_483_647))), undefined);

/** Free text kept in the address, bounded like the search inputs themselves. */
export const ZSearchText = z.catch(z.optional(z.string().check(z.maxLength(200))), undefined);

/** Text per row id (Browse's row searches): entries that do not parse are dropped one by one. */
export const ZSearchTextById = z.catch(z.optional(z.pipe(z.record(z.string(), z.unknown()), z.transform(keepTextById))), undefined);

function keepTextById(value: Record<string, unknown>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [key, text] of Object.entries(value)) {
    if (/^[1-9]\d{0,9}$/.test(key) && typeof text === "string" && text !== "" && text.length <= 200) kept[key] = text;
  }
  return kept;
}

/** A whole number of servings to scale a recipe to (1 to 1000); anything else shows the recipe's own. */
export const ZSearchServings = z.catch(z.optional(z.int().check(z.positive(), z.lte(1000))), undefined);
