import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inArray } from "drizzle-orm";
import { recipeNotes } from "@simmer/db";
import { entriesOf, zipOf } from "./backup-archives";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";
import { insertFixtureRecipe } from "./carts-fixtures";

// A person's rating, note and cooked days on a recipe (issue 31): REST and tRPC alike, another
// person's recipe 404, in backup and restore, and gone with the account.

let t: TestApp;
let catalogue: number;
beforeAll(async () => {
  t = await startTestApp();
  catalogue = await insertFixtureRecipe(t.handle.db, { title: `Catalogue notes stew ${Date.now()}`, servings: 4 });
});
afterAll(async () => {
  await t.close();
});

type Auth = { authorization: string };

function call(method: "GET" | "PUT" | "POST" | "DELETE", url: string, auth: Auth, payload?: unknown) {
  return t.app.inject({ method, url, headers: auth, ...(payload === undefined ? {} : { payload: payload as object }) });
}

async function ownRecipe(auth: Auth, title = `Notes soup ${Math.random().toString(36).slice(2, 8)}`): Promise<number> {
  const res = await t.app.inject({
    method: "POST",
    url: "/trpc/recipes.add",
    headers: auth,
    payload: {
      title,
      servings: 2,
      instructions: [{ step_number: 1, instruction: "Simmer 20 minutes." }],
      sections: [{ section_name: "", ingredients: [{ ingredient_name: "lentils", quantity: "1", unit: "cups", optional: false }] }],
      tags: [],
      equipment: [],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { result: { data: { recipe_id: number } } }).result.data.recipe_id;
}

const notes = { rating: 4, note: "Used half the sugar.", cooked: ["2026-11-20", "2026-11-02", "2026-11-20"] };

describe("recipe notes over REST", () => {
  it("reads empty notes, replaces them, and keeps the days sorted once each", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const id = await ownRecipe(auth);
    const empty = await call("GET", `/api/recipes/${id}/notes`, auth);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ rating: null, note: "", cooked: [] });

    const saved = await call("PUT", `/api/recipes/${id}/notes`, auth, notes);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ rating: 4, note: "Used half the sugar.", cooked: ["2026-11-02", "2026-11-20"] });
    expect((await call("GET", `/api/recipes/${id}/notes`, auth)).json()).toEqual(saved.json());

    // The recipe detail carries them for the signed-in person.
    const detail = await call("GET", `/api/recipes/${id}`, auth);
    expect(detail.json()).toMatchObject({ notes: saved.json() });

    // Cleared notes read as empty again.
    const cleared = await call("PUT", `/api/recipes/${id}/notes`, auth, { rating: null, note: "", cooked: [] });
    expect(cleared.json()).toEqual({ rating: null, note: "", cooked: [] });
  });

  it("rates and notes a catalogue recipe, each person their own", async () => {
    const alice = await signUpAndLogIn(t.app);
    const bob = await signUpAndLogIn(t.app);
    await call("PUT", `/api/recipes/${catalogue}/notes`, alice.auth, { rating: 5, note: "Alice's", cooked: [] });
    await call("PUT", `/api/recipes/${catalogue}/notes`, bob.auth, { rating: 2, note: "Bob's", cooked: ["2026-10-01"] });
    expect((await call("GET", `/api/recipes/${catalogue}/notes`, alice.auth)).json()).toEqual({ rating: 5, note: "Alice's", cooked: [] });
    expect((await call("GET", `/api/recipes/${catalogue}/notes`, bob.auth)).json()).toEqual({
      rating: 2,
      note: "Bob's",
      cooked: ["2026-10-01"],
    });
  });

  it("adds a cooked day once, however often it is sent", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const id = await ownRecipe(auth);
    for (let i = 0; i < 2; i += 1) {
      const res = await call("POST", `/api/recipes/${id}/notes/cooked`, auth, { date: "2026-11-27" });
      expect(res.statusCode, res.body).toBe(200);
    }
    await call("POST", `/api/recipes/${id}/notes/cooked`, auth, { date: "2026-11-01" });
    expect((await call("GET", `/api/recipes/${id}/notes`, auth)).json()).toEqual({
      rating: null,
      note: "",
      cooked: ["2026-11-01", "2026-11-27"],
    });
  });

  it("answers 400 to bad input and changes nothing", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const id = await ownRecipe(auth);
    await call("PUT", `/api/recipes/${id}/notes`, auth, notes);
    for (const body of [
      { ...notes, rating: 0 },
      { ...notes, rating: 6 },
      { ...notes, rating: 4.5 },
      { ...notes, rating: "4" },
      { ...notes, note: "x".repeat(5001) },
      { ...notes, note: "bad\u0000text" },
      { ...notes, note: "lone \ud800 surrogate" },
      { ...notes, cooked: ["2026-02-30"] },
      { ...notes, cooked: ["yesterday"] },
      { ...notes, cooked: Array.from({ length: 1001 }, (_, i) => `2020-01-01T00:00:${String(i % 60).padStart(2, "0")}`) },
      { ...notes, cooked: "2026-11-01" },
    ]) {
      const res = await call("PUT", `/api/recipes/${id}/notes`, auth, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body).not.toMatch(/stack|at .*\.ts|SELECT|insert into/i);
    }
    for (const url of [`/api/recipes/0/notes`, `/api/recipes/2147483648/notes`, `/api/recipes/abc/notes`]) {
      expect((await call("GET", url, auth)).statusCode).toBe(400);
    }
    expect((await call("POST", `/api/recipes/${id}/notes/cooked`, auth, { date: "2026-13-01" })).statusCode).toBe(400);
    expect((await call("GET", `/api/recipes/${id}/notes`, auth)).json()).toEqual({
      rating: 4,
      note: "Used half the sugar.",
      cooked: ["2026-11-02", "2026-11-20"],
    });
  });

  it("answers 404 for another person's recipe and for one that does not exist, changing nothing", async () => {
    const alice = await signUpAndLogIn(t.app);
    const bob = await signUpAndLogIn(t.app);
    const id = await ownRecipe(alice.auth);
    await call("PUT", `/api/recipes/${id}/notes`, alice.auth, notes);
    expect((await call("GET", `/api/recipes/${id}/notes`, bob.auth)).statusCode).toBe(404);
    expect((await call("PUT", `/api/recipes/${id}/notes`, bob.auth, { rating: 1, note: "mine now", cooked: [] })).statusCode).toBe(404);
    expect((await call("POST", `/api/recipes/${id}/notes/cooked`, bob.auth, { date: "2026-11-27" })).statusCode).toBe(404);
    expect((await call("GET", `/api/recipes/2147483000/notes`, bob.auth)).statusCode).toBe(404);
    expect((await call("GET", `/api/recipes/${id}/notes`, alice.auth)).json()).toMatchObject({ rating: 4, note: "Used half the sugar." });
    // Signed out is 401.
    expect((await t.app.inject({ method: "GET", url: `/api/recipes/${id}/notes` })).statusCode).toBe(401);
  });
});

