import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import { jobs } from "@simmer/db";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";
import { fileMultipart } from "./recipes-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Auth = Record<string, string>;
type Status = { state: string; error: string | null; imported: number | null; skipped: number | null };

const UNREADABLE = "This file is not a spreadsheet Simmer can read. Save it as .xlsx and try again.";
/** Words of the parser's insides that must never reach a person. */
const INTERNALS = /Major Version|Expected|saw \d|Header Signature|ZIP|CFB|undefined|TypeError|at .*\.js|\/node_modules\//;

function workbook(sheets: Record<string, unknown[][]>, bookType: "xlsx" | "xls" = "xlsx"): Buffer {
  const book = XLSX.utils.book_new();
  for (const [name, rows] of Object.entries(sheets)) XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), name);
  return XLSX.write(book, { type: "buffer", bookType }) as Buffer;
}

const threeRecipes = () =>
  workbook({
    Recipes: [
      ["recipe_ref", "title", "servings"],
      [1, "Tomato soup", 2],
      [2, "Flatbread", 4],
      [3, "Apple pie", 8],
    ],
    Ingredients: [
      ["recipe_ref", "section", "ingredient_name", "quantity", "unit"],
      [1, "", "Tomatoes", "6", "units"],
      [2, "", "Flour", "2", "cups"],
    ],
  });

async function start(auth: Auth, bytes: Buffer, how: { query?: string; field?: string } = {}) {
  const form = fileMultipart("file", bytes, "recipes.xlsx");
  let payload = form.payload;
  if (how.field !== undefined) {
    // A form field sent before the file, as the web app sends it.
    const boundary = form.headers["content-type"].split("boundary=")[1]!;
    payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="duplicates"\r\n\r\n${how.field}\r\n`),
      form.payload,
    ]);
  }
  const url = `/api/recipes/import/start${how.query ? `?duplicates=${how.query}` : ""}`;
  return t.app.inject({ method: "POST", url, headers: { ...auth, ...form.headers }, payload });
}

async function finished(auth: Auth, jobId: string): Promise<Status> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const res = await t.app.inject({ method: "GET", url: `/api/recipes/import/status/${jobId}`, headers: auth });
    expect(res.statusCode).toBe(200);
    const status = res.json() as Status;
    if (status.state === "done" || status.state === "error") return status;
    if (Date.now() > deadline) throw new Error(`job still ${status.state}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function imported(auth: Auth, bytes: Buffer, how: { query?: string; field?: string } = {}) {
  const res = await start(auth, bytes, how);
  expect(res.statusCode).toBe(202);
  return finished(auth, (res.json() as { jobId: string }).jobId);
}

async function titles(auth: Auth): Promise<string[]> {
  const res = await t.app.inject({ method: "GET", url: "/api/recipes?scope=mine&limit=500", headers: auth });
  return (res.json() as { recipes: { title: string }[] }).recipes.map((r) => r.title).sort();
}

describe("a file that cannot be read", () => {
  it("an old-format (CFB) file with garbage inside says so in a sentence, without the parser's words", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const cfb = Buffer.alloc(4096, 0);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(cfb);
    cfb.writeUInt16LE(18032, 26);
    const status = await imported(auth, cfb);
    expect(status).toMatchObject({ state: "error", error: UNREADABLE });
    expect(status.error).not.toMatch(INTERNALS);
    expect(await titles(auth)).toEqual([]);
  });

  it("a zip that is not a workbook says the same", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([["a"]]), "S");
    const zip = XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
    // Keep the zip's structure, spoil every entry's contents.
    const cfb = (
      XLSX as unknown as {
        CFB: {
          read: (b: Buffer, o: object) => { FileIndex: { content: Buffer; size: number; type: number }[] };
          write: (c: unknown, o: object) => Buffer;
        };
      }
    ).CFB;
    const container = cfb.read(zip, { type: "buffer" });
    for (const entry of container.FileIndex) {
      if (entry.type === 2) {
        entry.content = Buffer.from("not xml at all \u0001\u0002");
        entry.size = entry.content.length;
      }
    }
    const status = await imported(auth, cfb.write(container, { fileType: "zip", type: "buffer" }));
    expect(status).toMatchObject({ state: "error", error: UNREADABLE });
  });
});

describe("cells whose text cannot be stored", () => {
  it("a NUL character names its sheet, row and column, and nothing is imported", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const bytes = workbook({
      Recipes: [
        ["recipe_ref", "title"],
        [1, "Fine"],
        [2, "Bad\u0000title"],
      ],
    });
    const status = await imported(auth, bytes);
    expect(status.state).toBe("error");
    expect(status.error).toBe(
      "Sheet 'Recipes', row 3: title contains a NUL character (an invisible code 0), which cannot be stored. Delete it and try again.",
    );
    expect(status.error).not.toMatch(/unexpectedly/);
    expect(await titles(auth)).toEqual([]);
  });

  it("a NUL character in an ingredient names the Ingredients row", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const bytes = workbook({
      Recipes: [
        ["recipe_ref", "title"],
        [1, "Soup"],
      ],
      Ingredients: [
        ["recipe_ref", "section", "ingredient_name", "quantity", "unit"],
        [1, "", "Salt", "1", "teaspoons"],
        [1, "", "Pep\u0000per", "1", "teaspoons"],
      ],
    });
    const status = await imported(auth, bytes);
    expect(status.error).toMatch(/^Sheet 'Ingredients', row 3: ingredient_name contains a NUL character/);
  });

  it("half of an emoji (a lone surrogate, possible in .xls) names its row", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const bytes = workbook(
      {
        Recipes: [
          ["recipe_ref", "title"],
          [1, "Tacos \uD83C"],
        ],
      },
      "xls",
    );
    const status = await imported(auth, bytes);
    expect(status.error).toBe(
      "Sheet 'Recipes', row 2: title contains a broken character (half of an emoji or symbol). Retype it and try again.",
    );
    expect(await titles(auth)).toEqual([]);
  });
});

