import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, signUpAndLogIn, type TestApp } from "./harness";
import { openStream, type OpenStream } from "./event-stream";
import { ensureFoodsLoaded } from "@simmer/api";
import { add, apply, itemNamed, personWithList, tick, uuid, type Auth } from "./shopping-fixtures";

// GET /api/events (ADR 139), read over real HTTP as the web app reads it.
let t: TestApp;
let base: string;
const open: OpenStream[] = [];

beforeAll(async () => {
  t = await startTestApp();
  await ensureFoodsLoaded(t.handle.db);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  open.forEach((stream) => stream.close());
  await t.close();
});

async function stream(headers: Record<string, string>): Promise<OpenStream> {
  const opened = await openStream(base, headers);
  open.push(opened);
  return opened;
}

/** The same person signed in on a second device: a session of its own. */
async function secondDevice(email: string, password: string): Promise<Auth> {
  const login = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
  return { authorization: `Bearer ${(login.json() as { token: string }).token}` };
}

/** Adds an item to the person's list and returns its uid. */
async function addItem(auth: Auth, name = "milk"): Promise<string> {
  const uid = uuid();
  await apply(t, auth, [add(name, 1, null, uid)]);
  return uid;
}

const change = (topic: string) => (event: { event: string; data: Record<string, unknown> }) =>
  event.event === "change" && event.data.topic === topic;

