import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import { inArray } from "drizzle-orm";
import { jobs } from "@simmer/db";
import { hostileWorkbook } from "../bench/hostile-workbook";
import { startTestApp, signUpAndLogIn, type TestApp } from "./harness";
import { fileMultipart } from "./recipes-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ imports: { concurrency: 2 } });
});
afterAll(async () => {
  await t.close();
});

type Auth = Record<string, string>;
type Status = { state: string; error: string | null };

function workbook(count: number, name = "Limit loaf"): Buffer {
  const recipes: unknown[][] = [["recipe_ref", "title"]];
  for (let r = 1; r <= count; r += 1) recipes.push([r, `${name} ${r}`]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(recipes), "Recipes");
  return XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
}

function post(auth: Auth, bytes: Buffer) {
  const form = fileMultipart("file", bytes, "recipes.xlsx");
  return t.app.inject({ method: "POST", url: "/api/recipes/import/start", headers: { ...auth, ...form.headers }, payload: form.payload });
}

async function finished(auth: Auth, jobId: string): Promise<Status> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await t.app.inject({ method: "GET", url: `/api/recipes/import/status/${jobId}`, headers: auth });
    const status = res.json() as Status;
    if (status.state === "done" || status.state === "error") return status;
    if (Date.now() > deadline) throw new Error(`job still ${status.state}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function importFails(bytes: Buffer): Promise<string> {
  const { auth } = await signUpAndLogIn(t.app);
  const res = await post(auth, bytes);
  expect(res.statusCode).toBe(202);
  const status = await finished(auth, (res.json() as { jobId: string }).jobId);
  expect(status.state).toBe("error");
  return status.error ?? "";
}

describe("how many imports run at once", () => {
  it("a second import by the same person while the first runs is 429, and allowed once it ends", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const first = await post(auth, workbook(400));
    expect(first.statusCode).toBe(202);
    const second = await post(auth, workbook(2));
    expect(second.statusCode).toBe(429);
    expect(second.json()).toMatchObject({ message: expect.stringMatching(/import of yours is still running/) });
    expect(second.body).not.toMatch(/stack|at .*\.ts/);
    expect((await finished(auth, (first.json() as { jobId: string }).jobId)).state).toBe("done");
    // Other recipes: the same ones again would be asked about as recipes already there (ADR 119).
    const third = await post(auth, workbook(2, "Later loaf"));
    expect(third.statusCode).toBe(202);
    expect((await finished(auth, (third.json() as { jobId: string }).jobId)).state).toBe("done");
  });

  it("past the server's limit of imports at once, others are told to try again in a moment", async () => {
    const busy = [await signUpAndLogIn(t.app), await signUpAndLogIn(t.app)];
    const ids = ["00000000-0000-4000-8000-0000000000b1", "00000000-0000-4000-8000-0000000000b2"];
    await t.handle.db
      .insert(jobs)
      .values(busy.map((b, i) => ({ id: ids[i]!, userId: b.user.id, kind: "recipes.import", state: "running" })));
    const { auth } = await signUpAndLogIn(t.app);
    try {
      const refused = await post(auth, workbook(2));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ message: expect.stringMatching(/busy with other imports\. Please try again in a moment/) });
    } finally {
      await t.handle.db.update(jobs).set({ state: "done" }).where(inArray(jobs.id, ids));
    }
    const admitted = await post(auth, workbook(2));
    expect(admitted.statusCode).toBe(202);
    expect((await finished(auth, (admitted.json() as { jobId: string }).jobId)).state).toBe("done");
  });
});

describe("how large an import may be", () => {
  it("a small file that expands past the limit is refused with a clear message before parsing", async () => {
    const error = await importFails(hostileWorkbook(70));
    expect(error).toMatch(/expands to more than 48 MB of data; split it into smaller workbooks/);
  });

  it("a sheet with more rows than allowed is refused naming the sheet, without building them", async () => {
    const error = await importFails(hostileWorkbook(8, 1));
    expect(error).toMatch(/Sheet 'Recipes' has more than 250,000 rows/);
  });

  it("a workbook of more recipes than allowed is refused naming the limit", async () => {
    const error = await importFails(workbook(50_001));
    expect(error).toMatch(/at most 50000 recipes/);
  });
});