describe("importing the same file again", () => {
  it("asks instead of duplicating every recipe; cancelling changes nothing", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const bytes = threeRecipes();
    expect(await imported(auth, bytes)).toMatchObject({ state: "done", imported: 3, skipped: 0 });
    const jobsBefore = await t.handle.db.select({ id: jobs.id }).from(jobs);

    const again = await start(auth, bytes);
    expect(again.statusCode).toBe(409);
    const body = again.json() as {
      code: string;
      message: string;
      alreadyImported: { recipes: number; importedAt: string; choices: string[] };
    };
    expect(body.code).toBe("CONFLICT");
    expect(body.message).toBe(
      "You already imported this file (3 recipes). Skip the recipes you already have, import them again as copies, or cancel.",
    );
    expect(body.alreadyImported).toMatchObject({ recipes: 3, choices: ["skip", "copies"] });
    expect(Number.isNaN(Date.parse(body.alreadyImported.importedAt))).toBe(false);
    // Cancelling is not answering: no job was created and nothing was added.
    expect(await t.handle.db.select({ id: jobs.id }).from(jobs)).toHaveLength(jobsBefore.length);
    expect(await titles(auth)).toEqual(["Apple pie", "Flatbread", "Tomato soup"]);
  });

  it("skip imports only the recipes the collection does not hold (here: one deleted since)", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const bytes = threeRecipes();
    await imported(auth, bytes);
    const list = await t.app.inject({ method: "GET", url: "/api/recipes?scope=mine&limit=500", headers: auth });
    const flatbread = (list.json() as { recipes: { recipe_id: number; title: string }[] }).recipes.find((r) => r.title === "Flatbread")!;
    expect((await t.app.inject({ method: "DELETE", url: `/api/recipes/delete/${flatbread.recipe_id}`, headers: auth })).statusCode).toBe(
      200,
    );

    expect((await start(auth, bytes)).statusCode).toBe(409);
    const status = await imported(auth, bytes, { field: "skip" });
    expect(status).toMatchObject({ state: "done", imported: 1, skipped: 2 });
    expect(await titles(auth)).toEqual(["Apple pie", "Flatbread", "Tomato soup"]);
  });

  it("skip when every recipe is already there imports none and says so", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const bytes = threeRecipes();
    await imported(auth, bytes);
    expect(await imported(auth, bytes, { query: "skip" })).toMatchObject({ state: "done", error: null, imported: 0, skipped: 3 });
    expect(await titles(auth)).toEqual(["Apple pie", "Flatbread", "Tomato soup"]);
  });

  it("copies imports every recipe again under a '(copy)' title, ingredients included", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const bytes = threeRecipes();
    await imported(auth, bytes);
    expect(await imported(auth, bytes, { field: "copies" })).toMatchObject({ state: "done", imported: 3, skipped: 0 });
    expect(await titles(auth)).toEqual([
      "Apple pie",
      "Apple pie (copy)",
      "Flatbread",
      "Flatbread (copy)",
      "Tomato soup",
      "Tomato soup (copy)",
    ]);
    // A third time, asked again, copies get the next free name.
    expect((await start(auth, bytes)).statusCode).toBe(409);
    await imported(auth, bytes, { query: "copies" });
    expect((await titles(auth)).filter((x) => x.startsWith("Tomato soup"))).toEqual([
      "Tomato soup",
      "Tomato soup (copy 2)",
      "Tomato soup (copy)",
    ]);
    const list = await t.app.inject({ method: "GET", url: "/api/recipes?scope=mine&limit=500&search=tomato", headers: auth });
    const copy = (list.json() as { recipes: { recipe_id: number; title: string }[] }).recipes.find(
      (r) => r.title === "Tomato soup (copy)",
    )!;
    const detail = (await t.app.inject({ method: "GET", url: `/api/recipes/${copy.recipe_id}`, headers: auth })).json() as {
      sections: { ingredients: { ingredient_name: string }[] }[];
    };
    expect(detail.sections[0]?.ingredients.map((i) => i.ingredient_name)).toEqual(["Tomatoes"]);
  });

  it("a first import with an answer given ahead behaves the same, and a different file is not asked about", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    await imported(auth, threeRecipes());
    const other = workbook({
      Recipes: [
        ["recipe_ref", "title"],
        [1, "Tomato soup"],
        [2, "Risotto"],
      ],
    });
    expect(await imported(auth, other, { query: "skip" })).toMatchObject({ state: "done", imported: 1, skipped: 1 });
  });

  it("another person importing the same file is not asked: files are remembered per person", async () => {
    const a = await signUpAndLogIn(t.app);
    const b = await signUpAndLogIn(t.app);
    const bytes = threeRecipes();
    await imported(a.auth, bytes);
    expect(await imported(b.auth, bytes)).toMatchObject({ state: "done", imported: 3 });
  });

  it("a failed import is not remembered as imported", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const bad = workbook({
      Recipes: [
        ["recipe_ref", "title", "servings"],
        [1, "Soup", "lots"],
      ],
    });
    expect((await imported(auth, bad)).state).toBe("error");
    const again = await start(auth, bad);
    expect(again.statusCode).toBe(202);
    expect((await finished(auth, (again.json() as { jobId: string }).jobId)).state).toBe("error");
  });

  it("an answer that is neither skip nor copies is a 400 that names the field", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const res = await start(auth, threeRecipes(), { query: "merge" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("duplicates must be 'skip' or 'copies'.");
  });
});
