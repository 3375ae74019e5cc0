import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, recipes, recipeTags, type DbHandle } from "@simmer/db";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { createServer } from "../src/app";
import { signUpAndLogIn, startTestApp, TEST_SECRET, type TestApp } from "./harness";
import { ingredientIdOf, insertBrowseRecipe, ownIngredients } from "./browse-fixtures";
import { FULL_RELOAD_ABOVE, publishStaged, pruneRecipeChanges, recipeIndexFor } from "@simmer/api/testing";

/**
 * The Browse index lives in each server's memory (ADR 050). These tests change recipes and
 * ownership behind its back (straight through the database, as another server process would) and
 * expect the next request to see the change.
 */
const INSTANCE = "browse-index-test";
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ jobs: { instanceId: INSTANCE } });
});
afterAll(async () => {
  await t.close();
});

async function ids(app: FastifyInstance, query: string, auth: Record<string, string>) {
  const res = await app.inject({ method: "GET", url: `/api/recipes?${query}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { recipes: { id: number }[] }).recipes.map((r) => r.id);
}

describe("the Browse index stays correct when data changes elsewhere", () => {
  it("sees recipes added, edited and deleted outside this server, and ownership changes", async () => {
    const user = await signUpAndLogIn(t.app);
    const db = t.handle.db;
    const stew = await insertBrowseRecipe(db, { title: "Index stew", ingredients: ["beef", "carrot"], tags: ["winter"] });
    expect(await ids(t.app, "search=index", user.auth)).toEqual([stew]);
    expect(await ids(t.app, "search=index&maxMissingIngredients=0", user.auth)).toEqual([]);

    const pie = await insertBrowseRecipe(db, { title: "Index pie", ingredients: ["carrot"] });
    expect(await ids(t.app, "search=index", user.auth)).toEqual([stew, pie]);

    await ownIngredients(db, user.user.id, ["carrot"]);
    expect(await ids(t.app, "search=index&maxMissingIngredients=0", user.auth)).toEqual([pie]);

    await db.update(recipes).set({ title: "Renamed pie" }).where(eq(recipes.id, pie));
    expect(await ids(t.app, "search=index", user.auth)).toEqual([stew]);
    await db.insert(recipeTags).values({ recipeId: pie, tag: "winter", position: 0 });
    expect(await ids(t.app, "tags=winter", user.auth)).toEqual([stew, pie]);

    await db.execute(
      sql`update recipe_ingredients set optional = true where recipe_id = ${stew} and ingredient_id = ${await ingredientIdOf(db, "beef")}`,
    );
    expect(await ids(t.app, "tags=winter&maxMissingIngredients=0", user.auth)).toEqual([stew, pie]);

    await db.delete(recipes).where(eq(recipes.id, stew));
    expect(await ids(t.app, "tags=winter", user.auth)).toEqual([pie]);
  });
});

/**
 * A second server with its own index over the same database: its own PostgreSQL pool when the suite
 * runs on PostgreSQL; on PGlite (one process by nature) a distinct handle object over the same data,
 * which gives it an index of its own.
 */
async function secondServer(): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const pgUrl = process.env.TEST_DB === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
  let handle: Pick<DbHandle, "db" | "kind" | "close">;
  if (pgUrl) {
    const rows = await sqlRows<{ name: string }>(t.handle.db, sql`select current_database() as name`);
    const url = new URL(pgUrl);
    url.pathname = `/${rows[0]?.name ?? ""}`;
    handle = await createDb({ url: url.toString(), maxConnections: 3 });
  } else {
    handle = { db: Object.create(t.handle.db) as DbHandle["db"], kind: t.handle.kind, close: async () => {} };
  }
  const app = await createServer({ db: handle.db, dbKind: handle.kind, jwtSecret: TEST_SECRET, webDist: null, logLevel: "silent" });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

async function sqlRows<T>(db: DbHandle["db"], query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : ((result as { rows: T[] }).rows ?? [])) as T[];
}

describe("two servers on one database", () => {
  let other: { app: FastifyInstance; close: () => Promise<void> };
  beforeAll(async () => {
    other = await secondServer();
  });
  afterAll(async () => {
    await other.close();
  });

  it("answers a recipe written or deleted through the other server on its next request", async () => {
    const user = await signUpAndLogIn(t.app);
    expect(await ids(other.app, "search=twin", user.auth)).toEqual([]);
    expect(await ids(t.app, "search=twin", user.auth)).toEqual([]);
    const created = await insertBrowseRecipe(t.handle.db, { title: "Twin server tart", ingredients: ["quince"] });
    expect(await ids(other.app, "search=twin", user.auth)).toEqual([created]);
    expect(await ids(other.app, "search=twin&maxMissingIngredients=0", user.auth)).toEqual([]);
    await ownIngredients(t.handle.db, user.user.id, ["quince"]);
    expect(await ids(other.app, "search=twin&maxMissingIngredients=0", user.auth)).toEqual([created]);
    await t.handle.db.delete(recipes).where(eq(recipes.id, created));
    expect(await ids(other.app, "search=twin", user.auth)).toEqual([]);
    expect(await ids(t.app, "search=twin", user.auth)).toEqual([]);
  });

  it("reloads in full when the change log it needs was trimmed", async () => {
    const user = await signUpAndLogIn(t.app);
    expect(await ids(other.app, "search=trimmed", user.auth)).toEqual([]);
    const created = await insertBrowseRecipe(t.handle.db, { title: "Trimmed log pie" });
    const [state] = await sqlRows<{ version: string }>(t.handle.db, sql`select version from recipe_index_state`);
    // Trim everything up to now: the other server has not caught up, and its changes are gone.
    await pruneRecipeChanges(t.handle.db, Number(state?.version));
    const left = await sqlRows<{ recipe_id: number }>(t.handle.db, sql`select recipe_id from recipe_changes`);
    expect(left.map((r) => Number(r.recipe_id))).toEqual([-1]);
    expect(await ids(other.app, "search=trimmed", user.auth)).toEqual([created]);
  });
});

describe("the Browse index catches up in slices", () => {
  it("reads a change set of several slices whole, after a trimmed change log and on a fresh start", async () => {
    const user = await signUpAndLogIn(t.app);
    const db = t.handle.db;
    const first = await insertBrowseRecipe(db, { title: "Sliced stew 0", ingredients: ["beef"] });
    const total = async (app: FastifyInstance) => {
      const res = await app.inject({ method: "GET", url: "/api/recipes?search=sliced%20stew&limit=1", headers: user.auth });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { total: number }).total;
    };
    expect(await total(t.app)).toBe(1);
    // 2,500 more behind the index's back (more than two slices of 1,000), then a trimmed log.
    await db.execute(sql`
      insert into recipes (owner_id, data_source, title, servings, prep_time_min, wait_time_min, cook_time_min, total_time_min)
      select owner_id, data_source, 'Sliced stew ' || g, servings, prep_time_min, wait_time_min, cook_time_min, total_time_min
      from recipes, generate_series(1, 2500) g where id = ${first}`);
    const [state] = await sqlRows<{ version: number | string }>(
      db,
      sql`update recipe_index_state set version = version + 1 where id = 1 returning version`,
    );
    await pruneRecipeChanges(db, Number(state?.version));
    expect(await total(t.app)).toBe(2501);

    const fresh = await secondServer();
    try {
      expect(await total(fresh.app)).toBe(2501);
    } finally {
      await fresh.close();
    }
  });
});

describe("a large import read ahead of its publishing", () => {
  it("is taken in from what the index read before, not by reloading every recipe", async () => {
    const user = await signUpAndLogIn(t.app);
    const other = await signUpAndLogIn(t.app);
    const db = t.handle.db;
    const jobId = "browse-index-import";
    await db.execute(
      sql`insert into jobs (id, user_id, kind, state, instance_id) values (${jobId}, ${user.user.id}, 'recipes.import', 'running', ${INSTANCE})`,
    );
    // The index holds the catalogue only (ADR 082): a catalogue recipe is what it reads ahead.
    const staged = await insertBrowseRecipe(db, { title: "Read-ahead pie", ownerId: null, ingredients: ["quince"] });
    const own = await insertBrowseRecipe(db, { title: "Read-ahead crumble", ownerId: user.user.id, ingredients: ["quince"] });
    await db.execute(sql`update recipes set import_job_id = ${jobId} where id in (${staged}, ${own})`);
    expect(await ids(t.app, "search=read-ahead", user.auth)).toEqual([]);

    await recipeIndexFor(db).prepareImport(jobId);
    // Changed afterwards the way an import's own writes are, unlogged: only a full reload would see it.
    await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('simmer.import_staging', 'on', true)`);
      await tx.execute(sql`update recipes set title = 'Reloaded pie' where id = ${staged}`);
      await tx.execute(sql`update recipes set title = 'Read-ahead reloaded crumble' where id = ${own}`);
    });
    // Published as a large import is: one marker for the index, not a change per recipe.
    await publishStaged(db, jobId, { imported: FULL_RELOAD_ABOVE + 1 });

    expect(await ids(t.app, "search=read-ahead", other.auth)).toEqual([staged]);
    // A person's own recipes are read per request, so the owner sees their import as it is now.
    expect(await ids(t.app, "search=read-ahead", user.auth)).toEqual([staged, own]);
    expect(await ids(t.app, "search=reloaded%20crumble&scope=mine", user.auth)).toEqual([own]);
    expect(await ids(t.app, "search=crumble", other.auth)).toEqual([]);
    // A change logged after it is caught up as usual.
    await db.update(recipes).set({ title: "Read-ahead tart" }).where(eq(recipes.id, staged));
    await db.update(recipes).set({ title: "Own tart" }).where(eq(recipes.id, own));
    expect(await ids(t.app, "search=tart", other.auth)).toEqual([staged]);
    expect(await ids(t.app, "search=tart&scope=mine", user.auth)).toEqual([own]);
  });
});
