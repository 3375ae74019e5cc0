import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { jobs, recipes } from "@simmer/db";
import { visibleTo } from "@simmer/api";
import { canSeeRecipe, type TRecipeScope } from "@simmer/domain";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";
import { insertBrowseRecipe } from "./browse-fixtures";

/**
 * The same questions ("which of these recipes may this person see?") asked of the domain rule, the
 * SQL builder, the in-memory index behind listings, and the kitchen counts: all must agree.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Who = Awaited<ReturnType<typeof signUpAndLogIn>>;
interface Fixture {
  name: string;
  id: number;
  ownerId: number | null;
  published: boolean;
  /** The one ingredient only this recipe uses, so kitchen counts reveal whether it is seen. */
  ingredient: string;
}

const tag = `vis${Date.now().toString(36)}`;
let ann: Who;
let bob: Who;
let fixtures: Fixture[];

async function importJob(userId: number, state: "running" | "done"): Promise<string> {
  const id = crypto.randomUUID();
  await t.handle.db.insert(jobs).values({ id, userId, kind: "recipes.import", state, heartbeatAt: new Date() });
  return id;
}

async function recipe(name: string, ownerId: number | null, importState: "running" | "done" | null): Promise<Fixture> {
  const ingredient = `${tag} ${name} spice`;
  const id = await insertBrowseRecipe(t.handle.db, { title: `${tag} ${name}`, ownerId, ingredients: [ingredient] });
  if (importState !== null && ownerId !== null) {
    await t.handle.db
      .update(recipes)
      .set({ importJobId: await importJob(ownerId, importState) })
      .where(eq(recipes.id, id));
  }
  return { name, id, ownerId, published: importState !== "running", ingredient };
}

beforeAll(async () => {
  ann = await signUpAndLogIn(t.app);
  bob = await signUpAndLogIn(t.app);
  fixtures = [
    await recipe("catalogue", null, null),
    await recipe("ann's own", ann.user.id, null),
    await recipe("ann's finished import", ann.user.id, "done"),
    await recipe("ann's unfinished import", ann.user.id, "running"),
    await recipe("bob's own", bob.user.id, null),
  ];
});

const names = (ids: Iterable<number>) =>
  fixtures
    .filter((f) => new Set(ids).has(f.id))
    .map((f) => f.name)
    .sort();

function byRule(userId: number | null, scope: TRecipeScope): string[] {
  return names(fixtures.filter((f) => canSeeRecipe(userId, f, scope)).map((f) => f.id));
}

async function bySql(userId: number | null, scope: TRecipeScope): Promise<string[]> {
  const rows = await t.handle.db
    .select({ id: recipes.id })
    .from(recipes)
    .where(
      and(
        inArray(
          recipes.id,
          fixtures.map((f) => f.id),
        ),
        visibleTo(userId, scope),
      ),
    );
  return names(rows.map((r) => r.id));
}

async function byIndex(who: Who | null, scope: TRecipeScope): Promise<string[]> {
  const res = await t.app.inject({ method: "GET", url: `/api/recipes?search=${tag}&scope=${scope}&limit=50`, headers: who?.auth ?? {} });
  expect(res.statusCode, res.body).toBe(200);
  return names((res.json() as { recipes: { id: number }[] }).recipes.map((r) => r.id));
}

async function byDetail(who: Who | null): Promise<string[]> {
  const seen: number[] = [];
  for (const f of fixtures) {
    const res = await t.app.inject({ method: "GET", url: `/api/recipes/${f.id}`, headers: who?.auth ?? {} });
    expect([200, 404]).toContain(res.statusCode);
    if (res.statusCode === 200) seen.push(f.id);
  }
  return names(seen);
}

async function byKitchenCounts(who: Who): Promise<string[]> {
  const res = await t.app.inject({ method: "GET", url: "/api/ingredients", headers: who.auth });
  expect(res.statusCode, res.body).toBe(200);
  const counts = new Map(
    (res.json() as { ingredient_name: string; recipe_count: number }[]).map((i) => [i.ingredient_name, i.recipe_count]),
  );
  return names(fixtures.filter((f) => (counts.get(f.ingredient) ?? 0) > 0).map((f) => f.id));
}

describe("one visibility rule", () => {
  it("sees the catalogue and one's own published recipes, never another person's or an unfinished import", () => {
    expect(byRule(ann.user.id, "all")).toEqual(["ann's finished import", "ann's own", "catalogue"]);
    expect(byRule(bob.user.id, "all")).toEqual(["bob's own", "catalogue"]);
    expect(byRule(null, "all")).toEqual(["catalogue"]);
    expect(byRule(ann.user.id, "mine")).toEqual(["ann's finished import", "ann's own"]);
  });

  it("the SQL builder, the in-memory index and the detail read agree with the rule for every caller and scope", async () => {
    const callers: [Who | null, number | null][] = [
      [ann, ann.user.id],
      [bob, bob.user.id],
      [null, null],
    ];
    for (const [who, userId] of callers) {
      for (const scope of ["all", "mine"] as const) {
        const expected = byRule(userId, scope);
        expect(await bySql(userId, scope), `sql ${userId} ${scope}`).toEqual(expected);
        if (!who && scope === "mine") {
          // Nobody's own recipes are refused over the API rather than answered with the catalogue (ADR 119).
          expect((await t.app.inject({ method: "GET", url: "/api/recipes?scope=mine" })).statusCode).toBe(401);
          continue;
        }
        expect(await byIndex(who, scope), `index ${userId} ${scope}`).toEqual(expected);
      }
      expect(await byDetail(who), `detail ${userId}`).toEqual(byRule(userId, "all"));
    }
  });

  it("the kitchen counts agree with the rule for each signed-in person", async () => {
    expect(await byKitchenCounts(ann)).toEqual(byRule(ann.user.id, "all"));
    expect(await byKitchenCounts(bob)).toEqual(byRule(bob.user.id, "all"));
  });
});
