import { z } from "zod";
import { corruptEntryMessage } from "@simmer/contracts";
import { JsonPartReader, JsonPartsError, type JsonPart } from "./json-parts";
import { badArchive } from "./restore-archive";

/** The most elements an array schema accepts (its `.max()`), or none. */
function maxItemsOf(schema: z.ZodArray): number {
  for (const check of schema.def.checks ?? []) {
    const def = (check as { _zod: { def: { check?: string; maximum?: number } } })._zod.def;
    if (def.check === "max_length" && typeof def.maximum === "number") return def.maximum;
  }
  return Number.POSITIVE_INFINITY;
}

const where = (path: readonly PropertyKey[]) => (path.length ? path.map(String).join(".") : "the document");

/**
 * Reads one JSON document of an archive as it inflates and checks it against its schema element
 * by element (ADR 112): the document's text is never held whole, each element is parsed and
 * validated on its own, and only validated rows are kept. A root array schema takes a document
 * that is an array; an object schema one whose members are checked by their own schemas (members
 * the schema does not name are skipped unread, as zod strips them).
 */
export async function readDocument<S extends z.ZodArray | z.ZodObject>(
  name: string,
  chunks: AsyncIterable<string>,
  schema: S,
  maxPartChars: number,
): Promise<z.infer<S>> {
  const fail = (detail: string): never => {
    throw badArchive(corruptEntryMessage(name, detail));
  };
  const mismatch = (path: readonly PropertyKey[]) => fail(`${where(path)} does not match the backup format`);
  const shape: Record<string, z.ZodType> | null = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : null;
  const root: unknown[] = [];
  const members: Record<string, unknown> = {};
  const arrays = new Map<string | null, { items: unknown[]; element: z.ZodType; max: number }>();

  const accept = (part: JsonPart) => {
    if (part.kind === "array") {
      const arraySchema = part.key === null ? (shape ? null : schema) : shape?.[part.key];
      if (part.key !== null && arraySchema === undefined) return; // a member this version does not know
      if (!(arraySchema instanceof z.ZodArray)) return mismatch(part.key === null ? [] : [part.key]);
      const items = part.key === null ? root : [];
      if (part.key !== null) members[part.key] = items;
      arrays.set(part.key, { items, element: arraySchema.element as z.ZodType, max: maxItemsOf(arraySchema) });
      return;
    }
    if (part.kind === "item") {
      const array = arrays.get(part.key);
      if (!array) return;
      const prefix = part.key === null ? [part.index] : [part.key, part.index];
      if (array.items.length >= array.max) return mismatch(part.key === null ? [] : [part.key]);
      const parsed = array.element.safeParse(part.value);
      if (!parsed.success) return mismatch([...prefix, ...(parsed.error.issues[0]?.path ?? [])]);
      array.items.push(parsed.data);
      return;
    }
    const member = shape?.[part.key];
    if (!shape) return mismatch([]);
    if (!member) return;
    const parsed = member.safeParse(part.value);
    if (!parsed.success) return mismatch([part.key, ...(parsed.error.issues[0]?.path ?? [])]);
    members[part.key] = parsed.data;
  };

  const reader = new JsonPartReader(maxPartChars);
  try {
    for await (const chunk of chunks) for (const part of reader.push(chunk)) accept(part);
    reader.end();
  } catch (err) {
    if (err instanceof JsonPartsError) fail(err.message);
    throw err;
  }
  if (!shape) {
    if (reader.isObject) mismatch([]);
    return root as z.infer<S>;
  }
  if (!reader.isObject) mismatch([]);
  for (const [key, member] of Object.entries(shape)) {
    if (key in members) continue;
    const parsed = member.safeParse(undefined);
    if (!parsed.success) mismatch([key]);
  }
  return members as z.infer<S>;
}
