import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TShoppingApplyResult } from "@simmer/contracts";
import { startTestApp, type TestApp } from "./harness";
import { itemNamed, personWithList, uuid, type Auth } from "./shopping-fixtures";

// A shared link's clock never counts ahead of the server (ADR 117): whatever time a link holder's
// tick carries, the owner's change made after it arrived wins, over REST and tRPC alike.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(async () => {
  await t.close();
});

const FAR_FUTURE = "2199-06-01T12:00:00.000Z";
const nowIso = () => new Date().toISOString();
const command = (uid: string, type: "tick" | "untick", at: string) => ({ id: uuid(), type, uid, at, base_version: 0 });

async function shareList(auth: Auth): Promise<string> {
  const res = await t.app.inject({ method: "POST", url: "/api/send-to-instacart", headers: auth, payload: {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

type Send = (commands: object[]) => Promise<TShoppingApplyResult>;

const viaRest = {
  name: "REST",
  link:
    (token: string): Send =>
    async (commands) => {
      const res = await t.app.inject({
        method: "POST",
        url: `/api/shared-lists/${token}/commands`,
        payload: { device_id: uuid(), commands },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as TShoppingApplyResult;
    },
  owner:
    (auth: Auth): Send =>
    async (commands) => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/shopping/commands",
        headers: auth,
        payload: { device_id: uuid(), commands },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as TShoppingApplyResult;
    },
};

const viaTrpc = {
  name: "tRPC",
  link:
    (token: string): Send =>
    async (commands) => {
      const res = await t.app.inject({
        method: "POST",
        url: "/trpc/shopping.sharedApply",
        payload: { token, device_id: uuid(), commands },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result.data as TShoppingApplyResult;
    },
  owner:
    (auth: Auth): Send =>
    async (commands) => {
      const res = await t.app.inject({
        method: "POST",
        url: "/trpc/shopping.commands",
        headers: auth,
        payload: { device_id: uuid(), commands },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result.data as TShoppingApplyResult;
    },
};

describe.each([viaRest, viaTrpc])("a shared link's clock over $name", (path) => {
  it("cannot outdate the owner's later untick with a tick dated 2199", async () => {
    const owner = await personWithList(t);
    const token = await shareList(owner.auth);
    const carrots = await itemNamed(t, owner.auth, "carrots");

    const linked = await path.link(token)([command(carrots.uid, "tick", FAR_FUTURE)]);
    expect(linked.results[0]?.status).toBe("applied");
    expect((await itemNamed(t, owner.auth, "carrots")).in_basket).toBe(true);

    const untick = await path.owner(owner.auth)([command(carrots.uid, "untick", nowIso())]);
    expect(untick.results[0]).toMatchObject({ status: "applied", item: { in_basket: false } });
    expect((await itemNamed(t, owner.auth, "carrots")).in_basket).toBe(false);
  });

  it("still changes what the owner set before it, and loses to what the owner sets after", async () => {
    const owner = await personWithList(t);
    const token = await shareList(owner.auth);
    const butter = await itemNamed(t, owner.auth, "butter");
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

    await path.owner(owner.auth)([command(butter.uid, "tick", minutesAgo(10))]);
    // The person in the shop unticks it: a later change than the owner's, so it holds.
    expect((await path.link(token)([command(butter.uid, "untick", minutesAgo(1))])).results[0]?.status).toBe("applied");
    expect((await itemNamed(t, owner.auth, "butter")).in_basket).toBe(false);
    // A link tick dated before the owner's last change is older, and superseded.
    expect((await path.link(token)([command(butter.uid, "tick", minutesAgo(20))])).results[0]?.status).toBe("superseded");
  });

  it("keeps the owner's own five-minute allowance between the owner's devices", async () => {
    const owner = await personWithList(t);
    const pepper = await itemNamed(t, owner.auth, "black pepper");
    await path.owner(owner.auth)([command(pepper.uid, "tick", FAR_FUTURE)]);
    // The owner's phone running ahead counts up to five minutes ahead (ADR 090): a change dated now loses.
    expect((await path.owner(owner.auth)([command(pepper.uid, "untick", nowIso())])).results[0]?.status).toBe("superseded");
  });
});

describe("the shared page's form post", () => {
  it("ticks at the server's time, so the owner's next untick wins", async () => {
    const owner = await personWithList(t);
    const token = await shareList(owner.auth);
    const carrots = await itemNamed(t, owner.auth, "carrots");
    const page = await t.app.inject({ method: "GET", url: `/shopping-list/${token}` });
    const formId = /name="form_id" value="([^"]+)"/.exec(page.body)?.[1] ?? "";
    const form = new URLSearchParams({ form_id: formId, shown: `${carrots.uid}:0`, tick: carrots.uid });
    const posted = await t.app.inject({
      method: "POST",
      url: `/shopping-list/${token}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: form.toString(),
    });
    expect(posted.statusCode).toBe(303);
    expect((await itemNamed(t, owner.auth, "carrots")).in_basket).toBe(true);
    const untick = await viaRest.owner(owner.auth)([command(carrots.uid, "untick", nowIso())]);
    expect(untick.results[0]?.status).toBe("applied");
  });
});
