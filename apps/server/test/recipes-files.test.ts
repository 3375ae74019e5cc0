import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import * as XLSX from "xlsx";
import { eq } from "drizzle-orm";
import { jobs, recipes } from "@simmer/db";
import { createServer } from "../src/app";
import { startTestApp, signUpAndLogIn, TEST_SECRET, type TestApp } from "./harness";
import { addRecipe, fileMultipart, recipeMultipart, sampleRecipe } from "./recipes-fixtures";

let t: TestApp;
let dataDir: string;
const uploadsDir = () => path.join(dataDir, "uploads");
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "simmer-files-test-"));
  t = await startTestApp({ dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function photo(format: "png" | "jpeg" | "webp" | "gif" = "jpeg", width = 900, height = 600) {
  const base = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });
  if (format === "jpeg")
    return base
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: "Secret GPS place" } } })
      .toBuffer();
  return base.toFormat(format).toBuffer();
}

async function upload(auth: Record<string, string> | undefined, bytes: Buffer, name: string, type: string) {
  const form = fileMultipart("image", bytes, name, type);
  return t.app.inject({ method: "POST", url: "/api/upload", headers: { ...auth, ...form.headers }, payload: form.payload });
}

const storedFiles = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()) : []);

describe("POST /api/upload", () => {
  it("re-encodes the image without metadata, stores a card-size version and serves both with nosniff", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const res = await upload(auth, await photo("jpeg", 2400, 1600), "holiday.jpg", "image/jpeg");
    expect(res.statusCode).toBe(201);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    const served = await t.app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(1600);
    const card = await t.app.inject({ method: "GET", url: url.replace(".webp", "-card.webp") });
    expect(card.statusCode).toBe(200);
    expect((await sharp(card.rawPayload).metadata()).width).toBe(480);
  });

  it.each(["png", "webp", "gif"] as const)("accepts %s", async (format) => {
    const { auth } = await signUpAndLogIn(t.app);
    const res = await upload(auth, await photo(format, 60, 40), `x.${format}`, `image/${format}`);
    expect(res.statusCode).toBe(201);
  });

  it("judges the bytes, not the name: text named .png is refused and nothing is stored", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const before = storedFiles().length;
    const res = await upload(auth, Buffer.from("<svg onload=alert(1)></svg>"), "cat.png", "image/png");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not an image/);
    expect(storedFiles()).toHaveLength(before);
  });

  it("refuses a damaged image that only looks like a PNG, leaving no file", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const before = storedFiles().length;
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 7)]);
    const res = await upload(auth, fake, "broken.png", "image/png");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/could not be read/);
    expect(storedFiles()).toHaveLength(before);
  });

  it("refuses more than 10 MB", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const big = Buffer.concat([await photo("png", 10, 10), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const res = await upload(auth, big, "big.png", "image/png");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/10 MB/);
  });

  it("needs a signed-in user", async () => {
    const res = await upload(undefined, await photo("png", 10, 10), "a.png", "image/png");
    expect(res.statusCode).toBe(401);
  });
});

