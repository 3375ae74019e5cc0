import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { remoteImagesDroppedMessage } from "@simmer/contracts";
import { createLocalImageStore } from "../src/images/local-image-store";
import { archiveRecipe, inflatingTo, manifest, recipesArchive, zipOf } from "./backup-archives";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";
import { sampleRecipe } from "./recipes-fixtures";

type Auth = Record<string, string>;
let t: TestApp;
let dir: string;
/** A picture server on loopback that counts what it is asked for: a restore must ask it nothing. */
let pictures: http.Server;
let pictureRequests = 0;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "simmer-restore-checks-"));
  t = await startTestApp({ imageStore: createLocalImageStore(path.join(dir, "uploads")) });
  pictures = http.createServer((_req, res) => {
    pictureRequests += 1;
    res.writeHead(200, { "content-type": "image/png" }).end(Buffer.alloc(64));
  });
  await new Promise<void>((resolve) => pictures.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => pictures.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

const upload = (auth: Auth, bytes: Buffer) =>
  t.app.inject({ method: "POST", url: "/api/account/restore", headers: { ...auth, "content-type": "application/zip" }, payload: bytes });

async function query<T>(auth: Auth, procedure: string, input?: unknown): Promise<T> {
  const search = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await t.app.inject({ method: "GET", url: `/trpc/${procedure}${search}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { result: { data: T } }).result.data;
}

const myRecipes = async (auth: Auth) =>
  (await query<{ recipes: Array<{ id: number; title: string }> }>(auth, "recipes.list", { scope: "mine", limit: 50 })).recipes;
const storedFiles = () => (fs.existsSync(path.join(dir, "uploads")) ? fs.readdirSync(path.join(dir, "uploads")).length : 0);

/** A 400 naming the problem, with nothing written: the account is as empty as before, no file stored. */
async function expectRefused(auth: Auth, bytes: Buffer, message: RegExp) {
  const files = storedFiles();
  const res = await upload(auth, bytes);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ code: "BAD_REQUEST" });
  expect((res.json() as { message: string }).message).toMatch(message);
  expect(res.body).not.toMatch(/at .*\.ts|\/tmp\/|select |insert /i);
  expect(storedFiles()).toBe(files);
}

describe("a restored recipe passes the checks a save applies", () => {
  it("refuses a javascript: link, names its line, and writes nothing of the archive", async () => {
    const who = await signUpAndLogIn(t.app);
    const archive = await recipesArchive([
      archiveRecipe(),
      archiveRecipe({ ref: 2, title: "Trap", data_source_link: "javascript:alert(document.domain)" }),
    ]);
    await expectRefused(who.auth, archive, /recipes\.jsonl: line 2: data_source_link must look like a web address/);
    expect(await query(who.auth, "backup.restorable")).toEqual({ empty: true });
    expect(await myRecipes(who.auth)).toEqual([]);
  });

  it("drops a picture named by a web address, even a link-local one, without fetching it, and says so", async () => {
    const who = await signUpAndLogIn(t.app);
    const { port } = pictures.address() as AddressInfo;
    const archive = await recipesArchive([
      archiveRecipe({ image_url: "http://169.254.169.254/latest/meta-data/photo.jpg", data_source_link: "example.com/pasta" }),
      archiveRecipe({ ref: 2, title: "Loopback toast", image_url: `http://127.0.0.1:${port}/toast.png` }),
      archiveRecipe({ ref: 3, title: "Plain rice", data_source_link: null }),
    ]);
    const res = await upload(who.auth, archive);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ counts: { recipes: 3 }, warnings: [remoteImagesDroppedMessage(2)] });
    expect(pictureRequests).toBe(0);

    const recipes = await myRecipes(who.auth);
    expect(recipes.map((r) => r.title).sort()).toEqual(["Lemon Garlic Pasta", "Loopback toast", "Plain rice"]);
    const pasta = recipes.find((r) => r.title === "Lemon Garlic Pasta")?.id;
    // Over tRPC and REST alike: no picture, and the link completed with https as a save completes it.
    const overTrpc = await query<{ image_url: string | null; data_source_link: string | null }>(who.auth, "recipes.detail", { id: pasta });
    expect(overTrpc).toMatchObject({ image_url: null, data_source_link: "https://example.com/pasta" });
    const overRest = await t.app.inject({ method: "GET", url: `/api/recipes/${pasta}`, headers: who.auth });
    expect(overRest.statusCode).toBe(200);
    expect(overRest.json()).toMatchObject({ image_url: null, data_source_link: "https://example.com/pasta" });
    for (const recipe of recipes)
      expect((await query<{ image_url: string | null }>(who.auth, "recipes.detail", { id: recipe.id })).image_url).toBeNull();
  });

  it("refuses text a save refuses: a NUL, a lone surrogate, a step longer than the form takes, an address that is no address", async () => {
    const who = await signUpAndLogIn(t.app);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ title: "Soup\u0000" }, /recipes\.jsonl: line 1: title/],
      [{ data_source_name: "Gran\uD800" }, /recipes\.jsonl: line 1: data_source_name/],
      [{ steps: [{ step_number: 1, instruction: "x".repeat(5001) }] }, /recipes\.jsonl: line 1: instruction must be at most 5000/],
      [{ image_url: "javascript:alert(1)" }, /recipes\.jsonl: line 1: image_url must be an uploaded image or a web address/],
      [{ data_source_link: "http://" }, /recipes\.jsonl: line 1: data_source_link/],
    ];
    for (const [overrides, message] of cases) await expectRefused(who.auth, await recipesArchive([archiveRecipe(overrides)]), message);
    expect(await query(who.auth, "backup.restorable")).toEqual({ empty: true });
  });
});

