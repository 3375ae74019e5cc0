import { sql } from "drizzle-orm";
import type { Db } from "@simmer/db";
import { RecipeColumns } from "./columns";
import { loadIndexedRecipes, type IndexedRecipe } from "./indexed-recipes";
import { OwnRecipeCache, readOwnRecipes, type OwnRecipes } from "./own-recipes";
import { MissingCountCache } from "./missing-counts";
import { publishedSql } from "./visibility";
import { intArrayLiteral, sqlRows } from "./sql-rows";

export type { IndexedRecipe } from "./indexed-recipes";

/** Rows per column segment: small enough to rebuild in a few milliseconds after a change. */
const SEGMENT_ROWS = 4096;

function chunk<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** The segment whose id range holds `id`: the last one whose first id is not above it. */
function segmentFor(segments: readonly RecipeColumns[], id: number): number {
  let lo = 0;
  let hi = segments.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((segments[mid]?.firstId ?? 0) <= id) lo = mid;
    else hi = mid - 1;
  }
  return Math.max(lo, 0);
}

/** recipe_id of the row that marks where the change log was cut: readers older than it reload all. */
export const PRUNED_MARKER = -1;
/** Versions of change log kept, and how often (in versions) a server trims what is older. */
const KEEP_CHANGES = 100_000;
const PRUNE_EVERY = 10_000;
/** Recipes read per query while catching up: a few milliseconds each, so others are served between. */
const LOAD_SLICE = 1_000;
/** Recipes read per query when reading an import ahead: smaller, since nobody waits for it. */
const READ_AHEAD_SLICE = 250;

/**
 * Deletes the change log up to `horizon` and leaves a marker at `horizon`. A server whose index is
 * older than the horizon finds the marker among its changes and reloads everything, so trimming the
 * log never makes an index miss a change.
 */
