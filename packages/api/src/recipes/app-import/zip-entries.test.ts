import { describe, expect, it } from "vitest";
import * as fx from "./fixtures/exports";
import { APP_IMPORT_LIMITS, ExportRefused } from "./limits";
import { freshBudget, gunzipBounded, isUnsafePath, readZip } from "./zip-entries";

async function refused(work: Promise<unknown>): Promise<string> {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ExportRefused);
  return (err as Error).message;
}

describe("reading an archive within bounds", () => {
  it("reads every file of a well-formed zip", async () => {
    const files = await readZip(await fx.zip({ "a/b.txt": "hello", "c/": "" }), freshBudget());
    expect([...files.keys()]).toEqual(["a/b.txt"]);
    expect(files.get("a/b.txt")?.toString()).toBe("hello");
  });

  it("refuses a path that leaves its folder (zip slip)", async () => {
    expect(await refused(readZip(await fx.zipSlipExport(), freshBudget()))).toBe(
      "The export holds a file whose path leads outside its folder, so it was refused.",
    );
    for (const name of ["../x", "/etc/passwd", "a/../../x", "C:/x", "a\\..\\x"]) expect(isUnsafePath(name)).toBe(true);
    expect(isUnsafePath("images/a..b.jpg")).toBe(false);
  });

  it("stops one file at its bound and the whole archive at its total, while inflating", async () => {
    expect(await refused(readZip(await fx.zipBomb(1, 17), freshBudget()))).toMatch(/'bomb-0\.json' in the export is larger than 16 MB/);
    const budget = { ...freshBudget(), bytesLeft: 12 * 1024 * 1024 };
    expect(await refused(readZip(await fx.zipBomb(2, 8), budget))).toMatch(/expands to more than 96 MB/);
    expect(budget.bytesLeft).toBeGreaterThanOrEqual(0);
  }, 30_000);

  it("stops a gzip bomb at the bound", () => {
    const budget = freshBudget();
    expect(() => gunzipBounded(fx.paprikaGzipBomb(), "x.paprikarecipe", budget)).toThrow(/larger than 16 MB/);
    expect(budget.bytesLeft).toBe(APP_IMPORT_LIMITS.maxTotalBytes);
  });

  it("refuses more files than allowed before reading any", async () => {
    const budget = { ...freshBudget(), entriesLeft: 2 };
    expect(await refused(readZip(await fx.zip({ a: "1", b: "2", c: "3" }), budget))).toMatch(/more than 5000 files/);
  });

  it("refuses bytes that are not a zip at all", async () => {
    expect(await refused(readZip(Buffer.from("PK\u0003\u0004 nothing else"), freshBudget()))).toMatch(/damaged or cut short/);
  });
});