describe("cooked days from the planner", () => {
  it("adds the slot's day when the planner logs it as eaten", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const id = await ownRecipe(auth);
    const set = await call("PUT", "/api/plans/2026-11-23/slots/2/Dinner", auth, { recipeId: id, servings: 2 });
    expect(set.statusCode, set.body).toBe(200);
    expect((await call("POST", "/api/plans/2026-11-23/slots/2/Dinner/log", auth)).statusCode).toBe(201);
    expect((await call("GET", `/api/recipes/${id}/notes`, auth)).json()).toEqual({ rating: null, note: "", cooked: ["2026-11-25"] });
  });
});

describe("recipe notes over tRPC", () => {
  it("offers the same procedures with the same rules", async () => {
    const alice = await signUpAndLogIn(t.app);
    const bob = await signUpAndLogIn(t.app);
    const id = await ownRecipe(alice.auth);
    const put = await t.app.inject({
      method: "POST",
      url: "/trpc/notes.put",
      headers: alice.auth,
      payload: { id, notes: { rating: 3, note: "Fine", cooked: ["2026-11-03"] } },
    });
    expect(put.statusCode, put.body).toBe(200);
    const got = await t.app.inject({
      method: "GET",
      url: `/trpc/notes.get?input=${encodeURIComponent(JSON.stringify({ id }))}`,
      headers: alice.auth,
    });
    expect(got.json()).toMatchObject({ result: { data: { rating: 3, note: "Fine", cooked: ["2026-11-03"] } } });
    const added = await t.app.inject({
      method: "POST",
      url: "/trpc/notes.addCooked",
      headers: alice.auth,
      payload: { id, date: "2026-11-04" },
    });
    expect(added.json()).toMatchObject({ result: { data: { cooked: ["2026-11-03", "2026-11-04"] } } });
    const bad = await t.app.inject({
      method: "POST",
      url: "/trpc/notes.put",
      headers: alice.auth,
      payload: { id, notes: { rating: 9, note: "", cooked: [] } },
    });
    expect(bad.statusCode).toBe(400);
    const other = await t.app.inject({
      method: "GET",
      url: `/trpc/notes.get?input=${encodeURIComponent(JSON.stringify({ id }))}`,
      headers: bob.auth,
    });
    expect(other.statusCode).toBe(404);
  });

  it("is described in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const path = Object.keys(doc.paths).find((p) => /^\/api\/recipes\/\{id\}\/notes$/.test(p));
    expect(path).toBeDefined();
    expect(Object.keys(doc.paths[path!]!).sort()).toEqual(["get", "put"]);
    expect(Object.keys(doc.paths).some((p) => /^\/api\/recipes\/\{id\}\/notes\/cooked$/.test(p))).toBe(true);
  });
});