export async function pruneRecipeChanges(db: Db, horizon: number): Promise<void> {
  if (horizon <= 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from recipe_changes where version <= ${horizon}`);
    await tx.execute(sql`insert into recipe_changes (version, recipe_id) values (${horizon}, ${PRUNED_MARKER})`);
  });
}

function addName(nameById: Map<number, string>, idsByName: Map<string, number[]>, id: number, name: string) {
  if (nameById.has(id)) return;
  nameById.set(id, name);
  const key = name.toLowerCase();
  const ids = idsByName.get(key);
  if (ids) ids.push(id);
  else idsByName.set(key, [id]);
}

/** A change set larger than this reloads everything (one scan beats many id lookups); migration 0009 logs such a set as one marker. */
export const FULL_RELOAD_ABOVE = 20_000;

/**
 * The in-memory Browse index of one server process over one database. It holds the shared
 * catalogue only; people's own recipes are read per request through a small bounded cache
 * (`ownRecipes`, ADR 082), so memory does not grow with the number of people. It follows the
 * recipe_index_state version: a request reads the current version in its own query, and the index
 * catches up (incrementally, from recipe_changes) before answering, so writes by any process are
 * seen by the next request.
 */
export class RecipeIndex {
  version = -1;
  private sortedCache: IndexedRecipe[] | null = null;
  private segmentCache: RecipeColumns[] | null = null;
  /** Recipes changed since the segments were last built (added, edited or deleted). */
  private readonly dirty = new Set<number>();
  readonly byId = new Map<number, IndexedRecipe>();
  readonly ingredientNames = new Map<number, string>();
  readonly equipmentNames = new Map<number, string>();
  /** Ids by lower-case name: a name may be shared and also several people's own (ADR 014). */
  readonly ingredientIdByName = new Map<string, number[]>();
  readonly equipmentIdByName = new Map<string, number[]>();
  private syncing: Promise<void> | null = null;
  /** People's own recipes, read by owner and kept in a small LRU the catch-up keeps honest. */
  readonly own = new OwnRecipeCache();
  /** "What can I cook now" counts per kitchen and segment, made once and read back (ADR 085). */
  readonly missingCounts = new MissingCountCache();
  /** Imports of this process read ahead of their publishing, by job id (prepareImport). */
  private readonly prepared = new Map<string, Map<number, IndexedRecipe>>();
  private catalogueCounts: { generation: number; ingredients: Map<number, number>; equipment: Map<number, number> } | null = null;

  constructor(private readonly db: Db) {}

  /** Brings the index to at least `version` (the version the caller just read). */
  async ensure(version: number): Promise<void> {
    while (this.version < version) {
      if (!this.syncing) this.syncing = this.sync().finally(() => (this.syncing = null));
      await this.syncing;
    }
  }

  /**
   * Catches up in slices (ADR 016): the version is read first, then recipes are read a slice per
   * query, with other requests served between slices, so even a full reload after a 50,000-recipe
   * import never holds the embedded database's one connection for long. A slice may see a recipe
   * newer than `current`; that change is logged above `current` and read again by the next sync,
   * which gives the same entry, so reading ahead is harmless.
   */
  private async sync(): Promise<void> {
    const [state] = await sqlRows<{ version: string | number }>(this.db, sql`select version from recipe_index_state where id = 1`);
    const current = Number(state?.version ?? 0);
    if (this.version < 0) {
      await this.loadAll(this.db);
    } else if (current > this.version) {
      const changed = await sqlRows<{ recipe_id: number }>(
        this.db,
        sql`select distinct recipe_id from recipe_changes where version > ${this.version} and version <= ${current}`,
      );
      const pruned = changed.some((c) => Number(c.recipe_id) === PRUNED_MARKER);
      const adopted = pruned && (await this.adoptPrepared(current));
      const others = changed.map((c) => Number(c.recipe_id)).filter((id) => id !== PRUNED_MARKER);
      if (adopted) await this.reload(this.db, others);
      else if (pruned || changed.length > FULL_RELOAD_ABOVE) await this.loadAll(this.db);
      else await this.reload(this.db, others);
    }
    this.version = current;
    if (this.version - this.prunedAt >= PRUNE_EVERY) {
      this.prunedAt = this.version;
      await pruneRecipeChanges(this.db, this.version - KEEP_CHANGES).catch(() => undefined);
    }
  }

  private prunedAt = 0;

  /**
   * Reads an import's hidden recipes into memory before it is published, a slice at a time while
   * nobody waits (ADR 016). When the publish's one marker arrives, the index takes them in at once
   * instead of reloading every recipe, which on the embedded database would hold its only
   * connection for seconds.
   */
  async prepareImport(jobId: string): Promise<void> {
    const loaded = new Map<number, IndexedRecipe>();
    for (let after = 0; ;) {
      const started = performance.now();
      const slice = await sqlRows<{ id: number }>(
        this.db,
        sql`select id from recipes where import_job_id = ${jobId} and owner_id is null and id > ${after} order by id limit ${READ_AHEAD_SLICE}`,
      );
      if (slice.length === 0) break;
      const ids = slice.map((r) => Number(r.id));
      for (const [id, entry] of await loadIndexedRecipes(this.db, { ids, staged: true })) loaded.set(id, entry);
      after = ids[ids.length - 1] ?? after;
      // Nobody waits for this: it steps aside as long as it worked, so others get half the time.
      await new Promise((resolve) => setTimeout(resolve, Math.min(200, performance.now() - started)));
    }
    this.prepared.set(jobId, loaded);
  }

  /** Drops what prepareImport read, once the import was published and taken in, or failed. */
  forgetImport(jobId: string): void {
    this.prepared.delete(jobId);
  }

  /**
   * Takes in prepared imports whose jobs are now done, when their markers are the only ones
   * between this index's version and `current` (a trimmed log leaves another marker: reload all).
   */
  private async adoptPrepared(current: number): Promise<boolean> {
    if (this.prepared.size === 0) return false;
    const [markers] = await sqlRows<{ n: number | string }>(
      this.db,
      sql`select count(*) as n from recipe_changes where version > ${this.version} and version <= ${current} and recipe_id = ${PRUNED_MARKER}`,
    );
    const jobIds = [...this.prepared.keys()];
    const done = await sqlRows<{ id: string }>(
      this.db,
      sql`select id from jobs where state = 'done' and id in (${sql.join(
        jobIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    if (done.length === 0 || Number(markers?.n ?? 0) !== done.length) return false;
    const entries = new Map<number, IndexedRecipe>();
    for (const { id } of done) {
      for (const [recipeId, entry] of this.prepared.get(id) ?? []) entries.set(recipeId, entry);
      this.prepared.delete(id);
    }
    // A published import may hold someone's own recipes: whoever is held is read again.
    this.own.clear();
    await this.take(this.db, [...entries.keys()], entries);
    return true;
  }

  /**
   * Everything is read first and swapped in without an await in between, so requests answered
   * while a catch-up is running see the previous state whole, never a half-loaded one.
   */
  private async loadAll(db: Db): Promise<void> {
    const ingredientRows = await sqlRows<{ id: number; name: string }>(db, sql`select id, name from ingredients where owner_id is null`);
    const equipmentRows = await sqlRows<{ id: number; name: string }>(db, sql`select id, name from equipment where owner_id is null`);
    const loaded = new Map<number, IndexedRecipe>();
    for (let after = 0; ;) {
      const slice = await sqlRows<{ id: number }>(
        db,
        sql`select id from recipes where owner_id is null and id > ${after} and ${publishedSql("recipes")} order by id limit ${LOAD_SLICE}`,
      );
      if (slice.length === 0) break;
      const ids = slice.map((r) => Number(r.id));
      for (const [id, entry] of await loadIndexedRecipes(db, { ids })) loaded.set(id, entry);
      after = ids[ids.length - 1] ?? after;
      await new Promise((resolve) => setImmediate(resolve));
    }
    // A catalogue recipe may use an item that is not shared (a person's recipe moved to the catalogue).
    const sharedIngredients = new Set(ingredientRows.map((r) => Number(r.id)));
    const sharedEquipment = new Set(equipmentRows.map((r) => Number(r.id)));
    const otherIngredients = new Set<number>();
    const otherEquipment = new Set<number>();
    for (const entry of loaded.values()) {
      for (const i of entry.ingredientIds) if (!sharedIngredients.has(i)) otherIngredients.add(i);
      for (const e of entry.equipmentIds) if (!sharedEquipment.has(e)) otherEquipment.add(e);
    }
    if (otherIngredients.size > 0) {
      ingredientRows.push(
        ...(await sqlRows<{ id: number; name: string }>(
          db,
          sql`select id, name from ingredients where id = any(${intArrayLiteral(otherIngredients)}::int[])`,
        )),
      );
    }
    if (otherEquipment.size > 0) {
      equipmentRows.push(
        ...(await sqlRows<{ id: number; name: string }>(
          db,
          sql`select id, name from equipment where id = any(${intArrayLiteral(otherEquipment)}::int[])`,
        )),
      );
    }
    this.byId.clear();
    for (const [id, entry] of loaded) this.byId.set(id, entry);
    this.ingredientNames.clear();
    this.equipmentNames.clear();
    this.ingredientIdByName.clear();
    this.equipmentIdByName.clear();
    for (const r of ingredientRows) this.addIngredientName(r.id, r.name);
    for (const r of equipmentRows) this.addEquipmentName(r.id, r.name);
    this.own.clear();
    this.segmentCache = null;
    this.dirty.clear();
    this.changed();
  }

  private async reload(db: Db, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    const loaded = new Map<number, IndexedRecipe>();
    for (const part of chunk(ids, LOAD_SLICE)) {
      for (const [id, entry] of await loadIndexedRecipes(db, { ids: part })) loaded.set(id, entry);
      if (part.length === LOAD_SLICE) await new Promise((resolve) => setImmediate(resolve));
    }
    await this.take(db, ids, loaded);
  }

  /**
   * Puts `loaded` in for `ids` (an id missing from it was deleted), with any names not yet known.
   * Only catalogue recipes enter the columns; a person's own recipe drops them from the own-recipe
   * cache, as does one they owned before.
   */
  private async take(db: Db, ids: number[], loaded: Map<number, IndexedRecipe>): Promise<void> {
    const catalogue = [...loaded.values()].filter((entry) => entry.ownerId === null);
    await this.addUnknownNames(db, catalogue);
    let catalogueChanged = false;
    for (const id of ids) {
      const entry = loaded.get(id);
      // A person's own recipe touches no segment unless it was in the catalogue until now.
      if (entry && entry.ownerId === null) this.byId.set(id, entry);
      else if (!this.byId.delete(id)) continue;
      this.dirty.add(id);
      catalogueChanged = true;
    }
    this.own.changed(ids.map((id) => [id, loaded.get(id)?.ownerId ?? null] as const));
    if (catalogueChanged) this.changed();
  }

  private async addUnknownNames(db: Db, entries: Iterable<IndexedRecipe>): Promise<void> {
    const unknownIngredients = new Set<number>();
    const unknownEquipment = new Set<number>();
    for (const entry of entries) {
      for (const i of entry.ingredientIds) if (!this.ingredientNames.has(i)) unknownIngredients.add(i);
      for (const e of entry.equipmentIds) if (!this.equipmentNames.has(e)) unknownEquipment.add(e);
    }
    const ingredientRows =
      unknownIngredients.size > 0
        ? await sqlRows<{ id: number; name: string }>(
            db,
            sql`select id, name from ingredients where id = any(${intArrayLiteral(unknownIngredients)}::int[])`,
          )
        : [];
    const equipmentRows =
      unknownEquipment.size > 0
        ? await sqlRows<{ id: number; name: string }>(
            db,
            sql`select id, name from equipment where id = any(${intArrayLiteral(unknownEquipment)}::int[])`,
          )
        : [];
    for (const r of ingredientRows) this.addIngredientName(r.id, r.name);
    for (const r of equipmentRows) this.addEquipmentName(r.id, r.name);
  }

  /**
   * The person's own published recipes, current as of this index's version or later: call after
   * `ensure`. Read by owner from the database, or from the small cache the catch-up keeps honest.
   */
  ownRecipes(ownerId: number): Promise<OwnRecipes> {
    return this.own.get(ownerId, (id) => readOwnRecipes(this.db, id, this));
  }

  private addIngredientName(id: number, name: string) {
    addName(this.ingredientNames, this.ingredientIdByName, Number(id), name);
  }

  private addEquipmentName(id: number, name: string) {
    addName(this.equipmentNames, this.equipmentIdByName, Number(id), name);
  }

  /** Bumped whenever the catalogue's recipes change (a person's own recipes leave it alone). */
  private catalogueGeneration = 0;

  private changed() {
    this.sortedCache = null;
    this.catalogueCounts = null;
    this.catalogueGeneration += 1;
  }

  /** Every catalogue recipe ascending by id (the stable Browse order). */
  get sorted(): IndexedRecipe[] {
    if (!this.sortedCache) this.sortedCache = [...this.byId.values()].sort((a, b) => a.id - b.id);
    return this.sortedCache;
  }

  /**
   * The index as consecutive column segments in id order. A change rebuilds only the segments
   * holding the changed recipes (new recipes land in the last one), not all 100,000 rows.
   */
  segments(): RecipeColumns[] {
    if (!this.segmentCache) {
      this.segmentCache = chunk(this.sorted, SEGMENT_ROWS).map((rows) => new RecipeColumns(rows));
      this.dirty.clear();
      return this.segmentCache;
    }
    if (this.dirty.size === 0) return this.segmentCache;
    const segments = this.segmentCache;
    const touched = new Map<number, Set<number>>();
    for (const id of this.dirty) {
      const at = segmentFor(segments, id);
      let ids = touched.get(at);
      if (!ids) touched.set(at, (ids = new Set()));
      ids.add(id);
    }
    const rebuilt: RecipeColumns[] = [];
    segments.forEach((segment, at) => {
      const changedIds = touched.get(at);
      if (!changedIds) {
        rebuilt.push(segment);
        return;
      }
      const ids = new Set<number>(changedIds);
      for (const entry of segment.entries) ids.add(entry.id);
      const rows = [...ids]
        .map((id) => this.byId.get(id))
        .filter((r): r is IndexedRecipe => r !== undefined)
        .sort((a, b) => a.id - b.id);
      for (const part of chunk(rows, rows.length > 2 * SEGMENT_ROWS ? SEGMENT_ROWS : Math.max(rows.length, 1))) {
        if (part.length > 0) rebuilt.push(new RecipeColumns(part));
      }
    });
    if (segments.length === 0) {
      const rows = [...this.dirty].map((id) => this.byId.get(id)).filter((r): r is IndexedRecipe => r !== undefined);
      rows.sort((a, b) => a.id - b.id);
      for (const part of chunk(rows, SEGMENT_ROWS)) rebuilt.push(new RecipeColumns(part));
    }
    this.segmentCache = rebuilt;
    this.dirty.clear();
    return rebuilt;
  }

  /** How many catalogue recipes use each ingredient and piece of equipment (cached until the catalogue changes). */
  catalogueUsage() {
    if (this.catalogueCounts?.generation === this.catalogueGeneration) return this.catalogueCounts;
    const ingredients = new Map<number, number>();
    const equipment = new Map<number, number>();
    for (const r of this.sorted) {
      for (const i of r.ingredientIds) ingredients.set(i, (ingredients.get(i) ?? 0) + 1);
      for (const e of r.equipmentIds) equipment.set(e, (equipment.get(e) ?? 0) + 1);
    }
    this.catalogueCounts = { generation: this.catalogueGeneration, ingredients, equipment };
    return this.catalogueCounts;
  }
}

const indexes = new WeakMap<Db, RecipeIndex>();

/** The index of this process for a database handle. */
export function recipeIndexFor(db: Db): RecipeIndex {
  let index = indexes.get(db);
  if (!index) {
    index = new RecipeIndex(db);
    indexes.set(db, index);
  }
  return index;
}
