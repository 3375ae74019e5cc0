import { describe, expect, it } from "vitest";
import type { TEventNotice } from "@simmer/contracts";
import { SseParser } from "./sse";
import { refreshFor } from "./topics";
import { reconnectDelay, runLiveStream, type LivePorts } from "./live-stream";

describe("reading Server-Sent Events in pieces", () => {
  it("yields each event once its blank line arrives, skipping heartbeats and keeping id and name", () => {
    const parser = new SseParser();
    expect(parser.push("retry: 2000\n\nevent: ready\nid: 5-0\nda")).toEqual([]);
    expect(parser.push('ta: {"resync":false}\n\n: heartbeat\n\nevent: change\r\nid: 6-0_7-1\r\ndata: {"topic":"kitchen"}\r\n\r\n')).toEqual(
      [
        { event: "ready", id: "5-0", data: '{"resync":false}' },
        { event: "change", id: "6-0_7-1", data: '{"topic":"kitchen"}' },
      ],
    );
    expect(parser.push("data:a\ndata: b\n\n")).toEqual([{ event: "message", id: null, data: "a\nb" }]);
  });
});

describe("what each topic refreshes", () => {
  it("refreshes shopping mode through its outbox, and the grocery list and Browse where they show the topic", () => {
    expect(refreshFor("shopping")).toEqual({ keys: [[["carts"]]], shoppingList: true });
    expect(refreshFor("kitchen")?.keys).toEqual([[["kitchen"]], [["carts"]], [["recipes"]], ["browse-strip"], ["your-recipes"]]);
    expect(refreshFor("plan")).toEqual({ keys: [[["plans"]], [["carts"]]], shoppingList: false });
    expect(refreshFor("recipes")?.keys).toContainEqual(["browse-strip"]);
    expect(refreshFor("carts")?.shoppingList).toBe(true);
    expect(refreshFor("household")).toBeNull();
  });
});

describe("the stream reader", () => {
  it("waits 1, 2, 4 … 30 s between reconnects, with jitter between half and all of it", () => {
    expect([0, 1, 2, 5, 9].map((n) => reconnectDelay(n, 1))).toEqual([1_000, 2_000, 4_000, 30_000, 30_000]);
    expect(reconnectDelay(0, 0)).toBe(500);
  });

  it("sends the Bearer header, resumes with the last id, reports notices and resyncs, and stops on 401", async () => {
    const bodies = [
      'event: ready\nid: 1-0\ndata: {"resync":false}\n\nevent: change\nid: 2-0\ndata: {"topic":"shopping","by":{"user_id":1,"name":"sam"},"at":"x"}\n\n',
      'event: ready\nid: 2-0\ndata: {"resync":true}\n\nevent: resync\ndata: {}\n\n',
    ];
    const sent: Array<Record<string, string>> = [];
    const notices: TEventNotice[] = [];
    let resyncs = 0;
    let refused: string | null = null;
    const controller = new AbortController();
    const ports: LivePorts = {
      token: () => "tok",
      fetch: async (_url, init) => {
        sent.push({ ...(init?.headers as Record<string, string>) });
        const body = bodies.shift();
        return body === undefined ? new Response("", { status: 401 }) : new Response(body, { status: 200 });
      },
      onNotice: (notice) => notices.push(notice),
      onResync: () => (resyncs += 1),
      onRefused: (token) => (refused = token),
      random: () => 1,
      wait: async () => {},
    };
    await runLiveStream(ports, controller.signal);
    expect(sent.map((h) => [h.Authorization, h["Last-Event-ID"]])).toEqual([
      ["Bearer tok", undefined],
      ["Bearer tok", "2-0"],
      ["Bearer tok", "2-0"],
    ]);
    expect(notices).toEqual([{ topic: "shopping", by: { user_id: 1, name: "sam" }, at: "x" }]);
    expect(resyncs).toBe(2);
    expect(refused).toBe("tok");
  });
});