describe("a restore is bounded while it inflates and parses", () => {
  it("refuses a 250 KB archive whose kitchen.json inflates to 250 MB, and leaves data as it was", async () => {
    const bomb = await zipOf({
      "manifest.json": JSON.stringify(manifest()),
      "kitchen.json": inflatingTo(250, '{"ingredients":["', '"],"equipment":[]}'),
    });
    expect(bomb.length).toBeLessThan(512 * 1024);
    const empty = await signUpAndLogIn(t.app);
    await expectRefused(empty.auth, bomb, /kitchen\.json: it is larger than a backup can hold/);
    expect(await query(empty.auth, "backup.restorable")).toEqual({ empty: true });

    const holding = await signUpAndLogIn(t.app);
    const added = await t.app.inject({
      method: "POST",
      url: "/api/recipes/add",
      headers: holding.auth,
      payload: sampleRecipe({ title: "Kept stew" }),
    });
    expect(added.statusCode).toBe(201);
    const before = await myRecipes(holding.auth);
    await expectRefused(holding.auth, bomb, /kitchen\.json: it is larger than a backup can hold/);
    expect(await myRecipes(holding.auth)).toEqual(before);
  });

  it("refuses documents that each fit but together pass the total cap", async () => {
    const who = await signUpAndLogIn(t.app);
    const archive = await zipOf({
      "manifest.json": JSON.stringify(manifest()),
      "metrics.json": inflatingTo(15, "[", "]", " "),
      "journal.json": inflatingTo(30, "[", "]", " "),
      "plans.json": inflatingTo(15, '{"rules":null,"weeks":[', '],"templates":[]}', " "),
      "carts.json": inflatingTo(7, "[", "]", " "),
    });
    await expectRefused(who.auth, archive, /larger than a backup can hold/);
    expect(await query(who.auth, "backup.restorable")).toEqual({ empty: true });
  });

  it("refuses one element larger than an element may be, though its document is within its cap", async () => {
    const who = await signUpAndLogIn(t.app);
    const archive = await zipOf({
      "manifest.json": JSON.stringify(manifest()),
      "journal.json": inflatingTo(9, '[{"name":"', '"}]'),
    });
    await expectRefused(who.auth, archive, /journal\.json: it is larger than a backup can hold/);
  });

  it("refuses a document that is not JSON, or of the wrong shape, naming it", async () => {
    const who = await signUpAndLogIn(t.app);
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ "kitchen.json": '{"ingredients": ["salt",' }, /kitchen\.json: it is not valid JSON/],
      [{ "kitchen.json": '["salt"]' }, /kitchen\.json: the document does not match/],
      [{ "journal.json": '{"date": "2025-01-01"}' }, /journal\.json: the document does not match/],
      [{ "kitchen.json": '{"ingredients": [5], "equipment": []}' }, /kitchen\.json: ingredients\.0 does not match/],
      [{ "kitchen.json": '{"ingredients": []}' }, /kitchen\.json: equipment does not match/],
      [
        { "plans.json": '{"rules": null, "weeks": [{"week_start": "someday"}], "templates": []}' },
        /plans\.json: weeks\.0\.week_start does not match/,
      ],
    ];
    for (const [entries, message] of cases)
      await expectRefused(who.auth, await zipOf({ "manifest.json": JSON.stringify(manifest()), ...entries }), message);
    expect(await query(who.auth, "backup.restorable")).toEqual({ empty: true });
  });
});
