import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";
import { insertFixtureRecipe } from "./carts-fixtures";

// Browse by the person's own rating and cooked days (issue 31, ADR 142): "rated ≥ N" and "not
// cooked in N weeks", over REST and tRPC and from a saved row, each person's own even in a household.

let t: TestApp;
const word = `notesbrowse${Date.now().toString(36)}`;
const ids: Record<"stew" | "soup" | "pie" | "tart", number> = { stew: 0, soup: 0, pie: 0, tart: 0 };
beforeAll(async () => {
  t = await startTestApp();
  for (const name of Object.keys(ids) as (keyof typeof ids)[]) {
    ids[name] = await insertFixtureRecipe(t.handle.db, { title: `${word} ${name}`, servings: 2 });
  }
});
afterAll(async () => {
  await t.close();
});

type Who = { auth: Record<string, string> };

const day = (daysAgo: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - daysAgo);
  return d.toISOString().slice(0, 10);
};

async function note(who: Who, id: number, rating: number | null, cooked: string[] = []) {
  const res = await t.app.inject({
    method: "PUT",
    url: `/api/recipes/${id}/notes`,
    headers: who.auth,
    payload: { rating, note: "", cooked },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const trpcList = (input: object) => `/trpc/recipes.list?input=${encodeURIComponent(JSON.stringify(input))}`;

/** Titles (the part after the test's word) of what GET /api/recipes lists for the query. */
async function titles(who: Who | null, query: string): Promise<string[]> {
  const res = await t.app.inject({ method: "GET", url: `/api/recipes?search=${word}&${query}`, headers: who?.auth ?? {} });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { recipes: { title: string }[] }).recipes.map((r) => r.title.replace(`${word} `, "")).sort();
}

describe("Browse by my rating and my cooked days", () => {
  it("lists recipes rated at least N stars by the caller alone", async () => {
    const ann = await signUpAndLogIn(t.app);
    const bob = await signUpAndLogIn(t.app);
    await note(ann, ids.stew, 5);
    await note(ann, ids.soup, 3);
    await note(ann, ids.pie, null, [day(1)]);
    await note(bob, ids.tart, 5);
    expect(await titles(ann, "minRating=4")).toEqual(["stew"]);
    expect(await titles(ann, "minRating=3")).toEqual(["soup", "stew"]);
    expect(await titles(bob, "minRating=1")).toEqual(["tart"]);
    // Signed out, nothing is rated.
    expect(await titles(null, "minRating=1")).toEqual([]);
    // The same over tRPC.
    const res = await t.app.inject({ method: "GET", url: trpcList({ search: word, minRating: 5 }), headers: ann.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { result: { data: { recipes: { id: number }[] } } }).result.data.recipes.map((r) => r.id)).toEqual([ids.stew]);
  });

  it("lists recipes not cooked in N weeks, never-cooked ones too unless only those cooked before are asked", async () => {
    const ann = await signUpAndLogIn(t.app);
    await note(ann, ids.stew, null, [day(3)]);
    // Exactly two weeks ago is not "in the last two weeks".
    await note(ann, ids.soup, null, [day(60), day(14)]);
    await note(ann, ids.pie, 4, [day(400)]);
    expect(await titles(ann, "notCookedWeeks=2")).toEqual(["pie", "soup", "tart"]);
    expect(await titles(ann, "notCookedWeeks=3")).toEqual(["pie", "tart"]);
    expect(await titles(ann, "notCookedWeeks=2&cookedBefore=true")).toEqual(["pie", "soup"]);
    expect(await titles(ann, "notCookedWeeks=50&cookedBefore=true")).toEqual(["pie"]);
    // Together with a rating: favourites not cooked lately.
    expect(await titles(ann, "notCookedWeeks=4&minRating=4")).toEqual(["pie"]);
  });

  it("keeps a household member's ratings and cooked days their own", async () => {
    const owner = await signUpAndLogIn(t.app);
    const member = await signUpAndLogIn(t.app);
    const made = await t.app.inject({ method: "POST", url: "/api/household", headers: owner.auth, payload: { name: "Home" } });
    expect(made.statusCode, made.body).toBe(201);
    const invite = await t.app.inject({ method: "POST", url: "/api/household/invites", headers: owner.auth, payload: {} });
    const { token } = invite.json() as { token: string };
    const joined = await t.app.inject({ method: "POST", url: "/api/household/join", headers: member.auth, payload: { token } });
    expect(joined.statusCode, joined.body).toBe(200);
    await note(member, ids.tart, 5, [day(0)]);
    expect(await titles(member, "minRating=5")).toEqual(["tart"]);
    expect(await titles(owner, "minRating=1")).toEqual([]);
    expect(await titles(member, "notCookedWeeks=1")).toEqual(["pie", "soup", "stew"]);
    expect(await titles(owner, "notCookedWeeks=1")).toEqual(["pie", "soup", "stew", "tart"]);
  });

  it("answers 400 to a rating or a span out of range, over REST and tRPC", async () => {
    const ann = await signUpAndLogIn(t.app);
    for (const query of [
      "minRating=0",
      "minRating=6",
      "minRating=2.5",
      "minRating=x",
      "notCookedWeeks=0",
      "notCookedWeeks=521",
      "notCookedWeeks=1.5",
      "cookedBefore=maybe",
    ]) {
      const res = await t.app.inject({ method: "GET", url: `/api/recipes?${query}`, headers: ann.auth });
      expect(res.statusCode, query).toBe(400);
    }
    const res = await t.app.inject({ method: "GET", url: trpcList({ minRating: 9 }), headers: ann.auth });
    expect(res.statusCode).toBe(400);
  });

  it("saves both filters on a Browse row", async () => {
    const ann = await signUpAndLogIn(t.app);
    const filters = [
      { filterType: "minRating", operator: "", value: 4, checked: false, order: 1 },
      { filterType: "notCookedWeeks", operator: "", value: "6", checked: true, order: 2 },
    ];
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users-filters",
      headers: ann.auth,
      payload: { header_title: "Favourites not had lately", filters },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as { filters: unknown }).filters).toEqual(filters);
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/users-filters",
      headers: ann.auth,
      payload: { filters: [{ filterType: "ratedAtLeast", value: 4, order: 1 }] },
    });
    expect(bad.statusCode).toBe(400);
  });
});
