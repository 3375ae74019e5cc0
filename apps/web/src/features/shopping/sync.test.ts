import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import type { TShoppingApplyResult, TShoppingCommand, TShoppingCommands, TShoppingList } from "@simmer/contracts";
import { shoppingItem } from "./test-items";
import { EMPTY_OUTBOX, type Outbox } from "./queue";
import type { ShoppingSync as TShoppingSync, SyncPorts } from "./sync";

// The sender listens for the browser's online and offline events.
const events = new EventTarget();
let ShoppingSync: typeof TShoppingSync;
beforeAll(async () => {
  Object.assign(globalThis, { window: events });
  ({ ShoppingSync } = await import("./sync"));
});
afterEach(() => {
  vi.useRealTimers();
});

const KEY = [["shopping", "list"], { type: "query" }];
const item = shoppingItem;
const tick = (id: string, uid: string): TShoppingCommand => ({ id, type: "tick", uid, at: "2026-11-26T10:00:00.000Z", base_version: 0 });

/** A server that applies each command id once, and a device whose storage outlives the sender. */
function harness({ online = true } = {}) {
  let stored: Outbox = EMPTY_OUTBOX;
  let isOnline = online;
  const sent: TShoppingCommands[] = [];
  const applied = new Set<string>();
  let failNext: number | "network" | null = null;
  const refused: TShoppingCommand[] = [];
  const send = vi.fn(async (input: TShoppingCommands): Promise<TShoppingApplyResult> => {
    sent.push(input);
    if (failNext !== null) {
      const failure = failNext;
      failNext = null;
      throw Object.assign(new Error("failed"), { status: failure === "network" ? null : failure });
    }
    return {
      list_version: 1,
      results: input.commands.map((c) => {
        const seen = applied.has(c.id);
        applied.add(c.id);
        return {
          id: c.id,
          status: seen ? ("duplicate" as const) : ("applied" as const),
          item: item(c.uid, { in_basket: true, version: 1 }),
        };
      }),
    };
  });
  const ports: SyncPorts = {
    send,
    open: async () => ({ deviceId: "5d0c6f9e-8a4b-4c1d-9e2f-3a4b5c6d7e8f", outbox: stored, list: null }),
    updateOutbox: async (change) => {
      stored = change(stored);
    },
    readOutbox: async () => stored,
    saveList: async () => undefined,
    statusOf: (error) => (error as { status?: number | null }).status ?? null,
    onRefused: (command) => refused.push(command),
    now: () => Date.now(),
    random: () => 0.5,
    isOnline: () => isOnline,
  };
  const queryClient = new QueryClient();
  const list: TShoppingList = {
    items: [item("carrots"), item("leeks"), item("milk")],
    list_version: 0,
    server_time: "2026-11-26T10:00:00.000Z",
  };
  queryClient.setQueryData(KEY, list);
  return {
    ports,
    queryClient,
    sent,
    refused,
    stored: () => stored,
    failNextSend: (failure: number | "network") => {
      failNext = failure;
    },
    goOnline: () => {
      isOnline = true;
      events.dispatchEvent(new Event("online"));
    },
    sync: () => new ShoppingSync(queryClient, KEY, ports),
  };
}

const settled = async (sync: TShoppingSync) => {
  await vi.waitFor(() => expect(sync.getStatus().sending).toBe(false));
};

describe("the shopping sender", () => {
  it("keeps offline changes in order and sends them together when the connection returns", async () => {
    const h = harness({ online: false });
    const sync = h.sync();
    await sync.start("7");
    sync.record(tick("a", "carrots"));
    sync.record(tick("b", "leeks"));
    sync.record(tick("c", "milk"));
    await settled(sync);
    expect(h.sent).toEqual([]);
    expect(h.stored().pending.map((c) => c.id)).toEqual(["a", "b", "c"]);

    h.goOnline();
    await vi.waitFor(() => expect(sync.getStatus().pending).toEqual([]));
    expect(h.sent.map((batch) => batch.commands.map((c) => c.id))).toEqual([["a", "b", "c"]]);
    expect(h.stored().pending).toEqual([]);
    expect(h.queryClient.getQueryData<TShoppingList>(KEY)?.items.map((i) => i.in_basket)).toEqual([true, true, true]);
    sync.stop();
  });

  it("picks up the outbox a closed tab left, and sends it on start", async () => {
    const h = harness({ online: false });
    const first = h.sync();
    await first.start("7");
    first.record(tick("a", "carrots"));
    await settled(first);
    first.stop();

    h.goOnline();
    const next = h.sync();
    await next.start("7");
    await vi.waitFor(() => expect(next.getStatus().pending).toEqual([]));
    expect(h.sent.map((batch) => batch.commands.map((c) => c.id))).toEqual([["a"]]);
    next.stop();
  });

  it("retries after a failed send with the same changes in the same order, after the backoff", async () => {
    vi.useFakeTimers();
    const h = harness();
    const sync = h.sync();
    await sync.start("7");
    h.failNextSend("network");
    sync.record(tick("a", "carrots"));
    await vi.advanceTimersByTimeAsync(0);
    expect(sync.getStatus()).toMatchObject({ failures: 1 });
    sync.record(tick("b", "leeks"));
    await vi.advanceTimersByTimeAsync(0);
    // Nothing goes while the first wait (0.75 s with this jitter) runs.
    expect(h.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(750);
    expect(h.sent.map((batch) => batch.commands.map((c) => c.id))).toEqual([["a"], ["a", "b"]]);
    expect(sync.getStatus()).toMatchObject({ failures: 0, pending: [] });
    sync.stop();
  });

  it("sets aside a change the server refuses, and sends the rest", async () => {
    const h = harness({ online: false });
    const sync = h.sync();
    await sync.start("7");
    sync.record(tick("a", "carrots"));
    sync.record(tick("b", "leeks"));
    h.failNextSend(400);
    h.goOnline();
    await vi.waitFor(() => expect(sync.getStatus().pending).toEqual([]));
    // Refused as a batch, then one at a time: "a" goes, "b" goes too (the refusal was the batch's).
    expect(h.sent.map((batch) => batch.commands.map((c) => c.id))).toEqual([["a", "b"], ["a"], ["b"]]);
    expect(h.refused).toEqual([]);
    sync.stop();
  });

  it("pulls the list when another device changed it, after sending what waits here (ADR 139)", async () => {
    const h = harness({ online: false });
    const sync = h.sync();
    await sync.start("7");
    const invalidated: unknown[] = [];
    h.queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "invalidate") invalidated.push(h.sent.length);
    });
    // Nothing waits: the list is marked stale at once.
    await sync.pull();
    expect(invalidated).toEqual([0]);

    sync.record(tick("a", "carrots"));
    await settled(sync);
    await sync.pull();
    // Offline, the pull waits with the change.
    expect(invalidated).toEqual([0]);
    h.goOnline();
    await vi.waitFor(() => expect(invalidated).toEqual([0, 1]));
    expect(h.sent.map((batch) => batch.commands.map((c) => c.id))).toEqual([["a"]]);
    sync.stop();
  });
});