describe("recipe images", () => {
  it("stores the form's image with the recipe and removes it with the recipe", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const form = recipeMultipart(sampleRecipe(), { bytes: await photo("png", 300, 200), name: "p.png", type: "image/png" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/recipes/add",
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(201);
    const saved = res.json() as { recipe_id: number; image_url: string };
    expect(saved.image_url).toMatch(/^\/uploads\//);
    const file = path.join(uploadsDir(), path.basename(saved.image_url));
    expect(fs.existsSync(file)).toBe(true);
    await t.app.inject({ method: "DELETE", url: `/api/recipes/delete/${saved.recipe_id}`, headers: auth });
    expect(fs.existsSync(file)).toBe(false);
  });

  it("replacing the image on edit removes the old files", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const first = recipeMultipart(sampleRecipe(), { bytes: await photo("png", 40, 30), name: "a.png", type: "image/png" });
    const added = await t.app.inject({
      method: "POST",
      url: "/api/recipes/add",
      headers: { ...auth, ...first.headers },
      payload: first.payload,
    });
    const { recipe_id, image_url } = added.json() as { recipe_id: number; image_url: string };
    const second = recipeMultipart(sampleRecipe(), { bytes: await photo("png", 50, 30), name: "b.png", type: "image/png" });
    const edited = await t.app.inject({
      method: "PUT",
      url: `/api/recipes/edit/${recipe_id}`,
      headers: { ...auth, ...second.headers },
      payload: second.payload,
    });
    expect(edited.statusCode).toBe(200);
    const next = (edited.json() as { image_url: string }).image_url;
    expect(next).not.toBe(image_url);
    expect(fs.existsSync(path.join(uploadsDir(), path.basename(image_url)))).toBe(false);
    expect(fs.existsSync(path.join(uploadsDir(), path.basename(image_url).replace(".webp", "-card.webp")))).toBe(false);
    expect(fs.existsSync(path.join(uploadsDir(), path.basename(next)))).toBe(true);
    // An edit without a new image keeps the current one.
    const keep = recipeMultipart(sampleRecipe({ title: "Same picture" }));
    const kept = await t.app.inject({
      method: "PUT",
      url: `/api/recipes/edit/${recipe_id}`,
      headers: { ...auth, ...keep.headers },
      payload: keep.payload,
    });
    expect((kept.json() as { image_url: string }).image_url).toBe(next);
  });

  it("a refused recipe leaves no image behind", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const before = storedFiles().length;
    const form = recipeMultipart(sampleRecipe({ title: "" }), { bytes: await photo("png", 30, 20), name: "p.png", type: "image/png" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/recipes/add",
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(storedFiles()).toHaveLength(before);
  });
});

type Status = { state: string; progress: { batchesDone: number; batchesTotal: number }; error: string | null; sameRecipes?: number | null };

async function startImport(auth: Record<string, string>, bytes: Buffer, name = "recipes.xlsx", duplicates?: "skip" | "copies") {
  const form = fileMultipart("file", bytes, name);
  const url = `/api/recipes/import/start${duplicates ? `?duplicates=${duplicates}` : ""}`;
  const res = await t.app.inject({ method: "POST", url, headers: { ...auth, ...form.headers }, payload: form.payload });
  expect(res.statusCode).toBe(202);
  return (res.json() as { jobId: string }).jobId;
}

async function finished(auth: Record<string, string>, jobId: string): Promise<Status> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const res = await t.app.inject({ method: "GET", url: `/api/recipes/import/status/${jobId}`, headers: auth });
    expect(res.statusCode).toBe(200);
    const status = res.json() as Status;
    if (status.state === "done" || status.state === "error") return status;
    if (Date.now() > deadline) throw new Error(`job still ${status.state}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function exportOf(auth: Record<string, string>) {
  const res = await t.app.inject({ method: "GET", url: "/api/recipes/export", headers: auth });
  expect(res.statusCode).toBe(200);
  return res;
}

async function ownDetails(auth: Record<string, string>) {
  const list = await t.app.inject({ method: "GET", url: "/api/recipes?scope=mine&limit=500", headers: auth });
  const ids = (list.json() as { recipes: { recipe_id: number }[] }).recipes.map((r) => r.recipe_id);
  const out = [];
  for (const id of ids) out.push((await t.app.inject({ method: "GET", url: `/api/recipes/${id}`, headers: auth })).json());
  return out as Record<string, unknown>[];
}

/** What must survive a round trip: everything but ids, ownership and where it came from. */
function comparable(detail: Record<string, unknown>) {
  const {
    recipe_id: _r,
    id: _i,
    data_source: _d,
    is_owner: _o,
    ingredients: _ing,
    equipment: _eq,
    sections,
    ...rest
  } = detail as {
    sections: { section_name: string; ingredients: Record<string, unknown>[] }[];
  } & Record<string, unknown>;
  return {
    ...rest,
    sections: sections.map((s) => ({
      section_name: s.section_name,
      ingredients: s.ingredients.map(({ id: _a, section_id: _b, ingredient_id: _c, ...line }) => line),
    })),
  };
}

/** A zip of empty entries whose directory claims the given uncompressed size for each. */
function storedZip(entries: number, claimedSize: number): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (let i = 0; i < entries; i += 1) {
    const name = Buffer.from(`f${i}.xml`);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt32LE(claimedSize, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    central.push(dir, name);
    offset += 30 + name.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries, 8);
  end.writeUInt16LE(entries, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function workbook(sheets: Record<string, unknown[][]>): Buffer {
  const book = XLSX.utils.book_new();
  for (const [name, rows] of Object.entries(sheets)) XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), name);
  return XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
}

describe("export and import", () => {
  it("exports user_recipes_export.xlsx with formula-looking text neutralised", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    await addRecipe(t.app, auth, sampleRecipe({ title: '=HYPERLINK("http://evil")', tags: ["+1", "@home", "-x"] }));
    const res = await exportOf(auth);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    expect(res.headers["content-disposition"]).toContain("user_recipes_export.xlsx");
    const book = XLSX.read(res.rawPayload, { type: "buffer", cellFormula: true });
    expect(book.SheetNames).toEqual(["Recipes", "Ingredients", "Instructions", "Equipment"]);
    const cell = book.Sheets.Recipes!.B2!;
    expect(cell.f).toBeUndefined();
    expect(cell.t).toBe("s");
    expect(cell.v).toBe('\'=HYPERLINK("http://evil")');
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Ingredients!, { header: 1 });
    expect(rows[0]).toEqual([
      "recipe_ref",
      "section",
      "ingredient_name",
      "quantity",
      "unit",
      "method",
      "brand",
      "optional",
      "food_ndb_no",
      "count_anyway",
      "original",
    ]);
    expect(rows).toHaveLength(6);
  });

  it("importing an export gives back the same recipes, field for field", async () => {
    const a = await signUpAndLogIn(t.app);
    await addRecipe(t.app, a.auth, sampleRecipe({ title: "=1+1 tricky", data_source_name: "@site", tags: ["-minus", "dinner"] }));
    await addRecipe(
      t.app,
      a.auth,
      sampleRecipe({
        title: "Plain toast",
        calories: null,
        fat: null,
        sodium: null,
        data_source_link: "",
        data_source_name: "",
        // What an import keeps (ADR 143) and a line counted on request (ADR 141) survive the round trip too.
        yield_text: "Makes 8 slices",
        sections: [
          {
            section_name: "",
            ingredients: [
              { ingredient_name: "Bread", quantity: "2", unit: "slices", optional: false, original: "2 slices good bread" },
              { ingredient_name: "salt", quantity: "1", unit: "pinches", optional: false, count_anyway: true, original: "salt, to taste" },
            ],
          },
          { section_name: "Later", ingredients: [] },
        ],
        instructions: [{ instruction: "Toast it." }],
        tags: [],
        equipment: [],
      }),
    );
    const exported = await exportOf(a.auth);
    const b = await signUpAndLogIn(t.app);
    const jobId = await startImport(b.auth, exported.rawPayload);
    const status = await finished(b.auth, jobId);
    expect(status).toMatchObject({ state: "done", error: null, source: "Excel workbook" });
    expect(status.progress.batchesDone).toBe(status.progress.batchesTotal);
    const original = (await ownDetails(a.auth)).map(comparable);
    const imported = await ownDetails(b.auth);
    expect(imported.map((r) => r.data_source)).toEqual(["import", "import"]);
    expect(imported.map(comparable)).toEqual(original);
    expect(imported[1]).toMatchObject({ yield_text: "Makes 8 slices" });
    expect(
      (imported[1] as { sections: Array<{ ingredients: Array<{ original: string | null }> }> }).sections[0]!.ingredients[0]!.original,
    ).toBe("2 slices good bread");
  });

  it("an export brought back into the same account asks first, by title and content, and writes nothing until answered (ADR 119)", async () => {
    const a = await signUpAndLogIn(t.app);
    await addRecipe(t.app, a.auth, sampleRecipe({ title: "Lentil soup" }));
    await addRecipe(t.app, a.auth, sampleRecipe({ title: "Plain toast", instructions: [{ instruction: "Toast it." }] }));
    const exported = (await exportOf(a.auth)).rawPayload;

    const asked = await finished(a.auth, await startImport(a.auth, exported));
    expect(asked).toMatchObject({
      state: "error",
      sameRecipes: 2,
      imported: null,
      error: "You already have all 2 recipes in this file. Skip the recipes you already have, import them again as copies, or cancel.",
    });
    const titles = async () => (await ownDetails(a.auth)).map((r) => r.title as string).sort();
    expect(await titles()).toEqual(["Lentil soup", "Plain toast"]);

    // The same title with other content is a different recipe: it is not counted as one they have.
    const edited = await ownDetails(a.auth);
    const toast = edited.find((r) => r.title === "Plain toast")!;
    await t.app.inject({
      method: "PUT",
      url: `/api/recipes/edit/${toast.recipe_id as number}`,
      headers: a.auth,
      payload: sampleRecipe({ title: "Plain toast", instructions: [{ instruction: "Toast it twice, then butter it." }] }),
    });
    const askedAgain = await startImport(a.auth, exported);
    expect(await finished(a.auth, askedAgain)).toMatchObject({ state: "error", sameRecipes: 1 });
    // Over tRPC the status carries the same question.
    const viaTrpc = await t.app.inject({
      method: "GET",
      url: `/trpc/recipes.importStatus?input=${encodeURIComponent(JSON.stringify({ jobId: askedAgain }))}`,
      headers: a.auth,
    });
    expect(viaTrpc.json()).toMatchObject({ result: { data: { state: "error", sameRecipes: 1 } } });

    expect(await finished(a.auth, await startImport(a.auth, exported, "recipes.xlsx", "skip"))).toMatchObject({
      state: "done",
      imported: 0,
      skipped: 2,
    });
    expect(await finished(a.auth, await startImport(a.auth, exported, "recipes.xlsx", "copies"))).toMatchObject({
      state: "done",
      imported: 2,
    });
    expect(await titles()).toEqual(["Lentil soup", "Lentil soup (copy)", "Plain toast", "Plain toast (copy)"]);

    // Another person bringing in the same file is not asked.
    const b = await signUpAndLogIn(t.app);
    expect(await finished(b.auth, await startImport(b.auth, exported))).toMatchObject({ state: "done", imported: 2, sameRecipes: null });
  });

  it("a bad row fails the job naming sheet, row and problem, and imports nothing", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const bytes = workbook({
      Recipes: [
        ["recipe_ref", "title", "servings"],
        [1, "Good", 2],
        [2, "Also good", 1],
      ],
      Ingredients: [
        ["recipe_ref", "section", "ingredient_name", "quantity", "unit"],
        [1, "", "Flour", "2", "cups"],
        [2, "", "Sugar", "1", "handfuls"],
      ],
    });
    const status = await finished(auth, await startImport(auth, bytes));
    expect(status.state).toBe("error");
    expect(status.error).toMatch(/Sheet 'Ingredients', row 3: unit must be one of/);
    const list = await t.app.inject({ method: "GET", url: "/api/recipes?scope=mine", headers: auth });
    expect(list.json().total).toBe(0);

    // The later columns are checked the same way: a yes/no that is neither, an as-written line past its bound.
    for (const [column, value, problem] of [
      ["count_anyway", "maybe", /row 2: count_anyway must be yes or no/],
      ["original", "x".repeat(1001), /row 2: original must be at most 1000 characters/],
    ] as const) {
      const bad = workbook({
        Recipes: [
          ["recipe_ref", "title"],
          [1, "Good"],
        ],
        Ingredients: [
          ["recipe_ref", "ingredient_name", "quantity", "unit", column],
          [1, "Flour", "2", "cups", value],
        ],
      });
      const failed = await finished(auth, await startImport(auth, bad));
      expect(failed.state, column).toBe("error");
      expect(failed.error).toMatch(problem);
    }
    expect((await t.app.inject({ method: "GET", url: "/api/recipes?scope=mine", headers: auth })).json().total).toBe(0);
  });

  it("a recipe row with a bad number names its row", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const bytes = workbook({
      Recipes: [
        ["recipe_ref", "title", "servings"],
        [1, "Good", 2],
        [2, "Bad", "lots"],
      ],
    });
    const status = await finished(auth, await startImport(auth, bytes));
    expect(status.error).toBe("Sheet 'Recipes', row 3: servings must be a number (found 'lots')");
  });

  it.each([
    ["a file that is not a spreadsheet", Buffer.from("hello, I am a CSV,\n1,2,3\n"), /not an .xlsx or .xls/],
    ["a damaged zip", Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 1)]), /damaged/],
  ])("%s fails only its own job with a clear message", async (_label, bytes, message) => {
    const { auth } = await signUpAndLogIn(t.app);
    const status = await finished(auth, await startImport(auth, bytes as Buffer));
    expect(status.state).toBe("error");
    expect(status.error).toMatch(message as RegExp);
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });

  it("an archive with too many entries is refused before parsing", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const status = await finished(auth, await startImport(auth, storedZip(2500, 0)));
    expect(status.error).toMatch(/too many entries/);
  });

  it("an archive that would expand past the limit is refused before parsing", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const status = await finished(auth, await startImport(auth, storedZip(3, 150 * 1024 * 1024)));
    expect(status.error).toMatch(/expands to more than 48 MB/);
  });

  it("reads .xls workbooks too", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ["recipe_ref", "title", "servings"],
        [1, "Old format stew", 3],
      ]),
      "Recipes",
    );
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ["recipe_ref", "section", "ingredient_name", "quantity", "unit", "optional"],
        [1, "", "Beef", 1.5, "pounds", "no"],
      ]),
      "Ingredients",
    );
    const bytes = XLSX.write(book, { type: "buffer", bookType: "xls" }) as Buffer;
    const status = await finished(auth, await startImport(auth, bytes, "old.xls"));
    expect(status.state).toBe("done");
    const [detail] = await ownDetails(auth);
    expect(detail).toMatchObject({ title: "Old format stew", servings: 3, data_source: "import" });
    expect((detail as { sections: { ingredients: { quantity: string }[] }[] }).sections[0]?.ingredients[0]?.quantity).toBe("1.5");
  });

  it("export and import need a signed-in user", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/recipes/export" })).statusCode).toBe(401);
    const form = fileMultipart(
      "file",
      workbook({
        Recipes: [
          ["recipe_ref", "title"],
          [1, "x"],
        ],
      }),
      "a.xlsx",
    );
    const res = await t.app.inject({ method: "POST", url: "/api/recipes/import/start", headers: form.headers, payload: form.payload });
    expect(res.statusCode).toBe(401);
  });

  it("another user's job is 404", async () => {
    const owner = await signUpAndLogIn(t.app);
    const other = await signUpAndLogIn(t.app);
    const jobId = await startImport(
      owner.auth,
      workbook({
        Recipes: [
          ["recipe_ref", "title"],
          [1, "Mine"],
        ],
      }),
    );
    const res = await t.app.inject({ method: "GET", url: `/api/recipes/import/status/${jobId}`, headers: other.auth });
    expect(res.statusCode).toBe(404);
    expect((await finished(owner.auth, jobId)).state).toBe("done");
  });

  it("a job that was running when the server stopped ends as error on the next start", async () => {
    const { user, auth } = await signUpAndLogIn(t.app);
    await t.handle.db.insert(jobs).values({
      id: "00000000-0000-4000-8000-000000000001",
      userId: user.id,
      kind: "recipes.import",
      state: "running",
      batchesTotal: 4,
      batchesDone: 1,
      heartbeatAt: new Date(Date.now() - 10 * 60_000),
    });
    const restarted = await createServer({
      db: t.handle.db,
      dbKind: t.handle.kind,
      jwtSecret: TEST_SECRET,
      webDist: null,
      logLevel: "silent",
      dataDir,
    });
    await restarted.ready();
    const res = await restarted.inject({
      method: "GET",
      url: "/api/recipes/import/status/00000000-0000-4000-8000-000000000001",
      headers: auth,
    });
    await restarted.close();
    expect(res.json()).toMatchObject({ state: "error", error: expect.stringMatching(/interrupted when the server restarted/) });
    const [row] = await t.handle.db.select().from(jobs).where(eq(jobs.id, "00000000-0000-4000-8000-000000000001"));
    expect(row?.finishedAt).not.toBeNull();
  });

  it("export of another user's recipes never happens: each export holds only the caller's", async () => {
    const a = await signUpAndLogIn(t.app);
    const b = await signUpAndLogIn(t.app);
    await addRecipe(t.app, a.auth, sampleRecipe({ title: "Only A" }));
    const book = XLSX.read((await exportOf(b.auth)).rawPayload, { type: "buffer" });
    expect(XLSX.utils.sheet_to_json(book.Sheets.Recipes!)).toEqual([]);
    const all = await t.handle.db.select().from(recipes).where(eq(recipes.title, "Only A"));
    expect(all).toHaveLength(1);
  });
});
