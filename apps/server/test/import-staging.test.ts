import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import { eq, sql } from "drizzle-orm";
import { jobs } from "@simmer/db";
import { createServer } from "../src/app";
import { startTestApp, signUpAndLogIn, TEST_SECRET, type TestApp } from "./harness";
import { fileMultipart } from "./recipes-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Auth = Record<string, string>;
type Status = { state: string; progress: { batchesDone: number; batchesTotal: number }; error: string | null; imported: number | null };

/** A workbook of `count` recipes, each with one ingredient whose name no other recipe uses. */
function workbook(count: number, title = (r: number) => `Staged stew ${r}`): Buffer {
  const recipes: unknown[][] = [["recipe_ref", "title", "servings"]];
  const lines: unknown[][] = [["recipe_ref", "ingredient_name", "quantity", "unit"]];
  for (let r = 1; r <= count; r += 1) {
    recipes.push([r, title(r), 2]);
    lines.push([r, `staged zucchini ${r}`, "1", "cups"]);
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(recipes), "Recipes");
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(lines), "Ingredients");
  return XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
}

async function startImport(auth: Auth, bytes: Buffer): Promise<string> {
  const form = fileMultipart("file", bytes, "recipes.xlsx");
  const res = await t.app.inject({
    method: "POST",
    url: "/api/recipes/import/start",
    headers: { ...auth, ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode).toBe(202);
  return (res.json() as { jobId: string }).jobId;
}

async function status(auth: Auth, jobId: string): Promise<Status> {
  const res = await t.app.inject({ method: "GET", url: `/api/recipes/import/status/${jobId}`, headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json() as Status;
}

async function until<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function myRecipeCount(auth: Auth): Promise<number> {
  const res = await t.app.inject({ method: "GET", url: "/api/recipes?scope=mine&limit=1", headers: auth });
  expect(res.statusCode).toBe(200);
  return (res.json() as { total: number }).total;
}

async function rowsOwnedBy(userId: number): Promise<number> {
  const result = (await t.handle.db.execute(sql`select count(*)::int as n from recipes where owner_id = ${userId}`)) as unknown;
  const rows = Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows;
  return Number((rows[0] as { n: number }).n);
}

async function stagedIds(userId: number): Promise<number[]> {
  const result = (await t.handle.db.execute(
    sql`select id from recipes where owner_id = ${userId} and import_job_id is not null order by id limit 5`,
  )) as unknown;
  const rows = Array.isArray(result) ? result : (result as { rows: { id: number }[] }).rows;
  return (rows as { id: number }[]).map((r) => Number(r.id));
}

const RECIPES = 1_600;

describe("a large import and everyone else", () => {
  it("other people's requests are answered while it writes, and no read shows part of it", async () => {
    const importer = await signUpAndLogIn(t.app);
    const other = await signUpAndLogIn(t.app);
    const jobId = await startImport(importer.auth, workbook(RECIPES));

    let answeredMidWrite = 0;
    const seenCounts = new Set<number>();
    let sawStagedRecipe = false;
    for (;;) {
      const health = await t.app.inject({ method: "GET", url: "/api/health" });
      const list = await t.app.inject({ method: "GET", url: "/api/recipes?scope=all&limit=5", headers: other.auth });
      expect(health.statusCode).toBe(200);
      expect(list.statusCode).toBe(200);
      seenCounts.add(await myRecipeCount(importer.auth));
      const staged = await stagedIds(importer.user.id);
      if (staged.length > 0) {
        sawStagedRecipe = true;
        // The importer cannot open, list or count a recipe the import is still writing.
        const detail = await t.app.inject({ method: "GET", url: `/api/recipes/${staged[0]}`, headers: importer.auth });
        const names = await t.app.inject({ method: "GET", url: "/api/ingredients-names", headers: importer.auth });
        if ((await status(importer.auth, jobId)).state === "running") {
          expect(detail.statusCode).toBe(404);
          expect(names.body).not.toContain("staged zucchini");
        }
      }
      const now = await status(importer.auth, jobId);
      if (now.state === "running" && now.progress.batchesDone > 2 && now.progress.batchesDone < now.progress.batchesTotal)
        answeredMidWrite += 1;
      if (now.state === "done" || now.state === "error") {
        expect(now).toMatchObject({ state: "done", imported: RECIPES });
        break;
      }
    }
    expect(answeredMidWrite).toBeGreaterThan(0);
    expect(sawStagedRecipe).toBe(true);
    expect([...seenCounts].every((n) => n === 0 || n === RECIPES)).toBe(true);
    expect(await myRecipeCount(importer.auth)).toBe(RECIPES);
    // The job mark is cleared in the background once the recipes show.
    await until("the mark to be cleared", async () => ((await stagedIds(importer.user.id)).length === 0 ? true : undefined));
    const names = await t.app.inject({ method: "GET", url: "/api/ingredients-names", headers: importer.auth });
    expect(names.body).toContain("staged zucchini 1600");
  });

  it("a batch that fails late leaves nothing visible and nothing behind", async () => {
    const importer = await signUpAndLogIn(t.app);
    await t.handle.db.execute(
      sql.raw(`
      create or replace function refuse_poison() returns trigger language plpgsql as $$
      begin
        if new.title = 'Poison pie' then raise exception 'refused by the test'; end if;
        return new;
      end $$`),
    );
    await t.handle.db.execute(
      sql.raw(`create trigger refuse_poison before insert on recipes for each row execute function refuse_poison()`),
    );
    try {
      const jobId = await startImport(
        importer.auth,
        workbook(1_000, (r) => (r === 1_000 ? "Poison pie" : `Early bake ${r}`)),
      );
      const end = await until("the job to end", async () => {
        const now = await status(importer.auth, jobId);
        return now.state === "done" || now.state === "error" ? now : undefined;
      });
      expect(end.state).toBe("error");
      expect(end.progress.batchesDone).toBeGreaterThan(2);
    } finally {
      await t.handle.db.execute(sql.raw(`drop trigger refuse_poison on recipes`));
    }
    expect(await myRecipeCount(importer.auth)).toBe(0);
    expect(await rowsOwnedBy(importer.user.id)).toBe(0);
  });

  it("an import whose job was ended while it wrote (its server presumed dead) shows nothing and cleans up", async () => {
    const importer = await signUpAndLogIn(t.app);
    const jobId = await startImport(importer.auth, workbook(RECIPES));
    await until("staged batches", async () => {
      const now = await status(importer.auth, jobId);
      return now.state === "running" && now.progress.batchesDone >= 4 ? now : undefined;
    });
    await t.handle.db
      .update(jobs)
      .set({ state: "error", error: "The server stopped while this job was running. Please try again." })
      .where(eq(jobs.id, jobId));
    const end = await until("the import to give up", async () => {
      const now = await status(importer.auth, jobId);
      return now.error?.includes("nothing was imported") ? now : undefined;
    });
    expect(end.state).toBe("error");
    expect(await myRecipeCount(importer.auth)).toBe(0);
    expect(await rowsOwnedBy(importer.user.id)).toBe(0);
  });

  it("recipes of an import whose server died after publishing them show, and are settled when a server starts", async () => {
    const importer = await signUpAndLogIn(t.app);
    const jobId = "00000000-0000-4000-8000-0000000000ab";
    await t.handle.db.insert(jobs).values({ id: jobId, userId: importer.user.id, kind: "recipes.import", state: "done" });
    await t.handle.db.execute(
      sql`insert into recipes (owner_id, title, data_source, import_job_id)
          select ${importer.user.id}, 'Published ' || g, 'import', ${jobId} from generate_series(1, 30) g`,
    );
    const detail = await t.app.inject({
      method: "GET",
      url: `/api/recipes/${(await stagedIds(importer.user.id))[0]}`,
      headers: importer.auth,
    });
    expect(detail.statusCode).toBe(200);
    const restarted = await createServer({
      db: t.handle.db,
      dbKind: t.handle.kind,
      jwtSecret: TEST_SECRET,
      webDist: null,
      logLevel: "silent",
    });
    await restarted.ready();
    await restarted.close();
    expect(await stagedIds(importer.user.id)).toEqual([]);
    expect(await rowsOwnedBy(importer.user.id)).toBe(30);
  });

  it("recipes staged by a server that died are removed when a server starts", async () => {
    const importer = await signUpAndLogIn(t.app);
    const jobId = "00000000-0000-4000-8000-0000000000aa";
    await t.handle.db.insert(jobs).values({
      id: jobId,
      userId: importer.user.id,
      kind: "recipes.import",
      state: "running",
      batchesTotal: 10,
      batchesDone: 5,
      heartbeatAt: new Date(Date.now() - 10 * 60_000),
    });
    await t.handle.db.execute(
      sql`insert into recipes (owner_id, title, data_source, import_job_id)
          select ${importer.user.id}, 'Half imported ' || g, 'import', ${jobId} from generate_series(1, 300) g`,
    );
    expect(await rowsOwnedBy(importer.user.id)).toBe(300);
    expect(await myRecipeCount(importer.auth)).toBe(0);
    const restarted = await createServer({
      db: t.handle.db,
      dbKind: t.handle.kind,
      jwtSecret: TEST_SECRET,
      webDist: null,
      logLevel: "silent",
    });
    await restarted.ready();
    await restarted.close();
    expect(await rowsOwnedBy(importer.user.id)).toBe(0);
  });
});
