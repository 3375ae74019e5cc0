import { execFile } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpAndLogIn, startTestApp, type TestApp } from "../../server/test/harness";
import { sampleRecipe } from "../../server/test/recipes-fixtures";

const run = promisify(execFile);
const cliRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const bin = path.join(cliRoot, "dist", "simmer.js");

let t: TestApp;
let server: string;
let work: string;

beforeAll(async () => {
  await run(process.execPath, [path.join(cliRoot, "scripts", "build.mjs")]);
  t = await startTestApp();
  server = await t.app.listen({ host: "127.0.0.1", port: 0 });
  work = fs.mkdtempSync(path.join(os.tmpdir(), "simmer-cli-test-"));
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(work, { recursive: true, force: true });
});

interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the built command line as a person would, with its own config folder and no SIMMER_* inherited. */
async function simmer(args: string[], options: { home?: string; env?: Record<string, string> } = {}): Promise<Result> {
  const home = options.home ?? fs.mkdtempSync(path.join(work, "home-"));
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: home,
    XDG_CONFIG_HOME: path.join(home, "config"),
    ...options.env,
  };
  try {
    const { stdout, stderr } = await run(process.execPath, [bin, ...args], { env, cwd: work, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === "number" ? e.code : -1, stdout: e.stdout ?? "", stderr: e.stderr ?? "" };
  }
}

async function person() {
  const who = await signUpAndLogIn(t.app);
  const home = fs.mkdtempSync(path.join(work, "home-"));
  const login = await simmer(["login", "--url", server, "--token", who.token, "--json"], { home });
  expect(login.code, login.stderr).toBe(0);
  return { ...who, home, simmer: (args: string[], env?: Record<string, string>) => simmer(args, { home, ...(env ? { env } : {}) }) };
}

async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const SOUP_PAGE = `<!doctype html><html><head><title>Green soup</title>
<script type="application/ld+json">${JSON.stringify({
  "@context": "https://schema.org",
  "@type": "Recipe",
  name: "Green pea soup",
  recipeYield: "4",
  prepTime: "PT10M",
  cookTime: "PT20M",
  recipeIngredient: ["2 cups frozen peas", "1 onion, chopped", "3 cups vegetable stock"],
  recipeInstructions: [
    { "@type": "HowToStep", text: "Soften the onion." },
    { "@type": "HowToStep", text: "Simmer the peas in the stock, then blend." },
  ],
})}</script></head><body><h1>Green pea soup</h1></body></html>`;

