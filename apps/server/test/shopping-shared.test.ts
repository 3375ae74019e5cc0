import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shoppingLists } from "@simmer/db";
import type { TShoppingListPage } from "@simmer/contracts";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";
import { add, apply, at, itemNamed, list, personWithList, tick, uuid, type Auth } from "./shopping-fixtures";

let t: TestApp;
let strict: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  strict = await startTestApp({ sharedListPerMinute: 2 });
}, 120_000);
afterAll(async () => {
  await Promise.all([t.close(), strict.close()]);
});

async function shareList(app: TestApp, auth: Auth, title?: string): Promise<string> {
  const res = await app.app.inject({ method: "POST", url: "/api/send-to-instacart", headers: auth, payload: title ? { title } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

const pageJson = async (app: TestApp, token: string) =>
  (await app.app.inject({ method: "GET", url: `/api/shopping-list/${token}` })).json() as TShoppingListPage;
const sharedSend = (app: TestApp, token: string, commands: object[], device = uuid()) =>
  app.app.inject({ method: "POST", url: `/api/shared-lists/${token}/commands`, payload: { device_id: device, commands } });
const htmlPage = (app: TestApp, token: string, query = "") => app.app.inject({ method: "GET", url: `/shopping-list/${token}${query}` });

/** The form the page draws, as a browser without JavaScript would post it with `ticked` boxes checked. */
function formFrom(html: string, ticked: (uid: string, wasTicked: boolean) => boolean): string {
  const formId = /name="form_id" value="([^"]+)"/.exec(html)?.[1] ?? "";
  const body = new URLSearchParams({ form_id: formId });
  for (const [, uid, was] of html.matchAll(/name="shown" value="([0-9a-f-]{36}):([01])"/g)) {
    body.append("shown", `${uid}:${was}`);
    if (ticked(uid ?? "", was === "1")) body.append("tick", uid ?? "");
  }
  return body.toString();
}
const postForm = (app: TestApp, token: string, body: string) =>
  app.app.inject({
    method: "POST",
    url: `/shopping-list/${token}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: body,
  });

describe("a shared list's items carry the owner's uids", () => {
  it("shows each item's live basket state, and its ticks reach the owner's list", async () => {
    const owner = await personWithList(t);
    const token = await shareList(t, owner.auth);
    const page = await pageJson(t, token);
    const carrots = await itemNamed(t, owner.auth, "carrots");
    expect(page.items.map((i) => [i.display_text, i.uid, i.in_basket])).toContainEqual(["2 carrots", carrots.uid, false]);

    const res = await sharedSend(t, token, [tick(carrots.uid, 5)]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      results: [{ id: expect.any(String), status: "applied", item: { uid: carrots.uid, in_basket: true, version: 1 } }],
    });
    expect(await itemNamed(t, owner.auth, "carrots")).toMatchObject({ in_basket: true, version: 1 });
    expect((await pageJson(t, token)).items.find((i) => i.uid === carrots.uid)?.in_basket).toBe(true);

    // The owner's later untick wins over the page's older one, by the same rule as two devices.
    await apply(t, owner.auth, [tick(carrots.uid, 20, 1, "untick")]);
    expect((await sharedSend(t, token, [tick(carrots.uid, 10, 1)])).json().results[0].status).toBe("superseded");
  });

  it("touches nothing beyond the page: other items, another person's uids and adds are refused", async () => {
    const owner = await personWithList(t);
    const token = await shareList(t, owner.auth);
    const foil = uuid();
    await apply(t, owner.auth, [add("Foil", 1, null, foil)]);
    const stranger = await personWithList(t);
    const theirs = await itemNamed(t, stranger.auth, "carrots");
    const res = await sharedSend(t, token, [tick(foil, 2), tick(theirs.uid, 2), tick(uuid(), 2)]);
    expect(res.json().results.map((r: { status: string; item: unknown }) => [r.status, r.item])).toEqual([
      ["gone", null],
      ["gone", null],
      ["gone", null],
    ]);
    expect((await itemNamed(t, owner.auth, "Foil")).in_basket).toBe(false);
    expect((await itemNamed(t, stranger.auth, "carrots")).version).toBe(0);
    for (const command of [add("Cake", 1), { ...tick(foil, 1), type: "move", section: "other" }, { ...tick(foil, 1), type: "remove" }]) {
      expect((await sharedSend(t, token, [command])).statusCode).toBe(400);
    }
  });

  it("answers a replayed tick as a duplicate", async () => {
    const owner = await personWithList(t);
    const token = await shareList(t, owner.auth);
    const butter = await itemNamed(t, owner.auth, "butter");
    const command = tick(butter.uid, 3);
    await sharedSend(t, token, [command]);
    expect((await sharedSend(t, token, [command])).json().results[0]).toMatchObject({
      status: "duplicate",
      item: { in_basket: true, version: 1 },
    });
  });

  it("stops at once when the owner stops sharing, and an expired, unknown or malformed link shows nothing", async () => {
    const owner = await personWithList(t);
    const token = await shareList(t, owner.auth);
    const carrots = await itemNamed(t, owner.auth, "carrots");
    const stranger = await signUpAndLogIn(t.app);
    expect((await t.app.inject({ method: "DELETE", url: `/api/shopping-list/${token}`, headers: stranger.auth })).statusCode).toBe(404);
    expect((await sharedSend(t, token, [tick(carrots.uid, 1)])).statusCode).toBe(200);

    expect((await t.app.inject({ method: "DELETE", url: `/api/shopping-list/${token}`, headers: owner.auth })).statusCode).toBe(200);
    const revoked = await sharedSend(t, token, [tick(carrots.uid, 2, 1, "untick")]);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toEqual({
      error: "This list is no longer shared.",
      message: "This list is no longer shared.",
      code: "NOT_FOUND",
    });
    expect((await itemNamed(t, owner.auth, "carrots")).in_basket).toBe(true);

    const expiring = await shareList(t, owner.auth);
    await t.handle.db
      .update(shoppingLists)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shoppingLists.token, expiring));
    expect((await sharedSend(t, expiring, [tick(carrots.uid, 3)])).statusCode).toBe(404);
    expect((await sharedSend(t, "A".repeat(32), [tick(carrots.uid, 3)])).statusCode).toBe(404);
    expect((await sharedSend(t, "bad token!", [tick(carrots.uid, 3)])).statusCode).toBe(400);

    for (const gone of [token, expiring, "A".repeat(32), "short", "x%00y", "<script>"]) {
      const res = await htmlPage(t, encodeURIComponent(gone));
      expect(res.statusCode, gone).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.body).toContain("<h1>This list is no longer shared</h1>");
      expect(res.body).not.toContain("carrots");
    }
  });

  it("limits how often one link may be used", async () => {
    const owner = await personWithList(strict);
    const token = await shareList(strict, owner.auth);
    const carrots = await itemNamed(strict, owner.auth, "carrots");
    expect((await sharedSend(strict, token, [tick(carrots.uid, 1)])).statusCode).toBe(200);
    expect((await sharedSend(strict, token, [tick(carrots.uid, 2)])).statusCode).toBe(200);
    const third = await sharedSend(strict, token, [tick(carrots.uid, 3)]);
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe("TOO_MANY_REQUESTS");
  });
});

describe("the shared page as HTML", () => {
  it("is complete HTML with every item, tick boxes, the owner's ticks, print styles and no inline script", async () => {
    const owner = await personWithList(t);
    const token = await shareList(t, owner.auth, `Saturday <script>alert("x")</script> & more`);
    const carrots = await itemNamed(t, owner.auth, "carrots");
    await apply(t, owner.auth, [tick(carrots.uid, 1)]);
    const res = await htmlPage(t, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    const html = res.body;
    expect(html).toContain("<h1>Saturday &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more</h1>");
    expect(html).not.toContain("<script>alert");
    expect(html).toContain('<ul class="items" aria-label="Items">');
    expect(html).toContain(`<input type="checkbox" name="tick" value="${carrots.uid}" data-version="1" checked>2 carrots</label>`);
    expect(html).toMatch(/<input type="checkbox" name="tick" value="[0-9a-f-]{36}" data-version="0">1 tablespoon butter<\/label>/);
    expect(html).toMatch(/<form method="post" action="\/shopping-list\/[A-Za-z0-9_-]+"/);
    expect(html).not.toMatch(/<script>|<style>| style=| on[a-z]+=/);

    const script = /<script src="(\/shopping-list\/assets\/page\.[0-9a-f]{16}\.js)" defer><\/script>/.exec(html)?.[1];
    const style = /<link rel="stylesheet" href="(\/shopping-list\/assets\/page\.[0-9a-f]{16}\.css)">/.exec(html)?.[1];
    expect(script).toBeDefined();
    const js = await t.app.inject({ method: "GET", url: script ?? "" });
    expect(js.statusCode).toBe(200);
    expect(js.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(js.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(js.body).toContain("/api/shared-lists/");
    expect(
      (await t.app.inject({ method: "GET", url: script ?? "", headers: { "if-none-match": String(js.headers.etag) } })).statusCode,
    ).toBe(304);
    const css = await t.app.inject({ method: "GET", url: style ?? "" });
    expect(css.body).toContain("@media print");
    expect((await t.app.inject({ method: "GET", url: "/shopping-list/assets/page.0000000000000000.js" })).statusCode).toBe(404);
  });

  it("saves ticks from the form without JavaScript, then shows the page again (post, redirect, get)", async () => {
    const owner = await personWithList(t);
    const token = await shareList(t, owner.auth);
    const [carrots, butter] = [await itemNamed(t, owner.auth, "carrots"), await itemNamed(t, owner.auth, "butter")];
    const html = (await htmlPage(t, token)).body;

    // Meanwhile the owner ticks butter; the form, drawn before, never touched butter and must not undo it.
    await apply(t, owner.auth, [tick(butter.uid, 1)]);
    const body = formFrom(html, (uid) => uid === carrots.uid);
    const posted = await postForm(t, token, body);
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(`/shopping-list/${token}?notice=saved`);
    const shown = await list(t, owner.auth);
    expect(
      shown.items
        .filter((i) => i.in_basket)
        .map((i) => i.name)
        .sort(),
    ).toEqual(["butter", "carrots"]);

    const after = await htmlPage(t, token, "?notice=saved");
    expect(after.body).toContain("Your ticks are saved.");
    expect(after.body).toContain(`value="${carrots.uid}" data-version="1" checked>`);

    // The browser re-sends the same form: nothing changes twice.
    await postForm(t, token, body);
    expect((await itemNamed(t, owner.auth, "carrots")).version).toBe(1);

    // Unticking from a fresh page works too.
    const fresh = (await htmlPage(t, token)).body;
    await postForm(
      t,
      token,
      formFrom(fresh, (uid, was) => was && uid !== carrots.uid),
    );
    expect(await itemNamed(t, owner.auth, "carrots")).toMatchObject({ in_basket: false, version: 2 });
  });

  it("answers a bad form with the page and a notice, and a withdrawn link with the no-longer-shared page", async () => {
    const owner = await personWithList(t);
    const token = await shareList(t, owner.auth);
    const bad = await postForm(t, token, "form_id=nope&shown=zzz");
    expect(bad.statusCode).toBe(303);
    expect(bad.headers.location).toBe(`/shopping-list/${token}?notice=invalid`);
    const notForm = await t.app.inject({
      method: "POST",
      url: `/shopping-list/${token}`,
      headers: { "content-type": "application/json" },
      payload: "{}",
    });
    expect(notForm.statusCode).toBe(303);
    const huge = await postForm(t, token, `form_id=${uuid()}&${"shown=x&".repeat(20_000)}`);
    expect([303, 413]).toContain(huge.statusCode);
    expect(huge.statusCode).not.toBe(500);

    const html = (await htmlPage(t, token)).body;
    await t.app.inject({ method: "DELETE", url: `/api/shopping-list/${token}`, headers: owner.auth });
    const late = await postForm(
      t,
      token,
      formFrom(html, () => true),
    );
    expect(late.statusCode).toBe(404);
    expect(late.body).toContain("This list is no longer shared");
    expect((await list(t, owner.auth)).items.every((i) => !i.in_basket)).toBe(true);
    expect(at(1)).toMatch(/Z$/);
  });
});
