import { describe, expect, it } from "vitest";
import { shoppingItem } from "./test-items";
import {
  BACKOFF_CAP_MS,
  EMPTY_OUTBOX,
  MAX_BATCH,
  backoffDelay,
  enqueue,
  fail,
  nextBatch,
  refuse,
  settle,
  wake,
  type Outbox,
} from "./queue";
import type { TShoppingApplyResult, TShoppingCommand, TShoppingItem } from "@simmer/contracts";

type TShoppingCommandResult = TShoppingApplyResult["results"][number];

const AT = "2026-11-26T10:00:00.000Z";
const tick = (id: string, uid = "u1", type: "tick" | "untick" = "tick"): TShoppingCommand => ({ id, type, uid, at: AT, base_version: 1 });
const item = (uid: string, over: Partial<TShoppingItem> = {}) =>
  shoppingItem(uid, { section: "other", in_basket: true, version: 2, ...over });
const answer = (...results: TShoppingCommandResult[]): TShoppingApplyResult => ({ results, list_version: 1 });
const queued = (...commands: TShoppingCommand[]): Outbox => commands.reduce(enqueue, EMPTY_OUTBOX);

describe("the shopping outbox", () => {
  it("sends changes in the order they were made, oldest first, at most 200 at a time", () => {
    const outbox = queued(...Array.from({ length: 250 }, (_, n) => tick(`c${n}`)));
    const first = nextBatch(outbox, 0);
    expect(first).toHaveLength(MAX_BATCH);
    expect(first.map((c) => c.id).slice(0, 3)).toEqual(["c0", "c1", "c2"]);
    const rest = settle(outbox, answer(...first.map((c) => ({ id: c.id, status: "applied" as const, item: item("u1") })))).outbox;
    expect(nextBatch(rest, 0).map((c) => c.id)).toEqual(Array.from({ length: 50 }, (_, n) => `c${n + 200}`));
  });

  it("keeps a change queued twice under one id only once", () => {
    const outbox = queued(tick("c1"), tick("c2"), tick("c1"));
    expect(outbox.pending.map((c) => c.id)).toEqual(["c1", "c2"]);
  });

  it("keeps changes made while a batch was on its way, behind it", () => {
    const outbox = queued(tick("c1"), tick("c2"));
    const sent = nextBatch(outbox, 0);
    const meanwhile = enqueue(outbox, tick("c3", "u2"));
    const after = settle(meanwhile, answer(...sent.map((c) => ({ id: c.id, status: "applied" as const, item: item("u1") }))));
    expect(after.outbox.pending.map((c) => c.id)).toEqual(["c3"]);
  });

  it("drops a change only once the server answered it", () => {
    const outbox = queued(tick("c1"), tick("c2"), tick("c3"));
    // An answer that mentions only the first change (a short answer) leaves the others queued, in order.
    const after = settle(outbox, answer({ id: "c1", status: "applied", item: item("u1") }));
    expect(after.outbox.pending.map((c) => c.id)).toEqual(["c2", "c3"]);
  });

  it("treats a duplicate (a retry of a change already applied) as done, and shows the server's state", () => {
    const outbox = queued(tick("c1"));
    const after = settle(outbox, answer({ id: "c1", status: "duplicate", item: item("u1", { version: 7 }) }));
    expect(after.outbox.pending).toEqual([]);
    expect(after.adopt).toEqual([item("u1", { version: 7 })]);
  });

  it("a retry after a lost answer leads to the same state as one answer: at least once, applied once", () => {
    // The server applies each id once; the first answer is lost on the way back.
    const applied = new Map<string, number>();
    const server = (batch: TShoppingCommand[]) =>
      answer(
        ...batch.map((c) => {
          const seen = applied.has(c.id);
          applied.set(c.id, (applied.get(c.id) ?? 0) + (seen ? 0 : 1));
          return { id: c.id, status: seen ? ("duplicate" as const) : ("applied" as const), item: item(c.uid) };
        }),
      );
    let outbox = queued(tick("c1"), tick("c2", "u2"));
    server(nextBatch(outbox, 0)); // applied, but the answer never arrives
    outbox = fail(outbox, 0, 0.5);
    expect(outbox.pending).toHaveLength(2);
    const reply = server(nextBatch(outbox, outbox.retryAt ?? 0));
    expect(reply.results.map((r) => r.status)).toEqual(["duplicate", "duplicate"]);
    outbox = settle(outbox, reply).outbox;
    expect(outbox.pending).toEqual([]);
    expect([...applied.values()]).toEqual([1, 1]);
  });

  it("adopts the newer state when its change was superseded, and forgets items that are gone", () => {
    const outbox = queued(tick("c1", "u1"), tick("c2", "u2"), tick("c3", "u1", "untick"));
    const after = settle(
      outbox,
      answer(
        { id: "c1", status: "superseded", item: item("u1", { in_basket: false, version: 4 }) },
        { id: "c2", status: "gone", item: null },
        { id: "c3", status: "applied", item: item("u1", { in_basket: false, version: 5 }) },
      ),
    );
    expect(after.outbox.pending).toEqual([]);
    expect(after.superseded).toBe(1);
    expect(after.gone).toEqual(["u2"]);
    // The last answer about an item is its current state.
    expect(after.adopt).toEqual([item("u1", { in_basket: false, version: 5 })]);
  });

  it("waits longer after each failure, doubling from one second up to a minute, with jitter", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => backoffDelay(n, 1))).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000]);
    // Equal jitter: never less than half the step, never more than the step.
    expect([1, 2, 3].map((n) => backoffDelay(n, 0))).toEqual([500, 1000, 2000]);
    expect(backoffDelay(40, 0.999)).toBeLessThanOrEqual(BACKOFF_CAP_MS);
  });

  it("sends nothing while a failure is waited out, then the same changes in the same order", () => {
    let outbox = queued(tick("c1"), tick("c2"));
    outbox = fail(outbox, 10_000, 1);
    expect(outbox.retryAt).toBe(11_000);
    expect(nextBatch(outbox, 10_999)).toEqual([]);
    expect(nextBatch(outbox, 11_000).map((c) => c.id)).toEqual(["c1", "c2"]);
    outbox = fail(outbox, 11_000, 1);
    expect(outbox.retryAt).toBe(13_000);
    // The connection coming back ends the wait at once.
    expect(nextBatch(wake(outbox), 11_001).map((c) => c.id)).toEqual(["c1", "c2"]);
    // An answer ends the failure streak.
    const after = settle(outbox, answer({ id: "c1", status: "applied", item: item("u1") }));
    expect(after.outbox).toMatchObject({ failures: 0, retryAt: null });
  });

  it("finds and sets aside a change the server refuses, and the rest go on in order", () => {
    let outbox = queued(tick("c1"), tick("bad"), tick("c3"));
    const refused = refuse(outbox, nextBatch(outbox, 0));
    expect(refused.dropped).toEqual([]);
    outbox = refused.outbox;
    expect(nextBatch(outbox, 0).map((c) => c.id)).toEqual(["c1"]);
    outbox = settle(outbox, answer({ id: "c1", status: "applied", item: item("u1") })).outbox;
    expect(nextBatch(outbox, 0).map((c) => c.id)).toEqual(["bad"]);
    const single = refuse(outbox, nextBatch(outbox, 0));
    expect(single.dropped.map((c) => c.id)).toEqual(["bad"]);
    expect(nextBatch(single.outbox, 0).map((c) => c.id)).toEqual(["c3"]);
    expect(single.outbox.oneAtATime).toBe(false);
  });
});
