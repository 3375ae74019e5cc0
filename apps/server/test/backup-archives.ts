import { Readable } from "node:stream";
import yauzl from "yauzl";
import yazl from "yazl";

/**
 * Backup archives written by hand in the documented format (docs/backup-format.md), for tests that
 * need a damaged, edited or hostile one rather than a download.
 */
export const manifest = (counts: Record<string, number> = {}) => ({
  format: "simmer-backup",
  schema_version: 1,
  app_version: "0.13.0",
  created_at: "2026-11-23T16:00:00.000Z",
  counts,
});

/** One line of recipes.jsonl as a backup writes it. */
export function archiveRecipe(overrides: Record<string, unknown> = {}) {
  return {
    ref: 1,
    title: "Lemon Garlic Pasta",
    image: null,
    image_url: null,
    servings: 4,
    prep_time_min: 10,
    wait_time_min: 5,
    cook_time_min: 20,
    total_time_min: 35,
    nutrition: { calories: 520, fat: 18.5, sat_fat: 3, carbs: 70, fiber: 4, sugar: 3, protein: 16, sodium: 640, cholesterol: 12 },
    data_source: "user",
    data_source_name: "Grandma's notebook",
    data_source_link: "https://example.com/pasta",
    created_at: "2026-11-23T16:00:00.000Z",
    updated_at: "2026-11-23T16:00:00.000Z",
    sections: [
      {
        position: 0,
        name: "Pasta",
        lines: [
          {
            position: 0,
            ingredient: "spaghetti",
            name: "Spaghetti",
            quantity: "1",
            unit: "pounds",
            method: null,
            brand: "Barilla",
            optional: false,
            food_ndb_no: null,
            food_match_manual: false,
          },
        ],
      },
    ],
    steps: [{ step_number: 1, instruction: "Boil the pasta." }],
    tags: [{ tag: "dinner", position: 0 }],
    equipment: [{ name: "large pot", position: 0 }],
    ...overrides,
  };
}

/** An entry's contents: bytes, or chunks produced as the zip is written (for entries too large to hold). */
export type EntryBody = Buffer | string | (() => Iterable<Buffer>);

/** A zip of the entries, by name (a map as `entriesOf` reads one, or a plain record). */
export async function zipOf(entries: Record<string, EntryBody> | Map<string, EntryBody>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, body] of entries instanceof Map ? entries : Object.entries(entries)) {
    if (typeof body === "function") zip.addReadStream(Readable.from(body()), name);
    else zip.addBuffer(Buffer.from(body), name);
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Every entry of a zip, by name. */
export async function entriesOf(zip: Buffer): Promise<Map<string, Buffer>> {
  const file = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  const found = new Map<string, Buffer>();
  for await (const entry of file.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await file.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    found.set(entry.fileName, Buffer.concat(chunks));
  }
  return found;
}

/** A document of `megabytes` MB: `head`, then one long run of `fill`, then `tail`. */
export function inflatingTo(megabytes: number, head: string, tail: string, fill = "a"): () => Iterable<Buffer> {
  const block = Buffer.alloc(1024 * 1024, fill);
  return function* () {
    yield Buffer.from(head);
    for (let i = 0; i < megabytes; i += 1) yield block;
    yield Buffer.from(tail);
  };
}

/** An archive of a manifest and the given recipes, one JSON line each. */
export function recipesArchive(recipes: unknown[], extra: Record<string, EntryBody> = {}) {
  return zipOf({
    "manifest.json": JSON.stringify(manifest({ recipes: recipes.length })),
    "recipes.jsonl": recipes.map((r) => JSON.stringify(r)).join("\n") + "\n",
    ...extra,
  });
}