// Each command starts a Node process; on a busy machine a test of several takes a while.
describe("simmer, the command line, against a running server", { timeout: 180_000 }, () => {
  it("logs in, saves the address and token for the person only, and lists and shows recipes", async () => {
    const alice = await person();
    const config = path.join(alice.home, "config", "simmer", "config.json");
    expect(JSON.parse(fs.readFileSync(config, "utf8"))).toEqual({ url: server, token: alice.token });
    expect(fs.statSync(config).mode & 0o777).toBe(0o600);

    const added = await t.app.inject({
      method: "POST",
      url: "/api/recipes/add",
      headers: alice.auth,
      payload: sampleRecipe({ title: "Lemon Garlic Pasta" }),
    });
    const id = (added.json() as { recipe_id: number }).recipe_id;
    await t.app.inject({ method: "POST", url: "/api/recipes/add", headers: alice.auth, payload: sampleRecipe({ title: "Barley salad" }) });

    const list = await alice.simmer(["recipes", "list", "--json"]);
    expect(list.code, list.stderr).toBe(0);
    const listed = JSON.parse(list.stdout) as { recipes: Array<{ id: number; title: string }>; total: number };
    expect(listed.recipes.map((r) => r.title).sort()).toEqual(["Barley salad", "Lemon Garlic Pasta"]);

    const searched = await alice.simmer(["recipes", "list", "--search", "lemon"]);
    expect(searched.code).toBe(0);
    expect(searched.stdout).toMatch(new RegExp(`^ID\\s+TITLE[\\s\\S]*\\n${id}\\s+Lemon Garlic Pasta`));
    expect(searched.stdout).not.toContain("Barley salad");

    const shown = await alice.simmer(["recipes", "show", String(id)]);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain("Lemon Garlic Pasta");
    expect(shown.stdout).toContain("1. Boil the pasta.");
    const shownJson = JSON.parse((await alice.simmer(["recipes", "show", String(id), "--json"])).stdout) as {
      id: number;
      servings: number;
    };
    expect(shownJson).toMatchObject({ id, servings: 4 });

    // The environment overrides the saved token.
    const overridden = await alice.simmer(["recipes", "list"], { SIMMER_TOKEN: "not-a-token" });
    expect(overridden.code).toBe(3);
  });

  it("adds a recipe from a web page, and refuses a second copy unless asked", async () => {
    const bob = await person();
    const page = path.join(work, "soup.html");
    fs.writeFileSync(page, SOUP_PAGE);
    const added = await bob.simmer(["recipes", "add-from-url", "https://example.com/green-soup", "--html-file", page, "--json"]);
    expect(added.code, added.stderr).toBe(0);
    const saved = JSON.parse(added.stdout) as { recipe: { id: number; title: string; servings: number; instructions: unknown[] } };
    expect(saved.recipe).toMatchObject({ title: "Green pea soup", servings: 4 });
    expect(saved.recipe.instructions).toHaveLength(2);

    const again = await bob.simmer(["recipes", "add-from-url", "https://example.com/green-soup", "--html-file", page]);
    expect(again.code).toBe(5);
    expect(again.stderr).toContain(`You already have "Green pea soup" (id ${saved.recipe.id})`);
    const copy = await bob.simmer(["recipes", "add-from-url", "https://example.com/green-soup", "--html-file", page, "--allow-duplicate"]);
    expect(copy.code, copy.stderr).toBe(0);
    expect(copy.stdout).toMatch(/^Saved "Green pea soup" as recipe \d+\./);
  });

  it("exports a spreadsheet and imports it into another account, waiting for the import", async () => {
    const carol = await person();
    for (const title of ["Carrot cake", "Date squares", "Egg fried rice"]) {
      await t.app.inject({ method: "POST", url: "/api/recipes/add", headers: carol.auth, payload: sampleRecipe({ title }) });
    }
    const file = path.join(work, "carol.xlsx");
    const exported = await carol.simmer(["export", file, "--json"]);
    expect(exported.code, exported.stderr).toBe(0);
    expect(JSON.parse(exported.stdout)).toMatchObject({ file, bytes: fs.statSync(file).size });
    expect(fs.readFileSync(file).subarray(0, 2).toString()).toBe("PK");

    const dan = await person();
    const imported = await dan.simmer(["import", file, "--json"]);
    expect(imported.code, imported.stderr).toBe(0);
    expect(JSON.parse(imported.stdout)).toMatchObject({ state: "done", imported: 3 });
    const titles = (
      JSON.parse((await dan.simmer(["recipes", "list", "--json"])).stdout) as { recipes: Array<{ title: string }> }
    ).recipes.map((r) => r.title);
    expect(titles.sort()).toEqual(["Carrot cake", "Date squares", "Egg fried rice"]);

    // The same file again asks what to do with what is already there.
    const twice = await dan.simmer(["import", file]);
    expect(twice.code).toBe(5);
    const skipped = await dan.simmer(["import", file, "--duplicates", "skip", "--json"]);
    expect(skipped.code, skipped.stderr).toBe(0);
    expect(JSON.parse(skipped.stdout)).toMatchObject({ state: "done", imported: 0, skipped: 3 });
  });

  it("backs an account up to a file and restores it into an empty account, once", async () => {
    const erin = await person();
    await t.app.inject({ method: "POST", url: "/api/recipes/add", headers: erin.auth, payload: sampleRecipe({ title: "Fig tart" }) });
    const file = path.join(work, "erin.zip");
    const backup = await erin.simmer(["backup", file, "--json"]);
    expect(backup.code, backup.stderr).toBe(0);
    expect(JSON.parse(backup.stdout)).toMatchObject({ file, bytes: fs.statSync(file).size });
    expect(fs.readFileSync(file).subarray(0, 2).toString()).toBe("PK");

    const frank = await person();
    const restored = await frank.simmer(["restore", file, "--json"]);
    expect(restored.code, restored.stderr).toBe(0);
    expect(JSON.parse(restored.stdout)).toMatchObject({ counts: { recipes: 1 }, warnings: [] });
    const human = await frank.simmer(["recipes", "list"]);
    expect(human.stdout).toContain("Fig tart");

    const again = await frank.simmer(["restore", file]);
    expect(again.code).toBe(5);
    expect(again.stderr).toMatch(/already holds data/);
  });

  it("works with a personal access token from Settings, and stops at once when the token is revoked", async () => {
    const owner = await signUpAndLogIn(t.app);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/account/tokens",
      headers: owner.auth,
      payload: { name: "Laptop script" },
    });
    expect(created.statusCode).toBe(201);
    const { secret, token } = created.json() as { secret: string; token: { id: string } };
    expect(secret).toMatch(/^smr_pat_/);
    const home = fs.mkdtempSync(path.join(work, "home-"));
    const login = await simmer(["login", "--url", server, "--token", secret, "--json"], { home });
    expect(login.code, login.stderr).toBe(0);
    const listed = await simmer(["recipes", "list", "--json"], { home });
    expect(listed.code, listed.stderr).toBe(0);
    expect(JSON.parse(listed.stdout)).toMatchObject({ recipes: [], total: 0 });

    const revoked = await t.app.inject({ method: "DELETE", url: `/api/account/tokens/${token.id}`, headers: owner.auth });
    expect(revoked.statusCode).toBe(200);
    const after = await simmer(["recipes", "list"], { home });
    expect(after.code).toBe(3);
    expect(after.stderr).toMatch(/^simmer: The server refused the token/);
  });

  it("exits 3 for a refused token, 4 for a server it cannot reach and 2 for bad input, with the reason on stderr", async () => {
    const grace = await person();
    const refused = await simmer(["login", "--url", server, "--token", "not-a-real-token"]);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toMatch(/^simmer: The server refused the token/);
    expect(refused.stdout).toBe("");

    const port = await closedPort();
    const unreachable = await simmer(["recipes", "list", "--url", `http://127.0.0.1:${port}`, "--token", grace.token]);
    expect(unreachable.code).toBe(4);
    expect(unreachable.stderr).toContain(`Could not reach the Simmer server at http://127.0.0.1:${port}`);

    const notSignedIn = await simmer(["recipes", "list"]);
    expect(notSignedIn.code).toBe(3);
    expect(notSignedIn.stderr).toMatch(/Not signed in/);

    for (const args of [
      ["recipes", "show", "abc"],
      ["recipes", "show", "999999"],
      ["recipes", "list", "--limit", "0"],
      ["restore", path.join(work, "missing.zip")],
      ["import", path.join(work, "missing.xlsx")],
      ["import", path.join(work, "missing.xlsx"), "--duplicates", "maybe"],
      ["recipes", "add-from-url", "not a web address"],
      ["cook-dinner"],
    ]) {
      const result = await grace.simmer(args);
      expect(result.code, `${args.join(" ")}: ${result.stderr}`).toBe(2);
      expect(result.stderr.length).toBeGreaterThan(0);
    }
    const notABackup = path.join(work, "not-a-backup.zip");
    fs.writeFileSync(notABackup, "hello");
    const bad = await grace.simmer(["restore", notABackup]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/not a readable zip archive/);
  });
});