async function restoreInto(auth: Auth, archive: Buffer) {
  return t.app.inject({
    method: "POST",
    url: "/api/account/restore",
    headers: { ...auth, "content-type": "application/zip" },
    payload: archive,
  });
}

describe("recipe notes in backup, restore and deletion", () => {
  it("travel in the backup, own recipes by ref and catalogue ones by title, and restore onto the new recipes", async () => {
    const alice = await signUpAndLogIn(t.app);
    const soupTitle = `Backed-up soup ${Math.random().toString(36).slice(2, 8)}`;
    const soup = await ownRecipe(alice.auth, soupTitle);
    await call("PUT", `/api/recipes/${soup}/notes`, alice.auth, notes);
    await call("PUT", `/api/recipes/${catalogue}/notes`, alice.auth, { rating: 1, note: "Too salty", cooked: ["2026-09-09"] });

    const archive = (await t.app.inject({ method: "GET", url: "/api/account/backup", headers: alice.auth })).rawPayload;
    const entries = await entriesOf(archive);
    const doc = JSON.parse(String(entries.get("notes.json"))) as Array<{ recipe: unknown; rating: number }>;
    expect(doc.map((n) => n.recipe)).toEqual(
      expect.arrayContaining([{ ref: soup }, { catalogue_title: expect.stringMatching(/^Catalogue notes stew/) }]),
    );
    expect(JSON.parse(String(entries.get("manifest.json"))).counts.notes).toBe(2);

    const bob = await signUpAndLogIn(t.app);
    const restored = await restoreInto(bob.auth, archive);
    expect(restored.statusCode, restored.body).toBe(201);
    const list = (await call("GET", `/api/recipes?scope=mine`, bob.auth)).json() as {
      recipes: Array<{ recipe_id: number; title: string }>;
    };
    const bobsSoup = list.recipes.find((r) => r.title === soupTitle)!.recipe_id;
    expect(bobsSoup).not.toBe(soup);
    expect((await call("GET", `/api/recipes/${bobsSoup}/notes`, bob.auth)).json()).toEqual({
      rating: 4,
      note: "Used half the sugar.",
      cooked: ["2026-11-02", "2026-11-20"],
    });
    expect((await call("GET", `/api/recipes/${catalogue}/notes`, bob.auth)).json()).toEqual({
      rating: 1,
      note: "Too salty",
      cooked: ["2026-09-09"],
    });
  });

  it("refuses an archive whose notes break the format, and restores an older archive without notes", async () => {
    const alice = await signUpAndLogIn(t.app);
    const soup = await ownRecipe(alice.auth);
    await call("PUT", `/api/recipes/${soup}/notes`, alice.auth, notes);
    const entries = await entriesOf((await t.app.inject({ method: "GET", url: "/api/account/backup", headers: alice.auth })).rawPayload);

    const broken = new Map(entries);
    broken.set(
      "notes.json",
      Buffer.from(JSON.stringify([{ recipe: { ref: soup }, rating: 7, note: "", cooked: [], updated_at: new Date().toISOString() }])),
    );
    const bob = await signUpAndLogIn(t.app);
    const refused = await restoreInto(bob.auth, await zipOf(broken));
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatch(/notes\.json/);

    const older = new Map(entries);
    older.delete("notes.json");
    const carol = await signUpAndLogIn(t.app);
    expect((await restoreInto(carol.auth, await zipOf(older))).statusCode).toBe(201);
  });

  it("are deleted with the account, leaving other people's notes alone", async () => {
    const alice = await signUpAndLogIn(t.app);
    const bob = await signUpAndLogIn(t.app);
    await call("PUT", `/api/recipes/${catalogue}/notes`, alice.auth, { rating: 5, note: "Going away", cooked: [] });
    await call("PUT", `/api/recipes/${catalogue}/notes`, bob.auth, { rating: 3, note: "Staying", cooked: [] });
    const gone = await t.app.inject({ method: "DELETE", url: "/api/account", headers: alice.auth, payload: { password: alice.password } });
    expect(gone.statusCode, gone.body).toBe(200);
    const left = await t.handle.db
      .select({ note: recipeNotes.note })
      .from(recipeNotes)
      .where(inArray(recipeNotes.note, ["Going away", "Staying"]));
    expect(left.map((r) => r.note)).toEqual(["Staying"]);
    expect((await call("GET", `/api/recipes/${catalogue}/notes`, bob.auth)).json()).toMatchObject({ note: "Staying" });
  });
});