describe("the live stream", () => {
  it("is refused without a Bearer header, with a bad one, and with a token in the URL", async () => {
    const cook = await signUpAndLogIn(t.app);
    const token = cook.auth.authorization.slice("Bearer ".length);
    for (const [headers, path] of [
      [{}, "/api/events"],
      [{ authorization: "Bearer not-a-token" }, "/api/events"],
      [{ authorization: `Bearer ${token}x` }, "/api/events"],
      [{}, `/api/events?token=${token}`],
      [{}, `/api/events?access_token=${token}`],
    ] as const) {
      const refused = await openStream(base, headers, path);
      expect(refused.status).toBe(401);
      await refused.ended;
    }
  });

  it("delivers a tick made on one device to the same person's other device, naming who made it", async () => {
    const cook = await signUpAndLogIn(t.app);
    const phone = await secondDevice(cook.email, cook.password);
    const uid = await addItem(cook.auth);
    const watching = await stream(phone);
    expect(watching.status).toBe(200);
    const ready = await watching.next((e) => e.event === "ready");
    expect(ready.data).toEqual({ resync: false });
    expect(ready.id).toMatch(/^\d+-\d+$/);

    await apply(t, cook.auth, [tick(uid, 2)]);
    const notice = await watching.next(change("shopping"));
    expect(notice.data).toEqual({
      topic: "shopping",
      by: { user_id: cook.user.id, name: cook.email.split("@")[0] },
      at: expect.any(String),
    });
    expect(notice.id).toMatch(/^\d+-\d+$/);
    expect(notice.id).not.toBe(ready.id);
  });

  it("announces writes through tRPC as well as /api, with the router's topic", async () => {
    const cook = await signUpAndLogIn(t.app);
    const watching = await stream(cook.auth);
    await watching.next((e) => e.event === "ready");
    const viaTrpc = await t.app.inject({
      method: "POST",
      url: "/trpc/carts.add",
      headers: { ...cook.auth, "content-type": "application/json" },
      payload: { name: "Party" },
    });
    expect(viaTrpc.statusCode, viaTrpc.body).toBe(200);
    expect((await watching.next(change("carts"))).data.by).toMatchObject({ user_id: cook.user.id });

    const kitchen = await t.app.inject({ method: "GET", url: "/api/user/ingredients", headers: cook.auth });
    expect(kitchen.statusCode, kitchen.body).toBe(200);
    // A read announces nothing; the next notice is the write after it.
    await apply(t, cook.auth, [add("bread", 1)]);
    expect((await watching.next((e) => e.event === "change")).data.topic).toBe("shopping");
  });

  it("never carries another person's changes", async () => {
    const cook = await signUpAndLogIn(t.app);
    const stranger = await signUpAndLogIn(t.app);
    const watching = await stream(cook.auth);
    await watching.next((e) => e.event === "ready");
    await addItem(stranger.auth, "strangers-milk");
    await apply(t, stranger.auth, [add("strangers-bread", 2)]);
    // The cook's own change comes next: nothing of the stranger's came before it.
    await addItem(cook.auth, "own-milk");
    const first = await watching.next((e) => e.event === "change");
    expect(first.data.by).toMatchObject({ user_id: cook.user.id });
  });

  it("replays what a reconnecting client missed after its Last-Event-ID, and asks for a refetch when it cannot", async () => {
    const cook = await signUpAndLogIn(t.app);
    const first = await stream(cook.auth);
    await addItem(cook.auth);
    const seen = await first.next(change("shopping"));
    first.close();

    await apply(t, cook.auth, [add("eggs", 3)]);
    await t.app.inject({ method: "POST", url: "/api/user-carts/add", headers: cook.auth, payload: { name: "Friday" } });
    const resumed = await stream({ ...cook.auth, "last-event-id": seen.id ?? "" });
    expect((await resumed.next((e) => e.event === "ready")).data).toEqual({ resync: false });
    const replayed = [await resumed.next(), await resumed.next()];
    expect(replayed.map((e) => [e.event, e.data.topic])).toEqual([
      ["change", "shopping"],
      ["change", "carts"],
    ]);
    // Resuming from the last replayed one replays nothing more.
    resumed.close();
    const again = await stream({ ...cook.auth, "last-event-id": replayed[1]?.id ?? "" });
    expect((await again.next((e) => e.event === "ready")).data).toEqual({ resync: false });
    await addItem(cook.auth, "fresh");
    const next = await again.next();
    expect([next.event, next.data.topic]).toEqual(["change", "shopping"]);

    for (const bogus of ["nonsense", "1-0", "1-0_1-0", "x".repeat(500)]) {
      const unknown = await stream({ ...cook.auth, "last-event-id": bogus });
      expect(unknown.status).toBe(200);
      const ready = await unknown.next((e) => e.event === "ready");
      expect(ready.data).toEqual({ resync: true });
      expect(ready.id).toMatch(/^\d+-\d+$/);
      unknown.close();
    }
  });

  it("sends a shared list link's ticks to the list's owner", async () => {
    const owner = await personWithList(t);
    const { uid } = await itemNamed(t, owner.auth, "carrots");
    const shared = await t.app.inject({ method: "POST", url: "/api/send-to-instacart", headers: owner.auth, payload: {} });
    expect(shared.statusCode, shared.body).toBe(200);
    const token = (shared.json() as { token: string }).token;
    const watching = await stream(owner.auth);
    await watching.next((e) => e.event === "ready");
    const ticked = await t.app.inject({
      method: "POST",
      url: `/api/shared-lists/${token}/commands`,
      payload: { device_id: uuid(), commands: [tick(uid, 4)] },
    });
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect((await watching.next(change("shopping"))).data).toMatchObject({ topic: "shopping", by: null });
  });

  it("ends when its session signs out, and keeps the person's other devices' streams", async () => {
    const cook = await signUpAndLogIn(t.app);
    const phone = await secondDevice(cook.email, cook.password);
    const onPhone = await stream(phone);
    const onLaptop = await stream(cook.auth);
    await onPhone.next((e) => e.event === "ready");
    await onLaptop.next((e) => e.event === "ready");
    const out = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: phone });
    expect(out.statusCode, out.body).toBe(200);
    await onPhone.ended;
    await addItem(cook.auth, "still-live");
    expect((await onLaptop.next(change("shopping"))).data.by).toMatchObject({ user_id: cook.user.id });
    // The signed-out device cannot open another.
    const refused = await openStream(base, phone);
    expect(refused.status).toBe(401);
  });

  it("keeps a bounded number of streams per person, closing the oldest", async () => {
    const cook = await signUpAndLogIn(t.app);
    const streams: OpenStream[] = [];
    for (let i = 0; i < 9; i += 1) {
      const s = await stream(cook.auth);
      await s.next((e) => e.event === "ready");
      streams.push(s);
    }
    await streams[0]?.ended;
    expect(streams[0]?.events.length).toBe(1);
    await addItem(cook.auth, "bounded");
    for (const s of streams.slice(1)) expect((await s.next(change("shopping"))).event).toBe("change");
  });
});
